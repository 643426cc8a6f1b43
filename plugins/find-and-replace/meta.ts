import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'A→B',
  badges: ['new'],
  keywords: ['find and replace', 'search and replace', 'replace all', 'regex replace', 'sed', '$1', 'capture groups', 'whole word'],
  related: ['regex-tester', 'text-cleaner', 'line-tools', 'case-converter', 'text-diff-checker', 'unicode-inspector'],
} as const satisfies ToolMeta;

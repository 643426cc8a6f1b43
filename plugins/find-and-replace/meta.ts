import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'A→B',
  badges: ['new'],
  related: ['regex-tester', 'text-cleaner', 'line-tools', 'case-converter', 'text-diff-checker', 'unicode-inspector'],
} as const satisfies ToolMeta;

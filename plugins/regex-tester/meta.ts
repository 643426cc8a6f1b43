import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '.*',
  badges: [],
  keywords: ['regex', 'regexp', 'RegExp', 'regular expression', 'regex tester', 'JavaScript regex', 'named groups'],
  related: ['text-diff-checker', 'json-formatter', 'find-and-replace'],
} as const satisfies ToolMeta;

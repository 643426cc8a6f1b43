import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'a-z',
  badges: ['new'],
  related: ['case-converter', 'url-encoder', 'text-cleaner', 'string-escaper', 'line-tools', 'unicode-inspector'],
} as const satisfies ToolMeta;

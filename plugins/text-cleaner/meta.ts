import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '¶',
  badges: ['popular'],
  related: ['case-converter', 'word-counter', 'text-diff-checker', 'unicode-inspector'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '✂',
  badges: ['new'],
  related: ['word-counter', 'text-cleaner', 'case-converter'],
} as const satisfies ToolMeta;

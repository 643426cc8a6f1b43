import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '¶',
  badges: ['popular'],
  related: ['word-counter', 'case-converter', 'text-cleaner'],
} as const satisfies ToolMeta;

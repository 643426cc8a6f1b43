import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'Aa',
  badges: ['popular'],
  related: ['word-counter', 'text-cleaner', 'slug-generator', 'lorem-ipsum-generator'],
} as const satisfies ToolMeta;

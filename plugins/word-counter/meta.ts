import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '123',
  badges: ['popular'],
  accepts: { text: true },
} as const satisfies ToolMeta;

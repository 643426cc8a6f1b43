import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'Lo',
  badges: ['popular'],
} as const satisfies ToolMeta;

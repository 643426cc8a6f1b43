import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '¶',
  badges: ['popular'],
} as const satisfies ToolMeta;

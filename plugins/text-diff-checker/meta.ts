import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '±',
  badges: [],
} as const satisfies ToolMeta;

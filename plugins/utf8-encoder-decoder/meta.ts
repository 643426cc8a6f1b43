import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'U8',
  badges: [],
} as const satisfies ToolMeta;

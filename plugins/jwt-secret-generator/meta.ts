import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'JWT',
  badges: [],
} as const satisfies ToolMeta;

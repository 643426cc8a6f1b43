import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '64',
  badges: [],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'UUID',
  badges: [],
} as const satisfies ToolMeta;

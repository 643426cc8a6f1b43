import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '.*',
  badges: [],
  accepts: { text: true },
} as const satisfies ToolMeta;

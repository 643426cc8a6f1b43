import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '%20',
  badges: [],
  accepts: { text: true },
} as const satisfies ToolMeta;

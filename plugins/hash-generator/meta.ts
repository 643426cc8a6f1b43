import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'Ha',
  badges: ['new'],
  accepts: { text: true },
} as const satisfies ToolMeta;

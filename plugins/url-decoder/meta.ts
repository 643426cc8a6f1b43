import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '%→',
  badges: [],
  accepts: { url: true },
} as const satisfies ToolMeta;

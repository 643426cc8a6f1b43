import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'SQL',
  badges: [],
  accepts: { sql: true },
} as const satisfies ToolMeta;

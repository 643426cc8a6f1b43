import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '</>',
  accepts: { html: true },
} as const satisfies ToolMeta;

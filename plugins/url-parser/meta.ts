import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'URL',
  badges: ['new'],
  accepts: { url: 'parse' },
} as const satisfies ToolMeta;

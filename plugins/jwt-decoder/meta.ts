import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'JWS',
  badges: ['new'],
  accepts: { jwt: 'decode' },
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'X509',
  badges: ['new'],
} as const satisfies ToolMeta;

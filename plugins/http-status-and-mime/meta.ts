import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'Ht',
  badges: ['new'],
} as const satisfies ToolMeta;

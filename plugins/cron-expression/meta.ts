import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'Cr',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'M↓',
  badges: ['new'],
  accepts: { markdown: true },
} as const satisfies ToolMeta;

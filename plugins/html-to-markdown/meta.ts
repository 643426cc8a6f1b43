import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'H→M↓',
  badges: ['new'],
  accepts: { html: true },
} as const satisfies ToolMeta;

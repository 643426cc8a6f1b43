import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '█▌',
  badges: ['new'],
  accepts: { text: true },
} as const satisfies ToolMeta;

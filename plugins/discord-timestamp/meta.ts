import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'Di',
  badges: ['new'],
} as const satisfies ToolMeta;

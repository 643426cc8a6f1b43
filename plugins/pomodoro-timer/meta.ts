import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: '25m',
  badges: ['new'],
} as const satisfies ToolMeta;

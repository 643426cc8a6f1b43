import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'Unix',
  badges: ['new'],
} as const satisfies ToolMeta;

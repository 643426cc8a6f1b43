import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'UTC',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'W53',
  badges: ['new'],
} as const satisfies ToolMeta;

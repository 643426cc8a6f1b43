import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: '321',
  badges: ['new'],
} as const satisfies ToolMeta;

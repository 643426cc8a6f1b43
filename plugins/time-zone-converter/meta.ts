import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'UTC',
  badges: ['new'],
  related: ['timestamp-converter', 'date-calculator'],
} as const satisfies ToolMeta;

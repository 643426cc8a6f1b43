import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'UTC',
  badges: ['new'],
  related: ['timestamp-converter', 'date-calculator', 'sun-and-moon'],
} as const satisfies ToolMeta;

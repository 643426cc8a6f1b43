import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: '31',
  badges: ['new'],
  related: ['timestamp-converter', 'time-zone-converter', 'duration-calculator', 'public-holidays', 'loan-calculator'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: '☼',
  badges: ['new'],
  related: ['time-zone-converter', 'date-calculator', 'public-holidays'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'Unix',
  badges: ['new'],
  related: ['time-zone-converter', 'date-calculator'],
} as const satisfies ToolMeta;

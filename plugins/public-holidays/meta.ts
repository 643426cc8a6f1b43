import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'Hol',
  badges: ['new'],
  related: ['date-calculator', 'duration-calculator', 'time-zone-converter'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'h:m',
  badges: ['new'],
  related: ['date-calculator', 'time-zone-converter', 'timestamp-converter', 'unit-converter'],
} as const satisfies ToolMeta;

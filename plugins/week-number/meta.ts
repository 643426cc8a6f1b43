import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'W53',
  badges: ['new'],
  keywords: ['ISO 8601', 'ISO week', 'KW', 'Kalenderwoche', 'semaine', 'semana', 'WEEKNUM'],
  related: ['date-calculator', 'timestamp-converter', 'time-zone-converter'],
} as const satisfies ToolMeta;

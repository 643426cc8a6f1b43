import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'ymd',
  badges: ['new'],
  keywords: ['birthday', 'Geburtstag', 'anniversaire', 'cumpleaños', '29 February', 'leap year'],
  related: ['date-calculator', 'week-number', 'time-zone-converter'],
} as const satisfies ToolMeta;

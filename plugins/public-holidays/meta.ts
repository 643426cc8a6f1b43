import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'Hol',
  badges: ['new'],
  keywords: ['ICS', 'iCalendar', 'CSV', 'bank holidays', 'federal holidays', 'feriados', 'Feiertage', 'jours fériés'],
  related: ['date-calculator', 'duration-calculator', 'time-zone-converter'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'UTC',
  badges: ['new'],
  keywords: ['time zone', 'timezone', 'UTC', 'GMT', 'IANA', 'DST', 'world clock', 'EST', 'PST', 'CET', 'IST', 'JST'],
  related: ['timestamp-converter', 'date-calculator', 'sun-and-moon'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core/manifest.ts';

export const meta = {
  id: 'time-zone-converter',
  category: 'time-date-tools',
  icon: 'UTC',
  badges: ['new'],
  keywords: ['time zone', 'timezone', 'UTC', 'GMT', 'IANA', 'DST', 'world clock', 'EST', 'PST', 'CET', 'IST', 'JST'],
  related: ['timestamp-converter', 'date-calculator'],
} as const satisfies ToolMeta;

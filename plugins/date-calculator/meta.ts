import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: '31',
  badges: ['new'],
  keywords: ['ISO 8601', 'ISO week', 'day of year', 'leap year', 'business days', 'workdays'],
  related: ['timestamp-converter', 'time-zone-converter', 'age-calculator', 'week-number', 'loan-calculator'],
} as const satisfies ToolMeta;

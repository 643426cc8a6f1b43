import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: 'Unix',
  badges: ['new'],
  keywords: ['Unix timestamp', 'epoch', 'Unix time', 'POSIX time', 'ISO 8601', 'RFC 3339', 'RFC 7231', 'UTC', 'IANA', 'Y2038'],
  related: ['time-zone-converter', 'date-calculator'],
} as const satisfies ToolMeta;

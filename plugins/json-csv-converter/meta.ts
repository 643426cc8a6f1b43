import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'CSV',
  badges: ['new'],
  accepts: { json: 'jsonToCsv', csv: 'csvToJson' },
} as const satisfies ToolMeta;

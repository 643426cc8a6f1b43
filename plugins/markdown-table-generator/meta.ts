import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'M|',
  badges: ['new'],
  accepts: { csv: 'paste', markdown: 'toCsv' },
} as const satisfies ToolMeta;

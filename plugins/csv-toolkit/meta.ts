import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'CSVt',
  badges: ['new'],
  accepts: { csv: true },
} as const satisfies ToolMeta;

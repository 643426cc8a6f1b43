import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'XLS',
  badges: ['new'],
  accepts: { csv: 'write', json: 'write' },
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '$..',
  badges: ['new'],
  accepts: { json: true },
} as const satisfies ToolMeta;

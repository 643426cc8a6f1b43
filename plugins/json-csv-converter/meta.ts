import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'CSV',
  badges: ['new'],
} as const satisfies ToolMeta;

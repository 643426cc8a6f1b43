import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'zx',
  badges: ['new'],
} as const satisfies ToolMeta;

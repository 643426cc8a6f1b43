import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'a-z',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '1→a',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'ROT',
  badges: ['new'],
} as const satisfies ToolMeta;

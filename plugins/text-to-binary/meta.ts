import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '01',
  badges: ['new'],
} as const satisfies ToolMeta;

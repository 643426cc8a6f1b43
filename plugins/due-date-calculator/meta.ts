import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '40w',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '/h',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '16:9',
  badges: ['new'],
} as const satisfies ToolMeta;

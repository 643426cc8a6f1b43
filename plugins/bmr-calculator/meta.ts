import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'kcal',
  badges: ['new'],
} as const satisfies ToolMeta;

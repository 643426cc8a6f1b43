import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'BMI',
  badges: ['new'],
} as const satisfies ToolMeta;

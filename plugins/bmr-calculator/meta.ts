import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'kcal',
  badges: ['new'],
  related: ['bmi-calculator', 'unit-converter', 'percentage-calculator'],
} as const satisfies ToolMeta;

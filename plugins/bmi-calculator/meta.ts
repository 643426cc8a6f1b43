import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'BMI',
  badges: ['new'],
  related: ['bmr-calculator', 'unit-converter', 'percentage-calculator', 'loan-calculator', 'date-calculator'],
} as const satisfies ToolMeta;

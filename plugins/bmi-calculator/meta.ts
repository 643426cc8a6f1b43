import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'BMI',
  badges: ['new'],
  keywords: ['BMI', 'kg/m²', 'WHO', 'Deurenberg'],
  related: ['bmr-calculator', 'unit-converter', 'percentage-calculator', 'loan-calculator', 'date-calculator'],
} as const satisfies ToolMeta;

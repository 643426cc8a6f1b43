import type { ToolMeta } from '@sdk/core/manifest.ts';

export const meta = {
  id: 'bmi-calculator',
  category: 'calculators',
  icon: 'BMI',
  badges: ['new'],
  keywords: ['BMI', 'kg/m²', 'WHO', 'Deurenberg'],
  related: ['unit-converter', 'percentage-calculator', 'loan-calculator', 'date-calculator'],
} as const satisfies ToolMeta;

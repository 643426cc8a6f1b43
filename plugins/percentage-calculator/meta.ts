import type { ToolMeta } from '@sdk/core/manifest.ts';

export const meta = {
  id: 'percentage-calculator',
  category: 'calculators',
  icon: '%',
  badges: ['new'],
  keywords: ['%', 'x% of y', 'percent'],
  related: ['loan-calculator', 'bmi-calculator', 'currency-converter', 'unit-converter'],
} as const satisfies ToolMeta;

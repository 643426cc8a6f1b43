import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '%',
  badges: ['new'],
  keywords: ['%', 'x% of y', 'percent'],
  related: ['loan-calculator', 'bmi-calculator', 'currency-converter', 'unit-converter', 'fraction-calculator'],
} as const satisfies ToolMeta;

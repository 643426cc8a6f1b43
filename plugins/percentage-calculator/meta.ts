import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '%',
  badges: ['new'],
  related: ['loan-calculator', 'fraction-calculator', 'tip-calculator', 'bmi-calculator', 'currency-converter', 'unit-converter'],
} as const satisfies ToolMeta;

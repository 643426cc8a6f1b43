import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'Tip',
  badges: ['new'],
  related: ['percentage-calculator', 'discount-calculator', 'unit-converter', 'loan-calculator', 'currency-converter'],
} as const satisfies ToolMeta;

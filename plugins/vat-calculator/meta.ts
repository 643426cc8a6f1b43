import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'VAT',
  badges: ['new'],
  related: ['percentage-calculator', 'discount-calculator', 'tip-calculator', 'currency-converter'],
} as const satisfies ToolMeta;

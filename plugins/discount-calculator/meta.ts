import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '−%',
  badges: ['new'],
  related: ['percentage-calculator', 'tip-calculator', 'vat-calculator', 'loan-calculator', 'currency-converter'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '$%',
  badges: ['new'],
  keywords: ['loan', 'mortgage', 'amortization', 'APR', 'EMI', 'CSV'],
  related: ['percentage-calculator', 'compound-interest-calculator', 'date-calculator', 'bmi-calculator', 'currency-converter'],
} as const satisfies ToolMeta;

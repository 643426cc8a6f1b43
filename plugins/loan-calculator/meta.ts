import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '$%',
  badges: ['new'],
  related: ['percentage-calculator', 'compound-interest-calculator', 'date-calculator', 'bmi-calculator', 'currency-converter'],
} as const satisfies ToolMeta;

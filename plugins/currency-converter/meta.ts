import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '€$',
  badges: ['new'],
  related: ['unit-converter', 'percentage-calculator', 'loan-calculator', 'tip-calculator', 'vat-calculator', 'discount-calculator'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '%ⁿ',
  badges: ['new'],
  keywords: ['compound interest', 'APY', 'EAR', 'FV', 'annuity', '%'],
  related: ['loan-calculator', 'percentage-calculator', 'statistics-calculator'],
} as const satisfies ToolMeta;

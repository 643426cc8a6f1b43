import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '%ⁿ',
  badges: ['new'],
  related: ['loan-calculator', 'percentage-calculator', 'statistics-calculator'],
} as const satisfies ToolMeta;

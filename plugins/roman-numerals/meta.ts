import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'XII',
  badges: ['new'],
  related: ['unit-converter', 'percentage-calculator', 'date-calculator'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'GCD',
  badges: ['new'],
  related: ['percentage-calculator', 'unit-converter', 'aspect-ratio-calculator', 'fraction-calculator'],
} as const satisfies ToolMeta;

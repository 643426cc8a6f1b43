import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'f(x)',
  badges: ['new'],
  related: ['percentage-calculator', 'gcd-lcm-calculator', 'unit-converter', 'aspect-ratio-calculator', 'fraction-calculator', 'statistics-calculator'],
} as const satisfies ToolMeta;

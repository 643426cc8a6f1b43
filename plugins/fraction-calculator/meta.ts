import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '½',
  badges: ['new'],
  keywords: ['fraction', '1/2', '3/4', '0.(3)', 'LCD', 'GCD'],
  related: ['percentage-calculator', 'ratio-calculator', 'unit-converter', 'gcd-lcm-calculator', 'scientific-calculator'],
} as const satisfies ToolMeta;

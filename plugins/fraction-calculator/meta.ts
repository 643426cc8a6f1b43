import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '½',
  badges: ['new'],
  related: ['percentage-calculator', 'ratio-calculator', 'unit-converter', 'gcd-lcm-calculator', 'scientific-calculator'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'x̄',
  badges: ['new'],
  related: ['percentage-calculator', 'ratio-calculator', 'fraction-calculator', 'word-counter', 'compound-interest-calculator', 'scientific-calculator'],
} as const satisfies ToolMeta;

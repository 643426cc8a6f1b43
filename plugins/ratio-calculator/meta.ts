import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'a:b',
  badges: ['new'],
  related: ['percentage-calculator', 'unit-converter', 'roman-numerals', 'fraction-calculator', 'aspect-ratio-calculator'],
} as const satisfies ToolMeta;

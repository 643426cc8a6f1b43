import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'a:b',
  badges: ['new'],
  keywords: ['ratio', 'a:b', 'rule of three', 'proportion', '1:n'],
  related: ['percentage-calculator', 'unit-converter', 'roman-numerals', 'fraction-calculator', 'aspect-ratio-calculator'],
} as const satisfies ToolMeta;

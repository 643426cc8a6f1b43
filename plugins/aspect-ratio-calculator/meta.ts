import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '16:9',
  badges: ['new'],
  related: ['placeholder-image-generator', 'unit-converter', 'percentage-calculator', 'ratio-calculator'],
} as const satisfies ToolMeta;

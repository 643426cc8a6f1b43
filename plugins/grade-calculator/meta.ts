import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'A+',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'GCD',
  badges: ['new'],
} as const satisfies ToolMeta;

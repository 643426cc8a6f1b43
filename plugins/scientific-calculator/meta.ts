import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'f(x)',
  badges: ['new'],
} as const satisfies ToolMeta;

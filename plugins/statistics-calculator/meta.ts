import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'x̄',
  badges: ['new'],
} as const satisfies ToolMeta;

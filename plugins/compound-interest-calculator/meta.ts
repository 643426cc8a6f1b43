import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '%ⁿ',
  badges: ['new'],
} as const satisfies ToolMeta;

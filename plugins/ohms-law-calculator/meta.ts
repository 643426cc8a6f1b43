import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'Ω',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'Tip',
  badges: ['new'],
} as const satisfies ToolMeta;

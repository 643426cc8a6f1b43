import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'a:b',
  badges: ['new'],
} as const satisfies ToolMeta;

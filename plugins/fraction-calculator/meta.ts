import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '½',
  badges: ['new'],
} as const satisfies ToolMeta;

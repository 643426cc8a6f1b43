import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'VAT',
  badges: ['new'],
} as const satisfies ToolMeta;

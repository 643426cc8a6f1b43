import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'RNG',
  badges: ['new'],
} as const satisfies ToolMeta;

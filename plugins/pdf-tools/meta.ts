import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'Pd',
  badges: ['new'],
} as const satisfies ToolMeta;

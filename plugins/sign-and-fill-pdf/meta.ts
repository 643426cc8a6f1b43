import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'SAF',
  badges: ['new'],
} as const satisfies ToolMeta;

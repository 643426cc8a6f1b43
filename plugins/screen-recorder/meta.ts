import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'REC',
  badges: ['new'],
} as const satisfies ToolMeta;

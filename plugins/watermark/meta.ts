import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'Wm',
  badges: ['new'],
} as const satisfies ToolMeta;

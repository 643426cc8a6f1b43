import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'DT',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'ICO',
  badges: ['new'],
} as const satisfies ToolMeta;

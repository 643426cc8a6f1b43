import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'RGB',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'PTI',
  badges: ['new'],
} as const satisfies ToolMeta;

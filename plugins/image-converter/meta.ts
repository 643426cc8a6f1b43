import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'PNG',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'IE',
  badges: ['new'],
} as const satisfies ToolMeta;

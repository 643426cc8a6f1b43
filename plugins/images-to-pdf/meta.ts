import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'ITP',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'SVG',
  badges: ['new'],
} as const satisfies ToolMeta;

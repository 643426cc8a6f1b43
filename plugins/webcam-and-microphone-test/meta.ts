import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'CAM',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '<>',
} as const satisfies ToolMeta;

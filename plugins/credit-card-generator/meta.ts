import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'CC',
} as const satisfies ToolMeta;

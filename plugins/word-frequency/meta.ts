import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'f(w)',
  badges: ['new'],
} as const satisfies ToolMeta;

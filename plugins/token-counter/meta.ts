import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'Tk',
  badges: ['new'],
  accepts: { text: true },
} as const satisfies ToolMeta;

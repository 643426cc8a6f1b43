import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'Ba',
  badges: ['new'],
  accepts: { text: 'encode' },
} as const satisfies ToolMeta;

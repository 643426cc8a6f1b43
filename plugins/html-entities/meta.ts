import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '&;',
  badges: ['new'],
  accepts: { html: 'decode', text: 'encode' },
} as const satisfies ToolMeta;

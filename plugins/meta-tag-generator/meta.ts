import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'META',
  badges: ['new'],
  accepts: { html: 'check' },
} as const satisfies ToolMeta;

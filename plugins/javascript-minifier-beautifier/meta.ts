import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'Js',
  badges: ['new'],
  accepts: { javascript: 'beautify' },
} as const satisfies ToolMeta;

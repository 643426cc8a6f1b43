import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'Cs',
  badges: ['new'],
  accepts: { css: 'beautify' },
} as const satisfies ToolMeta;

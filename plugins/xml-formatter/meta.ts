import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '<x/>',
  badges: ['new'],
  accepts: { xml: 'format' },
} as const satisfies ToolMeta;

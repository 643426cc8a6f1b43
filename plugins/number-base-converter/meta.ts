import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '0x',
  badges: ['new'],
} as const satisfies ToolMeta;

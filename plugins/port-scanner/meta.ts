import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: ':80',
  badges: ['new'],
} as const satisfies ToolMeta;

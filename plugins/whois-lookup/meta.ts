import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: 'WHO',
  badges: ['new'],
} as const satisfies ToolMeta;

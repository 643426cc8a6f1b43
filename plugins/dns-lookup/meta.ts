import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: 'DNS',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: '0x',
  badges: ['new'],
} as const satisfies ToolMeta;

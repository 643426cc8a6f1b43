import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: '0x',
  badges: ['new'],
  related: ['subnet-calculator', 'ip-address-lookup', 'dns-lookup'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: '/24',
  badges: ['new'],
  related: ['ip-converter', 'ip-address-lookup', 'port-scanner'],
} as const satisfies ToolMeta;

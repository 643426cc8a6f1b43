import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: 'ms',
  badges: ['new'],
  related: ['dns-lookup', 'ip-address-lookup', 'port-scanner'],
} as const satisfies ToolMeta;

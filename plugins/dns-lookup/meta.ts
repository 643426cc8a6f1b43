import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: 'DNS',
  badges: ['new'],
  related: ['ip-address-lookup', 'ping-tool', 'port-scanner'],
} as const satisfies ToolMeta;

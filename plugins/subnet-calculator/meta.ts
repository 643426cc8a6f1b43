import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: '/24',
  badges: ['new'],
  keywords: ['CIDR', 'subnet', 'netmask', 'IPv4', 'IPv6', 'VLSM', 'supernet', 'wildcard mask', 'broadcast', 'prefix'],
  related: ['ip-converter', 'ip-address-lookup', 'port-scanner'],
} as const satisfies ToolMeta;

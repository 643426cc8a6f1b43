import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: 'ms',
  badges: ['new'],
  keywords: ['ping', 'ICMP', 'latency', 'round trip', 'RTT', 'packet loss', 'TCP ping'],
  related: ['dns-lookup', 'ip-address-lookup', 'port-scanner'],
} as const satisfies ToolMeta;

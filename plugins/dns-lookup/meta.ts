import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: 'DNS',
  badges: ['new'],
  keywords: ['DNS', 'A', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT', 'SOA', 'CAA', 'PTR', 'dig', 'nslookup', 'TTL'],
  related: ['ip-address-lookup', 'ping-tool', 'port-scanner'],
} as const satisfies ToolMeta;

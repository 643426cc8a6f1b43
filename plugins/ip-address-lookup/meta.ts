import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: 'IP',
  badges: ['new'],
  keywords: ['IP', 'IPv4', 'IPv6', 'ASN', 'geolocation', 'what is my IP', 'whois'],
  related: ['dns-lookup', 'ping-tool', 'port-scanner', 'ip-converter'],
} as const satisfies ToolMeta;

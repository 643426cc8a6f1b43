import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: '0x',
  badges: ['new'],
  keywords: ['IP', 'IPv4', 'IPv6', 'RFC 5952', 'in-addr.arpa', 'ip6.arpa', '::ffff:', 'inet_aton', 'hex', 'binary'],
  related: ['subnet-calculator', 'ip-address-lookup', 'dns-lookup'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: ':80',
  badges: ['new'],
  keywords: ['port scan', 'open ports', 'TCP', 'firewall', 'nmap', 'IANA'],
  related: ['ping-tool', 'ip-address-lookup', 'dns-lookup'],
} as const satisfies ToolMeta;

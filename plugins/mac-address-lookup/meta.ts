import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: 'MAC',
  badges: ['new'],
  keywords: ['MAC', 'OUI', 'IEEE', 'EUI-48', 'EUI-64', 'MA-L', 'MA-M', 'MA-S', 'vendor', 'NIC'],
  related: ['ip-converter', 'subnet-calculator', 'ip-address-lookup', 'random-uuid-generator'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: 'MAC',
  badges: ['new'],
  related: ['ip-converter', 'subnet-calculator', 'ip-address-lookup', 'random-uuid-generator'],
} as const satisfies ToolMeta;

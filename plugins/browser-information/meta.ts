import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: 'UA',
  badges: ['new'],
  related: ['ip-address-lookup', 'mac-address-lookup', 'time-zone-converter'],
} as const satisfies ToolMeta;

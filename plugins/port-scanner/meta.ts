import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: ':80',
  badges: ['new'],
  related: ['ping-tool', 'ip-address-lookup', 'dns-lookup'],
} as const satisfies ToolMeta;

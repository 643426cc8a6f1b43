import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: 'IP',
  badges: ['new'],
  related: ['dns-lookup', 'ping-tool', 'port-scanner', 'ip-converter'],
} as const satisfies ToolMeta;

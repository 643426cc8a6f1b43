import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'network-tools',
  icon: 'UA',
  badges: ['new'],
  keywords: ['user agent', 'User-Agent', 'Client Hints', 'Sec-CH-UA', 'WebGL', 'screen resolution', 'device pixel ratio', 'fingerprint', 'navigator'],
  related: ['ip-address-lookup', 'mac-address-lookup', 'time-zone-converter'],
} as const satisfies ToolMeta;

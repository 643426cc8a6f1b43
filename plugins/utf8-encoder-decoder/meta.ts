import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'U8',
  badges: [],
  related: ['base64-encoder', 'url-encoder', 'url-decoder', 'unicode-inspector'],
} as const satisfies ToolMeta;

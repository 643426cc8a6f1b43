import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '%',
  badges: [],
  related: ['url-decoder', 'base64-encoder', 'utf8-encoder-decoder', 'slug-generator'],
} as const satisfies ToolMeta;

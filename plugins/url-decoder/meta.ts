import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '%→',
  badges: [],
  related: ['url-encoder', 'base64-encoder', 'utf8-encoder-decoder'],
} as const satisfies ToolMeta;

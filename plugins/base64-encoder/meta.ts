import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '64',
  badges: [],
  related: ['url-encoder', 'utf8-encoder-decoder', 'json-formatter'],
} as const satisfies ToolMeta;

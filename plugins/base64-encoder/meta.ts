import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '64',
  badges: [],
  keywords: ['Base64', 'base64 decode', 'base64 encode', 'RFC 4648', 'data URI'],
  related: ['url-encoder', 'utf8-encoder-decoder', 'json-formatter'],
} as const satisfies ToolMeta;

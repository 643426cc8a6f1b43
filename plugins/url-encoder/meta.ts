import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '%',
  badges: [],
  keywords: ['URL', 'URI', 'encodeURIComponent', 'encodeURI', 'percent-encoding', 'RFC 3986', 'x-www-form-urlencoded', 'UTF-8'],
  related: ['url-decoder', 'base64-encoder', 'utf8-encoder-decoder', 'slug-generator'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'U8',
  badges: [],
  keywords: ['UTF-8', 'UTF8', 'hex', 'bytes', '0x', '\\x', 'Unicode', 'RFC 3629'],
  related: ['base64-encoder', 'url-encoder', 'url-decoder', 'unicode-inspector'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '\\"',
  badges: ['new'],
  keywords: ['escape', 'unescape', 'JSON', 'JavaScript', 'HTML', 'XML', 'CSV', 'SQL', 'regex', 'shell', 'bash', 'backslash', 'entities', 'RFC 4180', 'RFC 8259'],
  related: ['url-encoder', 'base64-encoder', 'json-formatter', 'regex-tester', 'utf8-encoder-decoder', 'unicode-inspector'],
} as const satisfies ToolMeta;

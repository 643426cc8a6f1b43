import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '\\"',
  badges: ['new'],
  related: ['url-encoder', 'base64-encoder', 'json-formatter', 'regex-tester', 'utf8-encoder-decoder', 'unicode-inspector'],
} as const satisfies ToolMeta;

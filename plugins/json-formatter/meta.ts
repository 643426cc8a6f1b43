import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '{ }',
  badges: ['popular'],
  related: ['base64-encoder', 'url-encoder', 'sql-formatter', 'html-prettify'],
} as const satisfies ToolMeta;

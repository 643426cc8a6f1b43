import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '{ }',
  badges: ['popular'],
  keywords: ['JSON', 'JSON beautifier', 'JSON validator', 'JSON lint', 'pretty print', 'JSON minify', 'JSON minifier'],
  related: ['base64-encoder', 'url-encoder', 'sql-formatter', 'html-prettify'],
} as const satisfies ToolMeta;

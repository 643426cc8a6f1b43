import type { ToolMeta } from '@sdk/core/manifest.ts';

export const meta = {
  id: 'json-formatter',
  category: 'developer-tools',
  icon: '{ }',
  badges: ['popular'],
  keywords: ['JSON', 'JSON beautifier', 'JSON validator', 'JSON lint', 'pretty print', 'JSON minify', 'JSON minifier'],
  related: ['base64-encoder', 'url-encoder', 'sql-formatter', 'html-prettify'],
} as const satisfies ToolMeta;

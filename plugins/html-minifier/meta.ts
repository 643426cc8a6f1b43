import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '<>',
  keywords: ['HTML', 'HTML minifier', 'minify HTML', 'HTML compressor', 'compress HTML', 'html-minifier-terser'],
  related: ['html-prettify', 'json-formatter', 'sql-formatter'],
} as const satisfies ToolMeta;

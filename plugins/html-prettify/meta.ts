import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '</>',
  keywords: ['HTML', 'HTML beautifier', 'HTML formatter', 'pretty print HTML', 'indent HTML', 'js-beautify'],
  related: ['html-minifier', 'json-formatter', 'sql-formatter', 'html-to-markdown'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core/manifest.ts';

export const meta = {
  id: 'html-prettify',
  category: 'developer-tools',
  icon: '</>',
  keywords: ['HTML', 'HTML beautifier', 'HTML formatter', 'pretty print HTML', 'indent HTML', 'js-beautify'],
  related: ['html-minifier', 'json-formatter', 'sql-formatter'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '</>',
  related: ['html-minifier', 'json-formatter', 'sql-formatter', 'html-to-markdown'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'M↓',
  badges: ['new'],
  related: ['html-prettify', 'html-minifier', 'word-counter', 'string-escaper', 'html-to-markdown'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'M↓',
  badges: ['new'],
  related: ['html-prettify', 'html-minifier', 'text-cleaner', 'markdown-to-html'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'M↓',
  badges: ['new'],
  keywords: ['HTML', 'Markdown', 'md', 'GFM', 'GitHub Flavored Markdown', 'turndown'],
  related: ['html-prettify', 'html-minifier', 'text-cleaner'],
} as const satisfies ToolMeta;

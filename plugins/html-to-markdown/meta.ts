import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'M↓',
  badges: ['new'],
  keywords: ['HTML', 'Markdown', 'md', 'GFM', 'GitHub Flavored Markdown', 'turndown'],
  related: ['html-prettify', 'html-minifier', 'text-cleaner', 'markdown-to-html'],
} as const satisfies ToolMeta;

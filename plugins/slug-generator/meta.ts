import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'a-z',
  badges: ['new'],
  keywords: ['slug', 'slugify', 'permalink', 'URL', 'SEO', 'kebab-case'],
  related: ['case-converter', 'url-encoder', 'text-cleaner', 'string-escaper', 'line-tools', 'unicode-inspector'],
} as const satisfies ToolMeta;

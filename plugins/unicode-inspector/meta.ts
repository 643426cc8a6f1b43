import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'U+',
  badges: ['new'],
  related: ['utf8-encoder-decoder', 'text-cleaner', 'word-counter', 'case-converter', 'string-escaper', 'find-and-replace'],
} as const satisfies ToolMeta;

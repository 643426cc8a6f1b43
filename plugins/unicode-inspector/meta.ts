import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'U+',
  badges: ['new'],
  keywords: ['Unicode', 'code point', 'UTF-8', 'UTF-16', 'NFC', 'NFD', 'NFKC', 'NFKD', 'zero width space', 'ZWSP', 'bidi', 'homoglyph'],
  related: ['utf8-encoder-decoder', 'text-cleaner', 'word-counter', 'case-converter', 'string-escaper', 'find-and-replace'],
} as const satisfies ToolMeta;

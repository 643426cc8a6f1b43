import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '¶',
  badges: ['popular'],
  keywords: ['whitespace', 'line breaks', 'empty lines', 'strip HTML', 'HTML tags', 'NFC', 'zero-width space', 'nbsp'],
  related: ['case-converter', 'word-counter', 'text-diff-checker', 'unicode-inspector'],
} as const satisfies ToolMeta;

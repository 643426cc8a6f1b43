import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '123',
  badges: ['popular'],
  keywords: ['word count', 'character count', 'letter counter', 'sentence counter', 'reading time'],
  related: ['case-converter', 'text-cleaner', 'text-splitter', 'word-frequency', 'readability'],
} as const satisfies ToolMeta;

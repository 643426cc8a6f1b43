import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '✂',
  badges: ['new'],
  keywords: ['chunk', 'chunks', 'split text', 'ChatGPT', 'LLM', 'TXT', 'JSON'],
  related: ['word-counter', 'text-cleaner', 'case-converter'],
} as const satisfies ToolMeta;

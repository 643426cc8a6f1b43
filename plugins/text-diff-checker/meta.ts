import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '±',
  badges: [],
  keywords: ['diff', 'text diff', 'compare text', 'diff checker', 'text compare'],
  related: ['word-counter', 'text-cleaner', 'case-converter'],
} as const satisfies ToolMeta;

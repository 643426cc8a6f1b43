import type { ToolMeta } from '@sdk/core/manifest.ts';

export const meta = {
  id: 'text-diff-checker',
  category: 'text-tools',
  icon: '±',
  badges: [],
  keywords: ['diff', 'text diff', 'compare text', 'diff checker', 'text compare'],
  related: ['word-counter', 'text-cleaner', 'case-converter'],
} as const satisfies ToolMeta;

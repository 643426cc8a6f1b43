import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'Aa✓',
  badges: ['new'],
  related: ['word-counter', 'text-cleaner', 'case-converter', 'spelling-alphabet'],
} as const satisfies ToolMeta;

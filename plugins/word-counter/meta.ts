import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '123',
  badges: ['popular'],
  related: ['case-converter', 'text-cleaner', 'text-splitter', 'word-frequency', 'readability'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'f(w)',
  badges: ['new'],
  related: ['word-counter', 'readability', 'text-cleaner', 'list-randomizer', 'find-and-replace', 'line-tools'],
} as const satisfies ToolMeta;

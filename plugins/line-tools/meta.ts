import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '≡',
  badges: ['new'],
  related: ['list-randomizer', 'text-cleaner', 'word-counter', 'text-diff-checker', 'word-frequency', 'slug-generator'],
} as const satisfies ToolMeta;

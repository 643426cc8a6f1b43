import type { ToolMeta } from '@sdk/core/manifest.ts';

export const meta = {
  id: 'list-randomizer',
  category: 'miscellaneous',
  icon: '⚄',
  badges: ['new'],
  keywords: ['Fisher–Yates', 'shuffle', 'random', 'raffle', 'giveaway'],
  related: ['password-generator', 'random-uuid-generator', 'text-cleaner'],
} as const satisfies ToolMeta;

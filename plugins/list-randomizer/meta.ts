import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: '⚄',
  badges: ['new'],
  keywords: ['Fisher–Yates', 'shuffle', 'random', 'raffle', 'giveaway'],
  related: ['password-generator', 'random-uuid-generator', 'text-cleaner', 'line-tools'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: '⚄',
  badges: ['new'],
  related: ['password-generator', 'random-uuid-generator', 'text-cleaner', 'line-tools'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '2FA',
  badges: ['new'],
} as const satisfies ToolMeta;

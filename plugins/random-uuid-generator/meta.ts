import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'ID',
  badges: [],
  related: ['jwt-secret-generator', 'credit-card-generator'],
} as const satisfies ToolMeta;

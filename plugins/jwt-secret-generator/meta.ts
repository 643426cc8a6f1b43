import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'JWT',
  badges: [],
  related: ['base64-encoder', 'random-uuid-generator'],
} as const satisfies ToolMeta;

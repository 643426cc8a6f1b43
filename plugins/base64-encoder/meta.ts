import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '64',
  badges: [],
  accepts: { base64: 'decode', text: 'encode' },
} as const satisfies ToolMeta;

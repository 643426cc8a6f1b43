import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'SQL',
  badges: [],
  related: ['json-formatter', 'html-prettify'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: '.*',
  badges: [],
  related: ['text-diff-checker', 'json-formatter', 'find-and-replace'],
} as const satisfies ToolMeta;

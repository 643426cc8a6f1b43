import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'ROT',
  badges: ['new'],
  related: ['case-converter', 'base64-encoder', 'text-cleaner', 'find-and-replace', 'string-escaper'],
} as const satisfies ToolMeta;

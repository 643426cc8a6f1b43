import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'A·B',
  badges: ['new'],
  related: ['text-ciphers', 'case-converter', 'word-counter', 'morse-code', 'readability'],
} as const satisfies ToolMeta;

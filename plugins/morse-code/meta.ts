import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '·−',
  badges: ['new'],
  related: ['spelling-alphabet', 'text-ciphers', 'case-converter', 'unicode-inspector'],
} as const satisfies ToolMeta;

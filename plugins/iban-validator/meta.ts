import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'IBAN',
  badges: ['new'],
} as const satisfies ToolMeta;

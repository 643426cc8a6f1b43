import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'QR→',
  badges: ['new'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: '▭',
  badges: ['new'],
  related: ['qr-code-generator', 'color-picker', 'barcode-generator', 'list-randomizer'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'RGB',
  badges: ['new'],
  related: ['placeholder-image-generator', 'qr-code-generator', 'barcode-generator', 'unit-converter'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'QR',
  badges: ['new'],
  related: ['barcode-generator', 'placeholder-image-generator', 'color-picker', 'url-encoder'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: '|||',
  badges: ['new'],
  keywords: ['Code 128', 'EAN-13', 'UPC-A', 'Code 39', 'EAN-8', 'ITF-14', 'MSI', 'Codabar', 'GTIN', 'PNG', 'SVG'],
  related: ['qr-code-generator', 'placeholder-image-generator', 'color-picker', 'credit-card-generator'],
} as const satisfies ToolMeta;

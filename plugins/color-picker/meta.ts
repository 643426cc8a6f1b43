import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'RGB',
  badges: ['new'],
  keywords: ['HEX', 'RGB', 'RGBA', 'HSL', 'HSV', 'HSB', 'CMYK', 'WCAG', 'WCAG 2.2', 'AA', 'AAA', 'CSS', 'SCSS', 'JSON'],
  related: ['placeholder-image-generator', 'qr-code-generator', 'barcode-generator', 'unit-converter'],
} as const satisfies ToolMeta;

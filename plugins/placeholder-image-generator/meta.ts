import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: '▭',
  badges: ['new'],
  keywords: ['placeholder', 'dummy image', 'PNG', 'JPG', 'JPEG', 'SVG', 'data URL', 'mockup', 'wireframe'],
  related: ['qr-code-generator', 'color-picker', 'barcode-generator', 'list-randomizer'],
} as const satisfies ToolMeta;

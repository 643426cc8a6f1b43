import type { ToolMeta } from '@sdk/core/manifest.ts';

export const meta = {
  id: 'placeholder-image-generator',
  category: 'miscellaneous',
  icon: '▭',
  badges: ['new'],
  keywords: ['placeholder', 'dummy image', 'PNG', 'JPG', 'JPEG', 'SVG', 'data URL', 'mockup', 'wireframe'],
  related: ['qr-code-generator', 'color-picker', 'barcode-generator', 'list-randomizer'],
} as const satisfies ToolMeta;

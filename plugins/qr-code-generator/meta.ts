import type { ToolMeta } from '@sdk/core/manifest.ts';

export const meta = {
  id: 'qr-code-generator',
  category: 'miscellaneous',
  icon: 'QR',
  badges: ['new'],
  keywords: ['QR code', 'QR', 'PNG', 'SVG', 'vCard', 'Wi-Fi', 'WiFi', 'WPA', 'mailto', 'SMS', 'URL'],
  related: ['barcode-generator', 'placeholder-image-generator', 'color-picker', 'url-encoder'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'QR',
  badges: ['new'],
  keywords: ['QR code', 'QR', 'PNG', 'SVG', 'vCard', 'Wi-Fi', 'WiFi', 'WPA', 'mailto', 'SMS', 'URL'],
  related: ['barcode-generator', 'placeholder-image-generator', 'color-picker', 'url-encoder'],
} as const satisfies ToolMeta;

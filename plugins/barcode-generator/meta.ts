import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: '|||',
  badges: ['new'],
  related: ['qr-code-generator', 'placeholder-image-generator', 'color-picker', 'credit-card-generator'],
} as const satisfies ToolMeta;

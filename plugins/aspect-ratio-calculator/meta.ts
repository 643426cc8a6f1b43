import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: '16:9',
  badges: ['new'],
  keywords: ['16:9', '4:3', '21:9', '9:16', '1:1', '16:10', '1920x1080', '4K', 'UHD', 'px'],
  related: ['placeholder-image-generator', 'unit-converter', 'percentage-calculator', 'ratio-calculator'],
} as const satisfies ToolMeta;

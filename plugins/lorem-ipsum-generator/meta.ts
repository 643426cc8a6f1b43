import type { ToolMeta } from '@sdk/core/manifest.ts';

export const meta = {
  id: 'lorem-ipsum-generator',
  category: 'text-tools',
  icon: 'Lor',
  badges: ['popular'],
  keywords: ['lorem ipsum', 'lipsum', 'Lorem ipsum dolor sit amet'],
  related: ['word-counter', 'case-converter', 'text-cleaner'],
} as const satisfies ToolMeta;

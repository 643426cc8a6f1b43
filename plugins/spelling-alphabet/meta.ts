import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'A·B',
  badges: ['new'],
  keywords: ['NATO', 'ICAO', 'Alfa Bravo Charlie', 'DIN 5009', 'phonetic alphabet', 'spelling alphabet'],
  related: ['text-ciphers', 'case-converter', 'word-counter', 'morse-code', 'readability'],
} as const satisfies ToolMeta;

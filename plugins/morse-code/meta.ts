import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: '·−',
  badges: ['new'],
  keywords: ['Morse', 'Morse code', 'ITU-R M.1677', 'SOS', 'CW', 'WAV', 'Farnsworth', 'WPM'],
  related: ['spelling-alphabet', 'text-ciphers', 'case-converter', 'unicode-inspector'],
} as const satisfies ToolMeta;

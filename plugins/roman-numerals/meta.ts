import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'XII',
  badges: ['new'],
  keywords: ['roman numerals', 'MCMXCIV', 'MMXXVI', 'vinculum', 'I V X L C D M'],
  related: ['unit-converter', 'percentage-calculator', 'date-calculator'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'Aa✓',
  badges: ['new'],
  keywords: ['readability', 'Flesch', 'Flesch-Kincaid', 'Fernández Huerta', 'Szigriszt-Pazos', 'INFLESZ', 'Amstad', 'Wiener Sachtextformel', 'Kandel-Moles', 'LIX'],
  related: ['word-counter', 'text-cleaner', 'case-converter', 'spelling-alphabet'],
} as const satisfies ToolMeta;

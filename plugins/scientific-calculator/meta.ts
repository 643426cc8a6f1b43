import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'f(x)',
  badges: ['new'],
  keywords: ['mathjs', 'sin', 'cos', 'tan', 'log', 'sqrt', 'π', 'BigNumber', 'RPN', 'TI-84', 'Casio'],
  related: ['percentage-calculator', 'gcd-lcm-calculator', 'unit-converter', 'aspect-ratio-calculator', 'fraction-calculator', 'statistics-calculator'],
} as const satisfies ToolMeta;

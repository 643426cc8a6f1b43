import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'GCD',
  badges: ['new'],
  keywords: ['GCD', 'LCM', 'HCF', 'GCF', 'LCD', 'MCD', 'mcm', 'ggT', 'kgV', 'PGCD', 'PPCM', 'Miller-Rabin', 'Euclid'],
  related: ['percentage-calculator', 'unit-converter', 'aspect-ratio-calculator', 'fraction-calculator'],
} as const satisfies ToolMeta;

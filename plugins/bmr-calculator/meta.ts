import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'calculators',
  icon: 'kcal',
  badges: ['new'],
  keywords: ['BMR', 'TDEE', 'kcal', 'Mifflin-St Jeor', 'Harris-Benedict', 'Katch-McArdle', 'RMR'],
  related: ['bmi-calculator', 'unit-converter', 'percentage-calculator'],
} as const satisfies ToolMeta;

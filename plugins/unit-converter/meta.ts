import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: '⇄',
  badges: ['new'],
  related: ['percentage-calculator', 'bmi-calculator', 'color-picker', 'currency-converter', 'time-zone-converter'],
} as const satisfies ToolMeta;

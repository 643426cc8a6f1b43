import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: '⇄',
  badges: ['new'],
  keywords: ['SI', 'NIST', 'km', 'mi', 'kg', 'lb', '°C', '°F', 'm²', 'ft²', 'L', 'gal', 'km/h', 'mph', 'GB', 'GiB', 'MB', 'MiB', 'psi', 'bar', 'kWh', 'kcal', 'BTU'],
  related: ['percentage-calculator', 'bmi-calculator', 'color-picker', 'currency-converter', 'time-zone-converter'],
} as const satisfies ToolMeta;

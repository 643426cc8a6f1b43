import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: '321',
  badges: ['new'],
  keywords: ['countdown timer', 'Countdown', 'compte à rebours', 'cuenta atrás', 'cuenta regresiva', 'days until'],
  related: ['time-zone-converter', 'date-calculator', 'age-calculator', 'timestamp-converter'],
} as const satisfies ToolMeta;

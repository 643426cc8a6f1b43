import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'time-date-tools',
  icon: '0:00',
  badges: ['new'],
  keywords: ['stopwatch', 'timer', 'Stoppuhr', 'chronomètre', 'minuteur', 'cronómetro', 'temporizador', 'lap timer'],
  related: ['countdown', 'time-zone-converter', 'timestamp-converter'],
} as const satisfies ToolMeta;

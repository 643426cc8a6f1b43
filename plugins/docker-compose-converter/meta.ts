import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'DCC',
  badges: ['new'],
  accepts: { yaml: 'composeToRun' },
} as const satisfies ToolMeta;

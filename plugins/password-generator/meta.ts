import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: '***',
  badges: ['new'],
  related: ['jwt-secret-generator', 'random-uuid-generator', 'list-randomizer'],
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'text-tools',
  icon: 'TTS',
  badges: ['new'],
} as const satisfies ToolMeta;

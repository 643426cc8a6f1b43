import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'PNG',
  badges: ['new'],
  wasm: true,
} as const satisfies ToolMeta;

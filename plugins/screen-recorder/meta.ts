import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'REC',
  badges: ['new'],
  // FFmpeg, compiled to WebAssembly, makes an MP4 of a recording when asked.
  wasm: true,
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'GIF',
  badges: ['new'],
  // FFmpeg, compiled to WebAssembly, makes the GIF (and the video from a GIF).
  wasm: true,
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'VC',
  badges: ['new'],
  // FFmpeg, compiled to WebAssembly, converts the video.
  wasm: true,
} as const satisfies ToolMeta;

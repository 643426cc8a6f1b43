import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: '⇤⇥',
  badges: ['new'],
  // FFmpeg, compiled to WebAssembly, cuts the video in the tool's worker.
  wasm: true,
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'MI',
  badges: ['new'],
  // MediaInfoLib, compiled to WebAssembly, reads the file.
  wasm: true,
} as const satisfies ToolMeta;

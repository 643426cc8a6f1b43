import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'PP',
  badges: ['new'],
  // qpdf, compiled to WebAssembly, encrypts and decrypts the file (@sdk/pdf).
  wasm: true,
} as const satisfies ToolMeta;

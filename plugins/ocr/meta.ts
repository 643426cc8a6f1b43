import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'OCR',
  badges: ['new'],
  // Tesseract, compiled to WebAssembly, reads the text.
  wasm: true,
} as const satisfies ToolMeta;

import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'CP',
  badges: ['new'],
  // qpdf, compiled to WebAssembly, rewrites the file (@sdk/pdf).
  wasm: true,
} as const satisfies ToolMeta;

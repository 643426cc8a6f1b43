import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'ITP',
  badges: ['new'],
  // libheif reads HEIC photos (src/sdk/core/heif.ts).
  wasm: true,
} as const satisfies ToolMeta;

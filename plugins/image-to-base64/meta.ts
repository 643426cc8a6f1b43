import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'miscellaneous',
  icon: 'B64',
  badges: ['new'],
  // Base64 from the Base64 encoder (a file encoded there) opens on Decode: it becomes the file again.
  accepts: { base64: 'decode' },
} as const satisfies ToolMeta;

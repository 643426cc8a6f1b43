import type { ToolMeta } from '@sdk/core';

export const meta = {
  category: 'developer-tools',
  icon: 'CURL',
  badges: ['new'],
  // curlconverter reads the command with tree-sitter-bash, compiled to WebAssembly.
  wasm: true,
} as const satisfies ToolMeta;

/**
 * The Base64 (or decoded) text. For a file, the summary beside the result's label says which file was
 * encoded and its size ("photo.png (12.3 kB) as Base64") instead of the character count.
 */
import { byteSize, msg, type ResultView } from '@sdk/core';
import type { EncodedFile } from './run.ts';

export function view(result: string | EncodedFile): ResultView {
  if (typeof result === 'string') return { blocks: [{ kind: 'text', text: result }] };
  return { blocks: [{ kind: 'text', text: result.base64, summary: msg('fileSummary', { name: result.name, size: byteSize(result.size) }) }] };
}

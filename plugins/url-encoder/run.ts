import { toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

/** Line breaks kept by "encode each line": CR LF, LF or CR, captured so split() keeps them. */
const LINE_BREAK = /(\r\n|\r|\n)/;

function encodeOne(text: string, options: Options): string {
  if (options.mode === 'fullUrl') return encodeURI(text);
  const encoded = encodeURIComponent(text);
  // A literal '+' is already %2B, so '+' for a space stays unambiguous.
  return options.spaceAsPlus ? encoded.replaceAll('%20', '+') : encoded;
}

/**
 * Percent-encodes UTF-8 text as encodeURIComponent (component mode) or encodeURI (full-URL
 * mode) do. Text with an unpaired surrogate cannot be encoded (the built-ins throw URIError):
 * that gives invalidText instead.
 */
export function run({ text: input }: Input, options: Options): string | ToolError {
  if (!input.isWellFormed()) return toolError('invalidText');
  try {
    if (!options.encodeEachLine) return encodeOne(input, options);
    const parts = input.split(LINE_BREAK);
    // Even indices are lines, odd ones the captured line breaks, kept as they were.
    for (let i = 0; i < parts.length; i += 2) parts[i] = encodeOne(parts[i]!, options);
    return parts.join('');
  } catch (e) {
    return e instanceof URIError ? toolError('invalidText') : toolError('unexpected');
  }
}

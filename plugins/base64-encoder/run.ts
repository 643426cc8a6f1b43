import { bytesToBase64, hasLoneSurrogate, readBase64, utf8Bytes, utf8Decode, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

/** A file encoded: its Base64 text, and which file it was (its name and how many bytes were read). */
export interface EncodedFile {
  readonly base64: string;
  readonly name: string;
  readonly size: number;
}

/**
 * Encode: the chosen file's bytes when there is one (the text is then ignored), else the text as
 * UTF-8. Decode: Base64 back to UTF-8 text (a file is never decoded: the field is on the Encode tab).
 */
export function run({ text: input, file }: Input, options: Options): string | EncodedFile | ToolError {
  if (options.mode === 'decode') {
    // Strict: whitespace ignored, both alphabets, padding only where it completes the last group.
    const read = readBase64(input);
    if (!('bytes' in read)) return toolError('invalidBase64');
    const text = utf8Decode(read.bytes);
    return text === null ? toolError('notText') : text;
  }
  if (file) {
    // Bytes that are not a Uint8Array (none, or an object copied key by key on the way) are no file to encode.
    if (!(file.bytes instanceof Uint8Array)) return toolError('unreadableFile', { field: 'file' });
    return { base64: bytesToBase64(file.bytes, { urlSafe: options.urlSafe, lineBreaks: options.lineBreaks }), name: file.name, size: file.bytes.length };
  }
  if (hasLoneSurrogate(input)) return toolError('invalidText');
  return bytesToBase64(utf8Bytes(input), { urlSafe: options.urlSafe, lineBreaks: options.lineBreaks });
}

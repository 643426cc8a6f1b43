import { bytesToBase64, hasLoneSurrogate, readBase64, utf8Bytes, utf8Decode, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

/** A file encoded: its Base64 text, and which file it was (its name and how many bytes were read). */
export interface EncodedFile {
  readonly base64: string;
  readonly name: string;
  readonly size: number;
}

/** The Basic auth header made: the whole line, and its credentials alone (what goes after "Basic "). */
export interface BasicAuthHeader {
  readonly header: string;
  readonly token: string;
}
/** A Basic auth header read back. */
export interface BasicAuthCredentials {
  readonly username: string;
  readonly password: string;
}

// RFC 7617 §2: neither part may hold a control character (C0, DEL; C1 are controls in Unicode too).
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** RFC 7617: "username:password" as UTF-8 in standard Base64; a colon in the username would move the split. */
export function basicAuthHeader(username: string, password: string): BasicAuthHeader | ToolError | '' {
  if (username === '' && password === '') return '';
  if (username.includes(':')) return toolError('basicColonInUsername', { field: 'username' });
  if (CONTROL.test(username) || hasLoneSurrogate(username)) return toolError('basicBadCharacter', { field: 'username' });
  if (CONTROL.test(password) || hasLoneSurrogate(password)) return toolError('basicBadCharacter', { field: 'password' });
  const token = bytesToBase64(utf8Bytes(`${username}:${password}`), { urlSafe: false, lineBreaks: false });
  return { header: `Authorization: Basic ${token}`, token };
}

/**
 * The header line, its value ("Basic …") or the Base64 credentials alone; the scheme's name in any case
 * (RFC 9110 §11.1). The credentials split at the first colon: the password may hold colons, the username not.
 */
export function readBasicAuth(text: string): BasicAuthCredentials | ToolError | '' {
  let rest = text.trim();
  if (rest === '') return '';
  rest = rest.replace(/^authorization\s*:\s*/i, '');
  const scheme = /^([A-Za-z][\w.+-]*)\s+(\S.*)$/s.exec(rest);
  if (scheme) {
    if (scheme[1]!.toLowerCase() !== 'basic') return toolError('basicOtherScheme', { scheme: scheme[1]! });
    rest = scheme[2]!.trim();
  }
  const read = readBase64(rest);
  if (!('bytes' in read)) return toolError('invalidBase64');
  const decoded = utf8Decode(read.bytes);
  if (decoded === null) return toolError('notText');
  const colon = decoded.indexOf(':');
  if (colon < 0) return toolError('basicNoColon');
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * Encode: the chosen file's bytes when there is one (the text is then ignored), else the text as
 * UTF-8. Decode: Base64 back to UTF-8 text (a file is never decoded: the field is on the Encode tab).
 */
export function run({ text: input, file, username, password }: Input, options: Options): string | EncodedFile | BasicAuthHeader | BasicAuthCredentials | ToolError {
  if (options.mode === 'basicAuth') return basicAuthHeader(username, password);
  if (options.mode === 'basicAuthRead') return readBasicAuth(input);
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

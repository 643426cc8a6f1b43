import { bytesToBase64, concatBytes, hasLoneSurrogate, readBase64, toolError, utf8Bytes, utf8Decode, type FileInput, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import {
  CONTENT_FILE,
  CONTENT_TEXT,
  HEADER_BYTES,
  ITERATIONS,
  IV_BYTES,
  KDF_PBKDF2_SHA256,
  MAX_ITERATIONS,
  MAX_NAME_BYTES,
  MIN_ITERATIONS,
  SALT_BYTES,
  TAG_BYTES,
  VERSION,
  hasMagic,
  readHeader,
  writeHeader,
} from './format.ts';

export interface EncryptResult {
  readonly mode: 'encrypt';
  /** The whole encrypted message in Base64 (format.ts). */
  readonly encrypted: string;
  readonly content: 'text' | 'file';
  /** The encrypted file's name, for a file. */
  readonly name?: string;
  /** Bytes encrypted (the text in UTF-8, or the file). */
  readonly size: number;
  readonly iterations: number;
  /** Characters in the password, to warn about a short one. */
  readonly passwordLength: number;
}

export type DecryptResult =
  | { readonly mode: 'decrypt'; readonly content: 'text'; readonly text: string; readonly size: number; readonly iterations: number }
  | { readonly mode: 'decrypt'; readonly content: 'file'; readonly name: string; readonly bytes: Uint8Array; readonly size: number; readonly iterations: number };

export type EncryptionResult = EncryptResult | DecryptResult;

/** A decrypted file whose name was not kept (or was text that is not UTF-8). */
export const DEFAULT_NAME = 'decrypted.bin';

/**
 * The part of Web Crypto used here, typed for the pure files (compiled without the DOM's types): the same
 * object in browsers, workers and Node 20.
 */
interface WebCrypto {
  getRandomValues<T extends Uint8Array>(array: T): T;
  subtle: {
    importKey(format: 'raw', key: Uint8Array, algorithm: 'PBKDF2', extractable: false, usages: ['deriveKey']): Promise<unknown>;
    deriveKey(algorithm: { name: 'PBKDF2'; hash: 'SHA-256'; salt: Uint8Array; iterations: number }, base: unknown, derived: { name: 'AES-GCM'; length: 256 }, extractable: false, usages: ['encrypt', 'decrypt']): Promise<unknown>;
    encrypt(algorithm: AesGcm, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
    decrypt(algorithm: AesGcm, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  };
}
interface AesGcm {
  name: 'AES-GCM';
  iv: Uint8Array;
  additionalData: Uint8Array;
  tagLength: number;
}
const webCrypto = (): WebCrypto => (globalThis as unknown as { crypto: WebCrypto }).crypto;
const subtle = () => webCrypto().subtle;

/** The AES-256-GCM key: PBKDF2-HMAC-SHA-256 of the password (NFC, UTF-8). */
async function deriveKey(password: string, salt: Uint8Array, iterations: number): Promise<unknown> {
  const material = await subtle().importKey('raw', utf8Bytes(password.normalize('NFC')), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** A file's name as kept: its last path part, no control characters, at most MAX_NAME_BYTES of UTF-8 (whole characters). */
export function safeName(name: string): string {
  let clean = name.replace(/^.*[/\\]/, '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  while (utf8Bytes(clean).length > MAX_NAME_BYTES) clean = [...clean].slice(0, -1).join('');
  return clean;
}

/**
 * The encrypted message's bytes. Salt and IV are random unless given (the tests and the examples' data
 * use fixed ones; never do so for anything secret).
 */
export async function encrypt(plaintext: Uint8Array, password: string, content: number, fixed?: { salt: Uint8Array; iv: Uint8Array; iterations?: number }): Promise<Uint8Array> {
  const salt = fixed?.salt ?? webCrypto().getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = fixed?.iv ?? webCrypto().getRandomValues(new Uint8Array(IV_BYTES));
  const iterations = fixed?.iterations ?? ITERATIONS;
  const header = writeHeader({ content, iterations, salt, iv });
  const key = await deriveKey(password, salt, iterations);
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: header, tagLength: TAG_BYTES * 8 }, key, plaintext));
  return concatBytes(header, sealed);
}

/** A file as its plaintext: the name's length, the name, the bytes. */
export function filePlaintext(name: string, bytes: Uint8Array): Uint8Array {
  const nameBytes = utf8Bytes(safeName(name));
  const length = new Uint8Array([nameBytes.length >> 8, nameBytes.length & 0xff]);
  return concatBytes(length, nameBytes, bytes);
}

async function encryptInput({ text, file, password }: Input): Promise<EncryptResult | ToolError> {
  const common = { mode: 'encrypt' as const, iterations: ITERATIONS, passwordLength: [...password].length };
  // A chosen file is encrypted instead of the text.
  if (file?.bytes) {
    const sealed = await encrypt(filePlaintext(file.name, file.bytes), password, CONTENT_FILE);
    return { ...common, encrypted: bytesToBase64(sealed), content: 'file', name: safeName(file.name), size: file.bytes.length };
  }
  if (text === '') return toolError('empty', { field: 'text' });
  if (hasLoneSurrogate(text)) return toolError('invalidText', { field: 'text' });
  const plaintext = utf8Bytes(text);
  const sealed = await encrypt(plaintext, password, CONTENT_TEXT);
  return { ...common, encrypted: bytesToBase64(sealed), content: 'text', size: plaintext.length };
}

/** What was pasted or opened, as the encrypted bytes: Base64 (line breaks allowed), or, from a file, the raw bytes themselves. */
function encryptedBytes(data: string, file: FileInput | null): Uint8Array | ToolError {
  const field = file ? 'encryptedFile' : 'data';
  if (file?.bytes && hasMagic(file.bytes)) return file.bytes;
  const text = file ? utf8Decode(file.bytes ?? new Uint8Array()) : data;
  if (text === null) return toolError('notEncrypted', { field });
  if (text.trim() === '') return toolError(file ? 'fileEmpty' : 'dataMissing', { field });
  const read = readBase64(text);
  if ('error' in read) return read.error === 'char' ? toolError('notBase64', { field, char: read.char, position: read.position }) : toolError('base64Length', { field });
  return read.bytes;
}

async function decryptInput({ data, encryptedFile, password }: Input): Promise<DecryptResult | ToolError> {
  const field = encryptedFile ? 'encryptedFile' : 'data';
  const bytes = encryptedBytes(data, encryptedFile);
  if (!(bytes instanceof Uint8Array)) return bytes;
  if (!hasMagic(bytes)) return toolError(bytes.length < 3 ? 'truncated' : 'notEncrypted', { field });
  if (bytes.length < 6) return toolError('truncated', { field });
  const header = readHeader(bytes);
  if (header.version !== VERSION) return toolError('unknownVersion', { field, version: header.version });
  if (header.kdf !== KDF_PBKDF2_SHA256 || (header.content !== CONTENT_TEXT && header.content !== CONTENT_FILE)) return toolError('unknownMethod', { field });
  if (bytes.length < HEADER_BYTES + TAG_BYTES) return toolError('truncated', { field });
  if (header.iterations < MIN_ITERATIONS) return toolError('iterationsLow', { field, iterations: header.iterations, min: MIN_ITERATIONS });
  if (header.iterations > MAX_ITERATIONS) return toolError('iterationsHigh', { field, iterations: header.iterations, max: MAX_ITERATIONS });
  const key = await deriveKey(password, header.salt, header.iterations);
  let plaintext: Uint8Array;
  try {
    plaintext = new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: header.iv, additionalData: bytes.subarray(0, HEADER_BYTES), tagLength: TAG_BYTES * 8 }, key, bytes.subarray(HEADER_BYTES)));
  } catch {
    // GCM's tag is the only check: a wrong password and changed data fail alike, and cannot be told apart.
    return toolError('authFailed');
  }
  const { iterations } = header;
  if (header.content === CONTENT_TEXT) {
    const text = utf8Decode(plaintext);
    if (text !== null) return { mode: 'decrypt', content: 'text', text, size: plaintext.length, iterations };
    return { mode: 'decrypt', content: 'file', name: DEFAULT_NAME, bytes: plaintext, size: plaintext.length, iterations };
  }
  const nameLength = plaintext.length >= 2 ? (plaintext[0]! << 8) | plaintext[1]! : 0;
  const name = (nameLength > 0 && plaintext.length >= 2 + nameLength && utf8Decode(plaintext.subarray(2, 2 + nameLength))) || '';
  const fileBytes = plaintext.slice(Math.min(plaintext.length, 2 + nameLength));
  return { mode: 'decrypt', content: 'file', name: safeName(name) || DEFAULT_NAME, bytes: fileBytes, size: fileBytes.length, iterations };
}

/** Encrypt a text or a file, or decrypt what this tool (on the page or on the command line) encrypted. */
export async function run(input: Input, options: Options): Promise<EncryptionResult | ToolError> {
  if (input.password === '') return toolError('passwordMissing', { field: 'password' });
  if (hasLoneSurrogate(input.password)) return toolError('invalidText', { field: 'password' });
  return options.mode === 'decrypt' ? decryptInput(input) : encryptInput(input);
}

import { bytesToBase64, bytesToHex, constantTimeEqual, hasLoneSurrogate, readBase64, readHex, toolError, utf8Bytes, type BytesRead, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

const HASH = { sha1: 'SHA-1', sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

export interface HmacResult {
  /** The HMAC in the chosen output format. */
  readonly mac: string;
  readonly bits: number;
  /** Whether the MAC to verify matches: null when none was given. */
  readonly match: boolean | null;
  /** The MAC to verify has another length than this algorithm's (in bytes), when it does not match for that reason. */
  readonly expectedBytes?: number;
}

/** The key's bytes, or the error at the key field. */
function keyBytes(key: string, format: Options['keyFormat']): Uint8Array | ToolError {
  if (format === 'text') return hasLoneSurrogate(key) ? toolError('invalidText', { field: 'key' }) : utf8Bytes(key);
  const parsed = format === 'hex' ? readHex(key, { prefix0x: true }) : readBase64(key);
  if ('bytes' in parsed) return parsed.bytes;
  if (parsed.error === 'char') return toolError(format === 'hex' ? 'keyHexChar' : 'keyBase64Char', { field: 'key', char: parsed.char, position: parsed.position });
  return toolError(format === 'hex' ? 'keyHexLength' : 'keyBase64Length', { field: 'key' });
}

/**
 * The MAC to verify: hex (any case, spaces allowed) when it holds only hex digits, else Base64 or
 * Base64URL. (A Base64 MAC made only of hex digits would take 64 characters in a row out of 22 of 64:
 * it does not happen.)
 */
export function expectedBytes(text: string): Uint8Array | ToolError {
  const parsed: BytesRead = /^\s*(0x)?[0-9a-f\s]*$/i.test(text) ? readHex(text, { prefix0x: true }) : readBase64(text);
  if ('bytes' in parsed) return parsed.bytes;
  if (parsed.error === 'char') return toolError('expectedChar', { field: 'expected', char: parsed.char, position: parsed.position });
  return toolError('expectedInvalid', { field: 'expected' });
}

/**
 * HMAC (RFC 2104) of the message as UTF-8 with the key as text (UTF-8), hex or Base64, by the
 * browser's Web Crypto. An empty key is HMAC's all-zero key block, which Web Crypto refuses to
 * import as such: one zero byte gives the very same padded block, hence the same MAC.
 */
export async function run({ message, key, expected }: Input, options: Options): Promise<HmacResult | ToolError> {
  if (hasLoneSurrogate(message)) return toolError('invalidText', { field: 'message' });
  const keyData = keyBytes(key, options.keyFormat);
  if (!(keyData instanceof Uint8Array)) return keyData;
  const mac = await hmac(options.algorithm, keyData, utf8Bytes(message));
  const out = options.output === 'hex' ? bytesToHex(mac) : bytesToBase64(mac);
  if (expected.trim() === '') return { mac: out, bits: mac.length * 8, match: null };
  const given = expectedBytes(expected);
  if (!(given instanceof Uint8Array)) return given;
  const match = constantTimeEqual(mac, given);
  return given.length === mac.length ? { mac: out, bits: mac.length * 8, match } : { mac: out, bits: mac.length * 8, match, expectedBytes: given.length };
}

/** The part of Web Crypto used here (Node, browsers and workers all have it; the pure type check knows no DOM). */
interface Subtle {
  importKey(format: 'raw', key: Uint8Array, algorithm: { name: 'HMAC'; hash: string }, extractable: false, usages: ['sign']): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}
const subtle = (): Subtle => (globalThis as unknown as { crypto: { subtle: Subtle } }).crypto.subtle;

/** HMAC of bytes with Web Crypto. */
export async function hmac(algorithm: Options['algorithm'], key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const raw = key.length === 0 ? new Uint8Array(1) : key;
  const cryptoKey = await subtle().importKey('raw', raw, { name: 'HMAC', hash: HASH[algorithm] }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', cryptoKey, data));
}

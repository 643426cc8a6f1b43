/**
 * The encrypted format, version 1 (written here once; the page's texts describe it). Everything is one
 * byte string, written in Base64 (its first characters are always "VEJF"):
 *
 *   0–2    "TBE" (54 42 45), the magic
 *   3      version: 1
 *   4      key derivation: 1 = PBKDF2-HMAC-SHA-256
 *   5      content: 0 = text (UTF-8), 1 = a file
 *   6–9    PBKDF2 iterations, unsigned 32-bit, big-endian (600,000 when this tool encrypts)
 *   10–25  salt, 16 random bytes
 *   26–37  IV (nonce), 12 random bytes
 *   38–    AES-256-GCM ciphertext followed by its 16-byte tag; bytes 0–37 are its additional
 *          authenticated data, so a changed header fails like a changed ciphertext
 *
 * The key is PBKDF2-HMAC-SHA-256 of the password (Unicode NFC, then UTF-8) with the salt and the
 * iterations, 32 bytes. A file's plaintext is its name's length in UTF-8 bytes (unsigned 16-bit,
 * big-endian), the name, then the file's bytes.
 */
export const MAGIC = [0x54, 0x42, 0x45] as const;
export const VERSION = 1;
export const KDF_PBKDF2_SHA256 = 1;
export const CONTENT_TEXT = 0;
export const CONTENT_FILE = 1;
export const HEADER_BYTES = 38;
export const SALT_BYTES = 16;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
/** OWASP's recommendation for PBKDF2-HMAC-SHA-256 (2023): what this tool writes. */
export const ITERATIONS = 600_000;
/** Fewer iterations than this in a header are refused: a password would be too cheap to guess. */
export const MIN_ITERATIONS = 100_000;
/** More than this are refused: a crafted header could otherwise keep the browser busy for minutes. */
export const MAX_ITERATIONS = 10_000_000;
/** A file's name is kept up to this many UTF-8 bytes. */
export const MAX_NAME_BYTES = 255;

export interface Header {
  readonly version: number;
  readonly kdf: number;
  readonly content: number;
  readonly iterations: number;
  readonly salt: Uint8Array;
  readonly iv: Uint8Array;
}

export function writeHeader({ content, iterations, salt, iv }: { content: number; iterations: number; salt: Uint8Array; iv: Uint8Array }): Uint8Array {
  const header = new Uint8Array(HEADER_BYTES);
  header.set(MAGIC, 0);
  header[3] = VERSION;
  header[4] = KDF_PBKDF2_SHA256;
  header[5] = content;
  new DataView(header.buffer).setUint32(6, iterations);
  header.set(salt, 10);
  header.set(iv, 26);
  return header;
}

export function readHeader(bytes: Uint8Array): Header {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { version: bytes[3]!, kdf: bytes[4]!, content: bytes[5]!, iterations: view.getUint32(6), salt: bytes.slice(10, 26), iv: bytes.slice(26, 38) };
}

export const hasMagic = (bytes: Uint8Array) => MAGIC.every((b, i) => bytes[i] === b);

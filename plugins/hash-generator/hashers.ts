/**
 * One streaming hasher per algorithm: update with slices of bytes, digest once. The hashes come from
 * @noble/hashes (audited, pure JavaScript), loaded on first use and only the modules needed; CRC-32
 * (the checksum of zip, gzip and PNG) is the SDK's, fed slice by slice.
 */
import { crc32 as crc32Of } from '@sdk/core';
import type { Algorithm } from './manifest.ts';

export interface Hasher {
  update(bytes: Uint8Array): void;
  digest(): Uint8Array;
}

/** The name every language writes the same way. */
export const NAMES: Readonly<Record<Algorithm, string>> = {
  md5: 'MD5',
  sha1: 'SHA-1',
  sha224: 'SHA-224',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
  sha3_224: 'SHA3-224',
  sha3_256: 'SHA3-256',
  sha3_384: 'SHA3-384',
  sha3_512: 'SHA3-512',
  blake2b: 'BLAKE2b-512',
  blake3: 'BLAKE3',
  crc32: 'CRC-32',
};

export function crc32(): Hasher {
  let crc = 0;
  return {
    update(bytes) {
      crc = crc32Of(bytes, crc);
    },
    digest() {
      return Uint8Array.of(crc >>> 24, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255);
    },
  };
}

interface Creatable {
  create(): Hasher;
}

/** Fresh hashers for these algorithms, loading only the modules they need. */
export async function createHashers(algorithms: readonly Algorithm[]): Promise<Hasher[]> {
  const need = (...names: Algorithm[]) => names.some((n) => algorithms.includes(n));
  const [legacy, sha2, sha3, blake2, blake3] = await Promise.all([
    need('md5', 'sha1') ? import('@noble/hashes/legacy.js') : undefined,
    need('sha224', 'sha256', 'sha384', 'sha512') ? import('@noble/hashes/sha2.js') : undefined,
    need('sha3_224', 'sha3_256', 'sha3_384', 'sha3_512') ? import('@noble/hashes/sha3.js') : undefined,
    need('blake2b') ? import('@noble/hashes/blake2.js') : undefined,
    need('blake3') ? import('@noble/hashes/blake3.js') : undefined,
  ]);
  const creators: Record<Algorithm, () => Hasher> = {
    md5: () => (legacy!.md5 as Creatable).create(),
    sha1: () => (legacy!.sha1 as Creatable).create(),
    sha224: () => (sha2!.sha224 as Creatable).create(),
    sha256: () => (sha2!.sha256 as Creatable).create(),
    sha384: () => (sha2!.sha384 as Creatable).create(),
    sha512: () => (sha2!.sha512 as Creatable).create(),
    sha3_224: () => (sha3!.sha3_224 as Creatable).create(),
    sha3_256: () => (sha3!.sha3_256 as Creatable).create(),
    sha3_384: () => (sha3!.sha3_384 as Creatable).create(),
    sha3_512: () => (sha3!.sha3_512 as Creatable).create(),
    blake2b: () => (blake2!.blake2b as Creatable).create(),
    blake3: () => (blake3!.blake3 as Creatable).create(),
    crc32,
  };
  return algorithms.map((a) => creators[a]());
}

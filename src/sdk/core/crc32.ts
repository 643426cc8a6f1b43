/**
 * CRC-32 (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320), as PNG chunks, ZIP and gzip use it.
 * `crc32(more, crc32(first))` equals `crc32(first + more)`, as zlib's crc32(crc, buf): large inputs go
 * through in slices.
 */

let table: Uint32Array | undefined;

function crcTable(): Uint32Array {
  if (table) return table;
  table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** The CRC-32 of `bytes`, continuing from the CRC-32 of the bytes before them (0 for none). */
export function crc32(bytes: Uint8Array, previous = 0): number {
  const t = crcTable();
  let c = (previous ^ 0xffffffff) >>> 0;
  for (let i = 0; i < bytes.length; i++) c = t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

import { describe, expect, it } from 'vitest';
import { readTextFile } from './TextAreaField.tsx';

const blob = (...parts: (string | number[])[]) => new Blob(parts.map((p) => (typeof p === 'string' ? p : new Uint8Array(p))));

describe('readTextFile: what a text box takes from a file', () => {
  it('reads UTF-8 text, and refuses a binary (a NUL byte) in either mode', async () => {
    expect(await readTextFile(blob('héllo\r\n'))).toBe('héllo\r\n');
    expect(await readTextFile(blob('héllo\r\n'), true)).toBe('héllo\r\n');
    expect(await readTextFile(blob([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toBeNull();
    expect(await readTextFile(blob([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]), true)).toBeNull();
  });

  it('finds a NUL byte past the first slice it looks at', async () => {
    expect(await readTextFile(blob('a'.repeat(200_000), [0]))).toBeNull();
  });

  it('with a file field to take it instead, takes only what the box holds byte for byte', async () => {
    // Latin-1 "café" and a UTF-8 byte order mark: the box would hold other bytes than the file's.
    const latin1 = blob([0x63, 0x61, 0x66, 0xe9]);
    expect(await readTextFile(latin1)).toBe('caf\uFFFD');
    expect(await readTextFile(latin1, true)).toBeNull();
    const bom = blob([0xef, 0xbb, 0xbf], 'text');
    expect(await readTextFile(bom)).toBe('text');
    expect(await readTextFile(bom, true)).toBeNull();
    // Invalid UTF-8 far into the file is found too.
    expect(await readTextFile(blob('a'.repeat(100_000), [0xff]), true)).toBeNull();
    // A multi-byte character cut by the first slice's end is still text.
    expect(await readTextFile(blob('a'.repeat(65_535), 'é'), true)).toBe(`${'a'.repeat(65_535)}é`);
  });
});

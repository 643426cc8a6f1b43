import { describe, expect, it } from 'vitest';
import { exampleFileInput, fileInput, isExampleFile } from './files.ts';
import { typedRawValues, readFields } from './fields.ts';

const bytes = new TextEncoder().encode('hi ✓');

describe('fileInput', () => {
  it('reads the bytes as the field asks, as the page and the terminal do', async () => {
    expect(fileInput('a.txt', 'text/plain', bytes, 'text')).toEqual({ name: 'a.txt', type: 'text/plain', size: 6, text: 'hi ✓' });
    expect(fileInput('a.bin', '', bytes, 'bytes')).toEqual({ name: 'a.bin', type: '', size: 6, bytes });
    expect(fileInput('a.png', 'image/png', new Uint8Array([1, 2, 3]), 'image').dataUrl).toBe('data:image/png;base64,AQID');
    const blob = fileInput('a.bin', 'x/y', bytes, 'blob').blob!;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });
});

describe('example files', () => {
  const manifest = { fields: { one: { kind: 'file', read: 'bytes' }, many: { kind: 'file', read: 'text', multiple: true }, n: { kind: 'number' } } } as const;
  it('become the files run() receives, one or several', () => {
    const sample = { name: 's.bin', type: 'application/octet-stream', base64: 'AQID' };
    expect(isExampleFile(sample)).toBe(true);
    expect(isExampleFile({ name: 's' })).toBe(false);
    expect(exampleFileInput(sample, manifest.fields.one)).toEqual({ name: 's.bin', type: 'application/octet-stream', size: 3, bytes: new Uint8Array([1, 2, 3]) });
    const raw = typedRawValues(manifest, { one: sample, many: [{ name: 'a.txt', type: 'text/plain', base64: 'YQ==' }, { name: 'b.txt', type: 'text/plain', base64: 'Yg==' }], n: 1.5, other: 1 }, 'de');
    expect(raw.n).toBe('1,5');
    expect('other' in raw).toBe(false);
    const read = readFields(manifest.fields, raw, 'de', undefined);
    expect((read.input.many as { text: string }[]).map((f) => f.text)).toEqual(['a', 'b']);
    expect(read.missing).toEqual([]);
  });

  it('leave a field of several files empty until it holds one', () => {
    expect(readFields(manifest.fields, { many: [] }, 'en', undefined).missing).toContain('many');
  });
});

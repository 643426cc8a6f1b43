import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { view } from './view.ts';
import type { Decoded, Encoded } from './run.ts';

const encoded: Encoded = { mode: 'encode', name: 'logo.final.png', type: 'image/png', format: 'PNG', statedType: null, width: 120, height: 40.4, size: 3000, base64: 'AAAA' };

describe('image-to-base64 view', () => {
  it('gives the data URI, the Base64 and the CSS and HTML snippets, with the size in the <img> tag', () => {
    const v = view(encoded);
    const list = v.blocks.find((b) => b.kind === 'list');
    expect(list && list.kind === 'list' && list.items.map((i) => (typeof i === 'string' ? i : i.text))).toEqual([
      'data:image/png;base64,AAAA',
      'AAAA',
      'background-image: url("data:image/png;base64,AAAA");',
      '<img src="data:image/png;base64,AAAA" alt="" width="120" height="40">',
    ]);
    expect(v.copy).toBe('data:image/png;base64,AAAA');
    expect(v.filename).toBe('logo.final');
  });
  it('writes the sizes in the page language', () => {
    const values = view({ ...encoded, base64: 'A'.repeat(4000) }).blocks.find((b) => b.kind === 'values');
    if (values?.kind !== 'values') throw new Error('no values');
    const de = writer('image-to-base64', 'de');
    expect(values.items.map((i) => `${de(i.label)}: ${de(i.value)}${i.hint ? ` (${de(i.hint)})` : ''}`.replace(/\u00a0/g, ' '))).toEqual([
      'Format: PNG (image/png)',
      'Abmessungen: 120 × 40,4 px',
      'Dateigröße: 3.000 Byte (3 kB)',
      'Größe des Data-URI: 4.022 Byte (34,1 % größer)',
    ]);
  });
  it('suggests a separate file for a large image only', () => {
    expect(view(encoded).blocks.some((b) => b.kind === 'note')).toBe(false);
    const big = view({ ...encoded, size: 30_000, base64: 'A'.repeat(40_000) }).blocks.find((b) => b.kind === 'note');
    expect(big?.kind === 'note' && writer('image-to-base64', 'en')(big.text)).toMatch(/^At 40 kB, this data URI is large/);
  });
  it('leaves the size out of the <img> tag when the file does not state it', () => {
    const v = view({ ...encoded, width: null, height: null });
    const list = v.blocks.find((b) => b.kind === 'list');
    expect(list?.kind === 'list' && list.items[3]).toMatchObject({ text: '<img src="data:image/png;base64,AAAA" alt="">' });
    const values = v.blocks.find((b) => b.kind === 'values');
    expect(values?.kind === 'values' && writer('image-to-base64', 'fr')(values.items[1]!.value)).toBe('Non indiquées dans le fichier');
  });
  it('offers the decoded file under its name, with a warning when the data URI named another type', () => {
    const decoded: Decoded = { mode: 'decode', name: 'image.png', type: 'image/png', format: 'PNG', statedType: 'image/jpeg', width: 2, height: 2, bytes: new Uint8Array([1, 2]) };
    const [note, file] = view(decoded).blocks;
    expect(file).toMatchObject({ kind: 'file', name: 'image.png', type: 'image/png', width: 2, height: 2 });
    expect(note?.kind === 'note' && writer('image-to-base64', 'es')(note.text)).toBe('El data URI dice image/jpeg, pero sus bytes son una imagen PNG: se guarda como image.png.');
  });
});

import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { view } from './view.ts';
import type { Converted, Result } from './run.ts';

const photo = (name: string, size: number, after: number): Converted => ({
  name,
  type: 'image/webp',
  bytes: new Uint8Array(after),
  width: 800,
  height: 600,
  source: { name: name.replace('webp', 'jpg'), type: 'image/jpeg', size, width: 4000, height: 3000 },
  keptOriginal: false,
  flattened: false,
});

describe('image-converter view', () => {
  it('shows one image’s sizes before and after and the new file', () => {
    const result: Result = { files: [photo('photo-800x600.webp', 2_500_000, 100_000)], failed: [], encodable: ['image/png', 'image/jpeg', 'image/webp'] };
    const v = view(result);
    const en = writer('image-converter', 'en');
    const values = v.blocks[0]!;
    if (values.kind !== 'values') throw new Error('values first');
    expect(values.items.map((i) => `${en(i.label)}: ${en(i.value)}${i.hint ? ` (${en(i.hint)})` : ''}`)).toEqual(['Before: 2.5 MB (JPEG, 4,000 × 3,000 px)', 'After: 100 kB (WebP, 800 × 600 px)', 'Change: 96% smaller']);
    expect(v.blocks.map((b) => b.kind)).toEqual(['values', 'note', 'file']);
    const note = v.blocks[1]!;
    expect(note.kind === 'note' && en(note.text)).toBe('This browser can save: PNG, JPEG, WebP.');
    expect(v.blocks[2]).toMatchObject({ kind: 'file', name: 'photo-800x600.webp', type: 'image/webp', width: 800, height: 600 });
    const file = v.blocks[2]!;
    expect(file.kind === 'file' && en(file.caption!).replace(/\u00a0/g, ' ')).toBe('WebP · 100 kB · 800 × 600 px');
  });
  it('shows several images in a table, the files that failed and the kept originals', () => {
    const kept = { ...photo('b.png', 10, 10), keptOriginal: true };
    const result: Result = { files: [photo('a.webp', 1000, 1200), kept], failed: [{ name: 'c.txt', code: 'imageUnreadable' }], encodable: null };
    const v = view(result);
    const de = writer('image-converter', 'de');
    expect(v.blocks.map((b) => b.kind)).toEqual(['values', 'note', 'note', 'table', 'file', 'file']);
    expect(v.filename).toBe('images');
    const [failed, keptNote] = [v.blocks[1]!, v.blocks[2]!];
    expect(failed.kind === 'note' && de(failed.text)).toBe('c.txt wurde nicht umgewandelt: Diese Datei ist kein lesbares Bild oder sie ist beschädigt.');
    expect(keptNote.kind === 'note' && de(keptNote.text)).toBe('Neu gespeichert wurde es nicht kleiner, daher erhalten Sie das Original unverändert: b.png.');
    const table = v.blocks[3]!;
    if (table.kind !== 'table') throw new Error('table');
    expect(table.rows.map((r) => r.map((d) => de(d).replace(/\u00a0/g, ' ')))).toEqual([
      ['a.webp', '1 kB', '1,2 kB', '20 % größer', '800 × 600 px'],
      ['b.png', '10 Byte', '10 Byte', 'Gleiche Größe', '800 × 600 px'],
    ]);
  });
});

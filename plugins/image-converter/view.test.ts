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
    const result: Result = { files: [photo('photo-800x600.webp', 2_500_000, 100_000)], failed: [], maxBytes: 0 };
    const v = view(result);
    const en = writer('image-converter', 'en');
    const values = v.blocks[0]!;
    if (values.kind !== 'values') throw new Error('values first');
    expect(values.items.map((i) => `${en(i.label)}: ${en(i.value)}${i.hint ? ` (${en(i.hint)})` : ''}`)).toEqual(['Before: 2.5 MB (JPEG, 4,000 × 3,000 px)', 'After: 100 kB (WebP, 800 × 600 px)', 'Change: 96% smaller']);
    expect(v.blocks.map((b) => b.kind)).toEqual(['values', 'file']);
    expect(v.blocks[1]).toMatchObject({ kind: 'file', name: 'photo-800x600.webp', type: 'image/webp', width: 800, height: 600 });
    const file = v.blocks[1]!;
    expect(file.kind === 'file' && en(file.caption!).replace(/\u00a0/g, ' ')).toBe('WebP · 100 kB · 800 × 600 px');
  });
  it('shows several images in a table, the files that failed and the kept originals', () => {
    const kept = { ...photo('b.png', 10, 10), keptOriginal: true };
    const grown = { ...photo('a.webp', 1000, 1200), larger: true };
    const result: Result = { files: [grown, kept], failed: [{ name: 'c.txt', code: 'imageUnreadable' }], maxBytes: 0 };
    const v = view(result);
    const de = writer('image-converter', 'de');
    expect(v.blocks.map((b) => b.kind)).toEqual(['values', 'note', 'note', 'note', 'table', 'file', 'file']);
    expect(v.filename).toBe('images');
    const [larger, failed, keptNote] = [v.blocks[1]!, v.blocks[2]!, v.blocks[3]!];
    expect(larger.kind === 'note' && de(larger.text)).toBe('Diese umgewandelte Datei ist größer als ihr Original, das Sie vielleicht lieber behalten: a.webp.');
    expect(failed.kind === 'note' && de(failed.text)).toBe('c.txt wurde nicht umgewandelt: Diese Datei ist kein lesbares Bild oder sie ist beschädigt.');
    expect(keptNote.kind === 'note' && de(keptNote.text)).toBe('Neu gespeichert wurde es nicht kleiner, daher erhalten Sie das Original unverändert: b.png.');
    const table = v.blocks[4]!;
    if (table.kind !== 'table') throw new Error('table');
    expect(table.rows.map((r) => r.map((d) => de(d).replace(/\u00a0/g, ' ')))).toEqual([
      ['a.webp', '1 kB', '1,2 kB', '20 % größer', '800 × 600 px'],
      ['b.png', '10 Byte', '10 Byte', 'Gleiche Größe', '800 × 600 px'],
    ]);
  });
  it('says which quality met a largest size, or that it could not be met, and offers a larger file’s original', () => {
    const fitted = { ...photo('a.webp', 300_000, 190_000), quality: 62 };
    const missed = { ...photo('b.webp', 300_000, 240_000), quality: 1, missed: 'quality' as const };
    const png = { ...photo('c.png', 300_000, 250_000), type: 'image/png', missed: 'lossless' as const };
    const fr = writer('image-converter', 'fr');
    const notes = view({ files: [fitted, missed, png], failed: [], maxBytes: 200_000 }).blocks.filter((b) => b.kind === 'note').map((b) => (b.kind === 'note' ? fr(b.text).replace(/\u202f/g, ' ') : ''));
    expect(notes).toEqual([
      'a.webp tient dans 200 ko avec la qualité 62.',
      'b.webp ne peut pas être ramené à 200 ko, même avec la qualité la plus basse : vous recevez le fichier le plus léger, de 240 ko.',
      'Le PNG conserve chaque pixel, sa taille ne dépend donc pas de la qualité, et c.png dépasse 200 ko. Choisissez JPEG, WebP ou AVIF, ou une taille plus petite en pixels.',
    ]);
    const original = new Uint8Array(5);
    const grown = { ...photo('logo.webp', 5, 9), larger: true, original };
    const one = view({ files: [grown], failed: [], maxBytes: 0 }).blocks;
    const es = writer('image-converter', 'es');
    expect(one.map((b) => b.kind)).toEqual(['values', 'note', 'compare', 'file', 'file']);
    expect(one[2]).toMatchObject({ kind: 'compare', width: 800, height: 600, before: { type: 'image/jpeg', bytes: original }, after: { type: 'image/webp', bytes: grown.bytes } });
    expect(one[2]!.kind === 'compare' && es(one[2]!.label!)).toBe('Antes y después, a tamaño real');
    expect(one[1]!.kind === 'note' && es(one[1]!.text)).toBe('El archivo convertido es más grande que el original. Abajo tienes el original por si prefieres quedarte con él.');
    expect(one[4]).toMatchObject({ kind: 'file', name: 'logo.jpg', type: 'image/jpeg', bytes: original });
    expect(one[4]!.kind === 'file' && es(one[4]!.label!)).toBe('Original (más pequeño)');
  });
});

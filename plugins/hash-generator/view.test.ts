import { describe, expect, it } from 'vitest';
import type { NoteBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import type { CompareResult } from './run.ts';
import { view } from './view.ts';

const OPTIONS: Options = { mode: 'hash', inputFormat: 'text', algorithm: 'sha256', output: 'hex' };
const en = writer('hash-generator', 'en');
const fr = writer('hash-generator', 'fr');
const notes = (blocks: readonly { kind: string }[]) => blocks.filter((b): b is NoteBlock => b.kind === 'note').map((b) => en(b.text));

describe('view', () => {
  it('marks MD5 and SHA-1 as broken, and CRC-32 as a checksum', () => {
    const md5 = view({ hashes: [{ algorithm: 'md5', value: 'x' }], size: 1, match: null }, { options: { ...OPTIONS, algorithm: 'md5' } });
    expect(md5.blocks).toContainEqual({ kind: 'note', tone: 'warning', text: { t: 'broken' } });
    const sha = view({ hashes: [{ algorithm: 'sha256', value: 'x' }], size: 1, match: null }, { options: OPTIONS });
    expect(sha.blocks.some((b) => b.kind === 'note')).toBe(false);
    expect(sha.copy).toBe('x');
    const crc = view({ hashes: [{ algorithm: 'crc32', value: 'x' }], size: 1, match: null }, { options: { ...OPTIONS, algorithm: 'crc32' } });
    expect(crc.blocks).toContainEqual({ kind: 'note', text: { t: 'checksum' } });
  });
  it('says the comparison in words, naming the algorithm and whether it was a file, a text or bytes', () => {
    const v = view({ hashes: [{ algorithm: 'sha256', value: 'x' }], size: 1, name: 'a.iso', match: 'sha256' }, { options: OPTIONS });
    expect(v.blocks[1]).toEqual({ kind: 'note', tone: 'info', text: { t: 'compare.matchFile', params: { algorithm: 'SHA-256' } } });
    const no = view({ hashes: [{ algorithm: 'sha256', value: 'x' }, { algorithm: 'md5', value: 'y' }], size: 1, match: false }, { options: { ...OPTIONS, algorithm: 'all' } });
    expect(no.blocks[1]).toEqual({ kind: 'note', tone: 'warning', text: { t: 'compare.noMatchAll' } });
    expect(no.copy).toBeUndefined();
    expect(notes(view({ hashes: [{ algorithm: 'sha256', value: 'x' }], size: 2, match: 'sha256' }, { options: { ...OPTIONS, inputFormat: 'hex' } }).blocks)).toEqual(['Match: the expected hash is the SHA-256 hash of these bytes.']);
  });
  it('shows the hash of empty input, and says the input is empty', () => {
    const v = view({ hashes: [{ algorithm: 'sha256', value: 'e3b0c442' }], size: 0, match: null }, { options: OPTIONS });
    const values = v.blocks[0] as ValuesBlock;
    expect(en(values.label!)).toBe('Hash of empty input (0 bytes)');
    expect(values.items[0]).toMatchObject({ value: 'e3b0c442', main: true });
    expect(v.copy).toBe('e3b0c442');
    expect(notes(v.blocks)).toEqual(['The input is empty: this is the hash of zero bytes, which an empty file has too. Type or paste text, or choose a file, to hash it.']);
    // An empty file is a file: named, and not said to be missing.
    const file = view({ hashes: [{ algorithm: 'sha256', value: 'e3b0c442' }], size: 0, name: 'empty.bin', match: null }, { options: OPTIONS });
    expect(en((file.blocks[0] as ValuesBlock).label!)).toBe('Hash of empty.bin (0 bytes)');
    expect(notes(file.blocks)).toEqual([]);
  });
  it('says what the bytes were written in', () => {
    const label = (inputFormat: Options['inputFormat']) => en((view({ hashes: [{ algorithm: 'sha256', value: 'x' }], size: 2, match: null }, { options: { ...OPTIONS, inputFormat } }).blocks[0] as ValuesBlock).label!);
    expect(label('text')).toBe('Hash of the text (2 bytes)');
    expect(label('hex')).toBe('Hash of the bytes written in hex (2 bytes)');
    expect(label('base64')).toBe('Hash of the bytes written in Base64 (2 bytes)');
  });
  it('compares two files: the verdict first, then each file’s hashes under its name', () => {
    const result = (same: boolean, algorithms: ('sha256' | 'md5')[] = ['sha256']): CompareResult => ({
      files: [
        { name: 'a.iso', size: 1_500_000, hashes: algorithms.map((algorithm) => ({ algorithm, value: 'x' })) },
        { name: 'b.iso', size: 1_500_000, hashes: algorithms.map((algorithm) => ({ algorithm, value: same ? 'x' : 'y' })) },
      ],
      same,
    });
    const same = view(result(true), { options: { ...OPTIONS, mode: 'compare' } });
    expect(same.blocks[0]).toMatchObject({ kind: 'note', tone: 'info' });
    expect(en((same.blocks[0] as NoteBlock).text)).toBe('Same content: both files have the same SHA-256 hash.');
    expect(fr((same.blocks[0] as NoteBlock).text)).toBe('Contenu identique\u202f: les deux fichiers ont le même hachage SHA-256.');
    expect(same.blocks.slice(1).map((b) => en((b as ValuesBlock).label!))).toEqual(['First file: a.iso (1.5 MB)', 'Second file: b.iso (1.5 MB)']);
    const different = view(result(false), { options: { ...OPTIONS, mode: 'compare' } });
    expect(different.blocks[0]).toMatchObject({ kind: 'note', tone: 'warning' });
    expect(en((different.blocks[0] as NoteBlock).text)).toBe('Different content: the two files do not have the same SHA-256 hash.');
    const all = view(result(false, ['md5', 'sha256']), { options: { ...OPTIONS, mode: 'compare', algorithm: 'all' } });
    expect(notes(all.blocks)).toEqual(['Different content: the two files do not have the same hashes.', expect.stringMatching(/^MD5 and SHA-1 are broken/)]);
    expect(all.filename).toBe('hashes');
  });
});

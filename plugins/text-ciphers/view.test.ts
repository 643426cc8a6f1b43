import { describe, expect, it } from 'vitest';
import { writer } from '../../tests/display.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { run, type CipherResult } from './run.ts';
import { view } from './view.ts';

const en = writer('text-ciphers', 'en');
const fr = writer('text-ciphers', 'fr');
const input = (text: string, o: Partial<Input> = {}): Input => ({ text, key: '', direction: 'encode', shift: 3, bruteForce: true, ...o });
const show = (i: Input, cipher: Options['cipher'] = 'caesar') => view(run(i, { cipher }) as CipherResult, { input: i, options: { cipher } }).blocks;

describe('text-ciphers view', () => {
  it('labels the result by its direction and always says these are puzzles', () => {
    const blocks = show(input('Khoor', { direction: 'decode' }));
    expect(blocks[0]).toMatchObject({ kind: 'text', text: 'Hello' });
    expect(en((blocks[0] as unknown as { label: never }).label)).toBe('Decoded text');
    const note = blocks.at(-1)!;
    expect(note.kind).toBe('note');
    expect(en((note as unknown as { text: never }).text)).toMatch(/^These ciphers are for puzzles/);
    expect(fr((note as unknown as { text: never }).text)).toMatch(/^Ces chiffrements servent aux énigmes/);
  });
  it('draws the brute-force table with the likely shift marked', () => {
    const ex = manifest.examples.find((e) => e.name === 'bruteForce')!;
    const i = input('', ex.input as Partial<Input>);
    const table = view(ex.output as CipherResult, { input: i, options: { cipher: 'caesar' } }).blocks.find((b) => b.kind === 'table')!;
    expect(table).toMatchObject({ kind: 'table', marked: { row: 6 } });
    if (table.kind !== 'table') throw new Error('no table');
    expect(table.rows).toHaveLength(25);
    expect(en(table.rows[6]![0]!)).toBe('7');
    expect(en(table.marked!.note)).toBe('most likely');
  });
  it('says when the table shows only the start of a long text', () => {
    const blocks = show(input('a'.repeat(500)));
    expect(blocks.map((b) => b.kind)).toEqual(['text', 'table', 'note', 'note']);
    expect(en((blocks[2] as unknown as { text: never }).text)).toBe('The table shows the first 200 characters of each decoding; the result above is the whole text.');
  });
  it('ROT13 has no direction: its result is just "Result"', () => {
    const blocks = show(input('a', { direction: 'decode' }), 'rot13');
    expect(en((blocks[0] as unknown as { label: never }).label)).toBe('Result');
    expect(blocks.map((b) => b.kind)).toEqual(['text', 'note']);
  });
});

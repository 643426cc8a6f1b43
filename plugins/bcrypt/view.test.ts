import { describe, expect, it } from 'vitest';
import type { TextBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { duration, view } from './view.ts';
import type { HashResult } from './run.ts';

const HASH: HashResult = { mode: 'hash', hash: '$2b$10$x', cost: 10, ms: 80, estimates: Array.from({ length: 12 }, (_, i) => 80 * 2 ** (i - 6)), bytes: 8 };

describe('view', () => {
  it('marks the chosen cost in the table of estimates and copies the hash', () => {
    const v = view(HASH);
    expect(v.copy).toBe('$2b$10$x');
    const table = v.blocks.find((b) => b.kind === 'table');
    expect(table).toMatchObject({ marked: { row: 6 } });
    expect(v.blocks.some((b) => b.kind === 'note' && b.tone === 'warning')).toBe(false);
  });
  it('explains the 72-byte limit past it, in both modes', () => {
    expect(view({ ...HASH, bytes: 80 }).blocks.at(-1)).toMatchObject({ kind: 'note', tone: 'warning', text: { t: 'tooLong' } });
    expect(view({ mode: 'verify', algorithm: 'bcrypt', match: true, cost: 6, version: '2a', bytes: 73 }).blocks.at(-1)).toMatchObject({ tone: 'warning' });
  });
  it('says the verification in words and offers no Generate again for it', () => {
    const v = view({ mode: 'verify', algorithm: 'bcrypt', match: false, cost: 6, version: '2y', bytes: 3 });
    expect(v.blocks[0]).toMatchObject({ items: [{ value: { t: 'noMatch' } }, { value: 'bcrypt' }, { value: { num: 6 } }, { value: '$2y$' }] });
    expect(v.regenerate).toBe(false);
  });
  it('writes durations in milliseconds, seconds or minutes', () => {
    expect(duration(35.4)).toEqual({ num: 35, format: { style: 'unit', unit: 'millisecond' } });
    expect(duration(1234)).toMatchObject({ num: 1.234, format: { unit: 'second' } });
    expect(duration(120_000)).toMatchObject({ num: 2, format: { unit: 'minute' } });
  });
});

describe('view of Argon2 and scrypt, in words', () => {
  it('writes the memory in KiB and MiB, the salt and the lengths in each language', () => {
    const en = writer('bcrypt', 'en');
    const fr = writer('bcrypt', 'fr');
    const de = writer('bcrypt', 'de');
    const v = view({ mode: 'argon2id', hash: '$argon2id$x', memory: 19_456, iterations: 2, parallelism: 1, saltBytes: 16, hashBytes: 32, randomSalt: true, bytes: 8 });
    const items = (v.blocks[1] as ValuesBlock).items;
    expect(items.map((i) => en(i.value))).toEqual(['19,456 KiB', '2', '1', '16 bytes, random', '32 bytes']);
    expect(en(items[0]!.hint!)).toBe('19 MiB');
    expect(fr(items[0]!.value)).toBe('19\u202f456 Kio');
    expect(de(items[3]!.value)).toBe('16 Byte, zufällig');
    expect(en((v.blocks[0] as TextBlock).label!)).toBe('Argon2id hash (PHC string)');
  });
  it('says which algorithm and version a verified hash used', () => {
    const en = writer('bcrypt', 'en');
    const v = view({ mode: 'verify', algorithm: 'argon2i', match: true, version: 16, memory: 65_536, iterations: 2, parallelism: 1, bytes: 8 });
    expect((v.blocks[0] as ValuesBlock).items.map((i) => en(i.value))).toEqual(['Match: this password gives this hash', 'Argon2i', '65,536 KiB', '2', '1', '16 (Argon2 1.0)']);
  });
});

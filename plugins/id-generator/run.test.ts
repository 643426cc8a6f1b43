import { decodeTime, isValid, ulidToUUID } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { Options } from './manifest.ts';
import { ALPHABET_CHARS, collision, CROCKFORD, decodeUlid, idsForCollision, run, type Decoded, type Generated } from './run.ts';

const base: Options = { type: 'ulid', quantity: 1, monotonic: true, length: 21, alphabet: 'urlSafe', customAlphabet: '', cuidLength: 24, shortLength: 8, rate: 1000 };
const gen = async (o: Partial<Options>) => (await run({ ulids: '' }, { ...base, ...o })) as Generated;

describe('id-generator: ULID', () => {
  it("decodes the ULID documentation's example: 01ARYZ6S41… is 1469918176385 ms", () => {
    const row = decodeUlid('01ARYZ6S41TSV4RRFFQ69G5FAV');
    expect(row).toEqual({
      input: '01ARYZ6S41TSV4RRFFQ69G5FAV',
      valid: true,
      time: 1469918176385,
      timestamp: '01ARYZ6S41',
      randomness: 'TSV4RRFFQ69G5FAV',
      uuid: '01563df3-6481-d676-4c61-efb99302bd5b',
    });
    // The same answers as the ulid library's own decoders.
    expect(decodeTime('01ARYZ6S41TSV4RRFFQ69G5FAV')).toBe(1469918176385);
    expect(ulidToUUID('01ARYZ6S41TSV4RRFFQ69G5FAV').toLowerCase()).toBe('01563df3-6481-d676-4c61-efb99302bd5b');
    // The largest ULID and the smallest.
    expect(decodeUlid('7ZZZZZZZZZZZZZZZZZZZZZZZZZ')).toMatchObject({ valid: true, time: 2 ** 48 - 1, uuid: 'ffffffff-ffff-ffff-ffff-ffffffffffff' });
    expect(decodeUlid('00000000000000000000000000')).toMatchObject({ valid: true, time: 0 });
  });

  it('explains an invalid ULID', () => {
    expect(decodeUlid('01ARYZ6S41')).toEqual({ input: '01ARYZ6S41', valid: false, problem: 'length', length: 10 });
    expect(decodeUlid('01ARYZ6S41TSV4RRFFQ69G5FAI')).toEqual({ input: '01ARYZ6S41TSV4RRFFQ69G5FAI', valid: false, problem: 'char', char: 'I', position: 26 });
    expect(decodeUlid('80000000000000000000000000')).toEqual({ input: '80000000000000000000000000', valid: false, problem: 'tooLate' });
  });

  it('decodes one ULID per line, skipping blank lines', async () => {
    const result = (await run({ ulids: ' 01ARYZ6S41TSV4RRFFQ69G5FAV \r\n\n  \nbad' }, { ...base, type: 'decode' })) as Decoded;
    expect(result.rows.map((r) => [r.input, r.valid])).toEqual([
      ['01ARYZ6S41TSV4RRFFQ69G5FAV', true],
      ['bad', false],
    ]);
    expect(await run({ ulids: '' }, { ...base, type: 'decode' })).toEqual({ type: 'decode', rows: [] });
  });

  it('generates valid ULIDs of the current time, monotonic: 1,000 strictly increasing', async () => {
    const before = Date.now();
    const { ids } = await gen({ type: 'ulid', quantity: 1000 });
    const after = Date.now();
    expect(ids).toHaveLength(1000);
    for (const id of ids) {
      expect(isValid(id)).toBe(true);
      expect(id).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
      const time = decodeTime(id);
      expect(time).toBeGreaterThanOrEqual(before);
      expect(time).toBeLessThanOrEqual(after);
    }
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
  });

  it('generates different ULIDs when not monotonic too', async () => {
    const { ids } = await gen({ type: 'ulid', quantity: 200, monotonic: false });
    expect(new Set(ids).size).toBe(200);
  });
});

describe('id-generator: NanoID and short IDs', () => {
  it('respects the alphabet and the length', async () => {
    for (const alphabet of Object.keys(ALPHABET_CHARS) as (keyof typeof ALPHABET_CHARS)[]) {
      const { ids, collision: c } = await gen({ type: 'nanoid', alphabet, length: 30, quantity: 100 });
      const allowed = new Set(ALPHABET_CHARS[alphabet]);
      expect(c!.alphabetSize).toBe(allowed.size);
      for (const id of ids) {
        expect(id).toHaveLength(30);
        for (const ch of id) expect(allowed.has(ch), `${alphabet}: ${ch}`).toBe(true);
      }
    }
    const custom = await gen({ type: 'nanoid', alphabet: 'custom', customAlphabet: 'ab€', length: 50, quantity: 20 });
    for (const id of custom.ids) expect(id).toMatch(/^[ab€]{50}$/);
    // Every character of a small alphabet turns up: nothing is left out.
    expect(new Set(custom.ids.join(''))).toEqual(new Set('ab€'));
  });

  it('makes short IDs in Crockford Base32', async () => {
    const { ids } = await gen({ type: 'short', shortLength: 10, quantity: 100 });
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(CROCKFORD).toHaveLength(32);
  });

  it('refuses a bad length or alphabet, saying why', async () => {
    expect(await run({ ulids: '' }, { ...base, type: 'nanoid', length: 1 })).toEqual({ kind: 'tool-error', code: 'length', params: { min: 2, max: 128 } });
    expect(await run({ ulids: '' }, { ...base, type: 'short', shortLength: 33 })).toEqual({ kind: 'tool-error', code: 'length', params: { min: 4, max: 32 } });
    expect(await run({ ulids: '' }, { ...base, type: 'cuid2', cuidLength: 40 })).toEqual({ kind: 'tool-error', code: 'cuidLength' });
    expect(await run({ ulids: '' }, { ...base, quantity: 1001 })).toEqual({ kind: 'tool-error', code: 'quantity', params: { max: 1000 } });
    const custom = (customAlphabet: string) => run({ ulids: '' }, { ...base, type: 'nanoid', alphabet: 'custom', customAlphabet });
    expect(await custom('a')).toEqual({ kind: 'tool-error', code: 'alphabetTooShort', params: { count: 1 } });
    expect(await custom('')).toEqual({ kind: 'tool-error', code: 'alphabetTooShort', params: { count: 0 } });
    expect(await custom('abca')).toEqual({ kind: 'tool-error', code: 'alphabetDuplicate', params: { char: 'a' } });
    expect(await custom('ab c')).toEqual({ kind: 'tool-error', code: 'alphabetSpace', params: { position: 3 } });
    expect(await custom('ab😀')).toEqual({ kind: 'tool-error', code: 'alphabetAstral', params: { char: '😀' } });
    expect(await custom('x'.repeat(257))).toEqual({ kind: 'tool-error', code: 'alphabetTooLong', params: { count: 257 } });
  });
});

describe('id-generator: chance of a collision', () => {
  it('is the birthday problem, exactly: 23 people for 50% among 365 days, 2 for 1% among 10', () => {
    expect(idsForCollision(Math.log2(365), 0.5)).toBe(23);
    expect(idsForCollision(Math.log2(365), 0.01)).toBe(4);
    expect(idsForCollision(Math.log2(10), 0.01)).toBe(2);
    expect(idsForCollision(Math.log2(10), 0.11)).toBe(3);
  });

  it("matches NanoID's calculator: the default (64 characters, 21 long, 1,000 IDs an hour) takes ~149 billion years", () => {
    const c = collision(64, 21, 1000);
    expect(c.bits).toBe(126);
    const years = c.hours / (24 * 365.25);
    expect(years).toBeGreaterThan(148.5e9);
    expect(years).toBeLessThan(149.5e9);
  });

  it('joins the exact product and the formula without a jump at 10^12 possible IDs', () => {
    const below = idsForCollision(Math.log2(1e12) - 1e-9);
    const above = idsForCollision(Math.log2(1e12) + 1e-9);
    expect(Math.abs(below - above)).toBeLessThanOrEqual(1);
    // n(n − 1)/2N = ln(1/0.99) for N = 10^12: n = 141,777.3…, so 141,778 IDs are the fewest.
    expect(below).toBe(141778);
    expect(above).toBe(141778);
  });

  it('stays finite for the largest alphabet and length', () => {
    const c = collision(256, 128, 1);
    expect(Number.isFinite(c.ids)).toBe(true);
    expect(c.ids).toBeGreaterThan(1e150);
  });
});

describe('id-generator: CUID2', () => {
  it('generates CUID2s of the length asked, starting with a letter, all different', async () => {
    const { ids } = await gen({ type: 'cuid2', quantity: 200 });
    for (const id of ids) expect(id).toMatch(/^[a-z][0-9a-z]{23}$/);
    expect(new Set(ids).size).toBe(200);
    const short = await gen({ type: 'cuid2', cuidLength: 10, quantity: 5 });
    for (const id of short.ids) expect(id).toMatch(/^[a-z][0-9a-z]{9}$/);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { manifest, MAX_QUANTITY, VERSIONS, type Options } from './manifest.ts';
import { canonicalForm, check, run, variantOf, type GenerateResult, type ValidateResult } from './run.ts';

const DEFAULTS: Options = { mode: 'generate', version: 'v4', namespace: 'dns', quantity: 1, dashes: true, uppercase: false };
const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function uuids(options: Partial<Options> = {}, input = ''): string[] {
  const result = run({ text: input }, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  expect(result.mode).toBe('generate');
  return (result as GenerateResult).uuids;
}

function rows(input: string): ValidateResult['rows'] {
  const result = run({ text: input }, { ...DEFAULTS, mode: 'validate' });
  if (isToolError(result) || result.mode !== 'validate') throw new Error('expected a validation');
  return result.rows;
}

/** Version digit and variant bits read straight from the text, independently of the code under test. */
const versionDigit = (uuid: string) => parseInt(uuid.charAt(14), 16);
const variantBits = (uuid: string) => parseInt(uuid.charAt(19), 16) >> 2;

describe('v5', () => {
  it('matches the RFC 9562 test vector (DNS, www.example.com)', () => {
    expect(uuids({ version: 'v5', namespace: 'dns' }, 'www.example.com')).toEqual(['2ed6657d-e927-568b-95e1-2665a8aea6a2']);
  });

  it('matches vectors of the four standard namespaces (computed with Python’s uuid module)', () => {
    expect(uuids({ version: 'v5', namespace: 'url' }, 'http://python.org/')).toEqual(['4c565f0d-3f5a-5890-b41b-20cf47701c5e']);
    expect(uuids({ version: 'v5', namespace: 'url' }, 'https://www.example.com/')).toEqual(['3d3ed9d2-aa3d-5fa6-90e8-ed662e90f559']);
    expect(uuids({ version: 'v5', namespace: 'oid' }, '1.3.6.1')).toEqual(['1447fa61-5277-5fef-a9b3-fbc6e44f4af3']);
    expect(uuids({ version: 'v5', namespace: 'x500' }, 'CN=example')).toEqual(['d31873d3-1002-5cb9-98ae-dae7a10a748d']);
  });

  it('gives one UUID per non-empty line, ignores the quantity, and follows dashes and uppercase', () => {
    const result = uuids({ version: 'v5', quantity: 50, dashes: false, uppercase: true }, 'www.example.com\r\n\n   \nwww.example.com\n');
    expect(result).toEqual(['2ED6657DE927568B95E12665A8AEA6A2', '2ED6657DE927568B95E12665A8AEA6A2']);
  });

  it('hashes names as UTF-8, keeping spaces and Unicode as typed', () => {
    const names = ['👍🏽', 'e\u0301', '漢字', 'العربية', ' www.example.com'];
    const result = uuids({ version: 'v5' }, names.join('\n'));
    expect(result).toHaveLength(5);
    expect(new Set(result).size).toBe(5);
    expect(result[4]).not.toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    for (const uuid of result) {
      expect(versionDigit(uuid)).toBe(5);
      expect(variantBits(uuid)).toBe(0b10);
    }
  });

  it('asks for a name when there is none, and refuses a lone surrogate', () => {
    // Both are said at the names field.
    expect(run({ text: '' }, { ...DEFAULTS, version: 'v5' })).toEqual({ kind: 'tool-error', code: 'nameRequired', params: { field: 'text' } });
    expect(run({ text: ' \n\r\n' }, { ...DEFAULTS, version: 'v5' })).toEqual({ kind: 'tool-error', code: 'nameRequired', params: { field: 'text' } });
    expect(run({ text: 'ok\nbad\uD800' }, { ...DEFAULTS, version: 'v5' })).toEqual({ kind: 'tool-error', code: 'invalidName', params: { field: 'text' } });
  });
});

describe('random and time-based versions', () => {
  it('have the version digit and RFC 9562 variant bits of their version, for any options', () => {
    fc.assert(
      fc.property(fc.constantFrom('v1', 'v4', 'v7' as const), fc.integer({ min: 1, max: 20 }), (version, quantity) => {
        const list = uuids({ version, quantity });
        expect(list).toHaveLength(quantity);
        for (const uuid of list) {
          expect(uuid).toMatch(CANONICAL);
          expect(versionDigit(uuid)).toBe(Number(version.slice(1)));
          expect(variantBits(uuid)).toBe(0b10);
          expect(check(uuid)).toEqual({ input: uuid, valid: true, version: Number(version.slice(1)), variant: 'RFC 9562', canonical: uuid });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never repeats a v4 UUID', () => {
    const list = uuids({ quantity: MAX_QUANTITY });
    expect(new Set(list).size).toBe(MAX_QUANTITY);
  });

  it('generates 1,000 of each version at once', () => {
    for (const version of ['v1', 'v4', 'v7'] as const) {
      const list = uuids({ version, quantity: 1000 });
      expect(list).toHaveLength(1000);
      expect(new Set(list).size).toBe(1000);
    }
  });

  it('starts v7 with the current Unix time in milliseconds, in increasing order', () => {
    const before = Date.now();
    const list = uuids({ version: 'v7', quantity: 1000 });
    const after = Date.now();
    const times = list.map((uuid) => parseInt(uuid.replaceAll('-', '').slice(0, 12), 16));
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(before);
      // The generator may step a millisecond ahead when its counter overflows.
      expect(time).toBeLessThanOrEqual(after + 1);
    }
    for (let i = 1; i < list.length; i++) expect(list[i]! > list[i - 1]!).toBe(true);
  });

  it('puts the current time in v1 (100 ns intervals since 1582-10-15)', () => {
    const before = Date.now();
    const [uuid] = uuids({ version: 'v1' });
    const after = Date.now();
    const hex = uuid!.replaceAll('-', '');
    const ticks = BigInt(`0x${hex.slice(13, 16)}${hex.slice(8, 12)}${hex.slice(0, 8)}`);
    const ms = Number((ticks - 122192928000000000n) / 10000n);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after);
  });

  it('gives a single nil UUID whatever the quantity', () => {
    expect(uuids({ version: 'nil', quantity: 10 })).toEqual(['00000000-0000-0000-0000-000000000000']);
    expect(uuids({ version: 'nil', dashes: false })).toEqual(['0'.repeat(32)]);
  });

  it('follows the dashes and uppercase options', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VERSIONS.filter((v) => v !== 'v5')), fc.boolean(), fc.boolean(), (version, dashes, uppercase) => {
        for (const uuid of uuids({ version, dashes, uppercase, quantity: 3 })) {
          const hex = uppercase ? '[0-9A-F]' : '[0-9a-f]';
          const pattern = dashes ? `^${hex}{8}-${hex}{4}-${hex}{4}-${hex}{4}-${hex}{12}$` : `^${hex}{32}$`;
          expect(uuid).toMatch(new RegExp(pattern));
          expect(canonicalForm(uuid)?.replaceAll('-', '')).toBe(uuid.toLowerCase().replaceAll('-', ''));
          expect(check(uuid).valid).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('ignores the input except for v5, including emoji, combining marks, CJK, RTL and lone surrogates', () => {
    for (const input of ['👍🏽', 'e\u0301', '漢字', 'العربية', '\uD800']) {
      expect(uuids({ quantity: 3 }, input)).toHaveLength(3);
      expect(uuids({ version: 'nil' }, input)).toEqual(['00000000-0000-0000-0000-000000000000']);
    }
  });
});

describe('validation', () => {
  it('accepts braces, urn:uuid:, no dashes and upper case, and gives the canonical form', () => {
    const canonical = 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6';
    for (const input of [canonical, canonical.toUpperCase(), `{${canonical}}`, `urn:uuid:${canonical}`, `URN:UUID:${canonical.toUpperCase()}`, canonical.replaceAll('-', ''), `  {${canonical.replaceAll('-', '').toUpperCase()}}\t`]) {
      expect(check(input)).toEqual({ input: input.trim(), valid: true, version: 1, variant: 'RFC 9562', canonical });
    }
  });

  it('rejects malformed text: wrong length, misplaced dashes, non-hex, half braces, other prefixes', () => {
    for (const input of [
      '',
      'not-a-uuid',
      'f81d4fae-7dec-11d0-a765-00a0c91e6bf',
      'f81d4fae-7dec-11d0-a765-00a0c91e6bf66',
      'f81d4fae7-dec-11d0-a765-00a0c91e6bf6',
      'f81d4fae-7dec11d0-a765-00a0c91e-6bf6',
      'g81d4fae-7dec-11d0-a765-00a0c91e6bf6',
      '{f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
      'uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
      '{urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6}',
      'f81d4fae-7dec-11d0-a765-00a0c91e6bf6 extra',
      '漢字👍🏽e\u0301العربية\uD800',
    ]) {
      expect(check(input), input).toEqual({ input: input.trim(), valid: false });
    }
  });

  it('names the variant from its bits, and reports well-formed UUIDs outside RFC 9562 as invalid', () => {
    expect(variantOf('00000000-0000-4000-7000-000000000000')).toBe('NCS');
    expect(variantOf('00000000-0000-4000-8000-000000000000')).toBe('RFC 9562');
    expect(variantOf('00000000-0000-4000-b000-000000000000')).toBe('RFC 9562');
    expect(variantOf('00000000-0000-4000-c000-000000000000')).toBe('Microsoft');
    expect(variantOf('00000000-0000-4000-d000-000000000000')).toBe('Microsoft');
    expect(variantOf('00000000-0000-4000-e000-000000000000')).toBe('Future');
    expect(variantOf('00000000-0000-4000-f000-000000000000')).toBe('Future');
    expect(check('3F2504E0-4F89-41D3-C000-00C04F4430C8')).toEqual({ input: '3F2504E0-4F89-41D3-C000-00C04F4430C8', valid: false, variant: 'Microsoft', canonical: '3f2504e0-4f89-41d3-c000-00c04f4430c8' });
    expect(check('3f2504e0-4f89-01d3-8000-00c04f4430c8')).toMatchObject({ valid: false, variant: 'RFC 9562' });
    expect(check('3f2504e0-4f89-91d3-8000-00c04f4430c8')).toMatchObject({ valid: false, variant: 'RFC 9562' });
  });

  it('knows the nil and max UUIDs, and versions 1 to 8', () => {
    expect(check('00000000000000000000000000000000')).toEqual({ input: '00000000000000000000000000000000', valid: true, version: 0, variant: 'NCS', canonical: '00000000-0000-0000-0000-000000000000' });
    expect(check('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF')).toEqual({ input: 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', valid: true, version: 15, variant: 'Future', canonical: 'ffffffff-ffff-ffff-ffff-ffffffffffff' });
    for (let v = 1; v <= 8; v++) expect(check(`01234567-89ab-${v}def-8123-456789abcdef`)).toMatchObject({ valid: true, version: v });
  });

  it('checks one row per non-empty line, trimmed, and nothing for empty input', () => {
    expect(rows('')).toEqual([]);
    expect(rows('\n  \r\n')).toEqual([]);
    const result = rows(' 2ed6657d-e927-568b-95e1-2665a8aea6a2 \r\n\nnope\r\n');
    expect(result).toEqual([
      { input: '2ed6657d-e927-568b-95e1-2665a8aea6a2', valid: true, version: 5, variant: 'RFC 9562', canonical: '2ed6657d-e927-568b-95e1-2665a8aea6a2' },
      { input: 'nope', valid: false },
    ]);
  });

  it('validates what it generates, round trip, for every version', () => {
    for (const version of VERSIONS) {
      for (const dashes of [true, false]) {
        for (const uppercase of [true, false]) {
          const list = uuids({ version, dashes, uppercase, quantity: 5 }, 'name');
          for (const row of rows(list.join('\n'))) expect(row.valid).toBe(true);
        }
      }
    }
  });
});

describe('the tool', () => {
  it('gives the stated output for every example', () => {
    for (const ex of manifest.examples) expect(run({ text: '', ...ex.input }, { ...DEFAULTS, ...ex.options })).toEqual(ex.output);
  });

  it('has messages for its error codes', () => {
    const en = JSON.parse(readFileSync(join(import.meta.dirname, 'locales/en.json'), 'utf8')) as { errors: Record<string, string> };
    expect(Object.keys(en.errors).sort()).toEqual(['invalidName', 'nameRequired']);
    expect(en.errors.nameRequired).toMatch(/name/);
  });

  it('never uses Math.random', () => {
    for (const file of ['run.ts', 'manifest.ts', 'view.ts']) {
      const source = readFileSync(join(import.meta.dirname, file), 'utf8');
      expect(source, file).not.toMatch(/Math\.random/);
    }
    // Nor does the uuid package it relies on: its random bytes come from crypto.getRandomValues.
    for (const file of ['rng.js', 'v1.js', 'v4.js', 'v7.js']) {
      const source = readFileSync(join(process.cwd(), 'node_modules/uuid/dist', file), 'utf8');
      expect(source, file).not.toMatch(/Math\.random/);
    }
    expect(readFileSync(join(process.cwd(), 'node_modules/uuid/dist/rng.js'), 'utf8')).toMatch(/crypto\.getRandomValues/);
  });
});

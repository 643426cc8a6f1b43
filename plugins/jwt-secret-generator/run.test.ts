import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isToolError, type ToolError } from '@sdk/core';
import { BIT_LENGTHS, manifest, type Options } from './manifest.ts';
import { MASK_CHAR, maskSecret } from '../../tests/display.ts';
import { encodeSecret, run, type JwtSecret } from './run.ts';

const DEFAULTS: Options = { bits: 256, alwaysShow: false };

function secret(key = '', options: Partial<Options> = {}): JwtSecret {
  const result = run({ key }, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}

function error(key: string): ToolError {
  const result = run({ key }, DEFAULTS);
  if (!isToolError(result)) throw new Error(`expected an error for ${key}`);
  return result;
}

/** The three encodings decode to the same bytes (Node's own decoders as the reference). */
function expectConsistent(s: JwtSecret) {
  const bytes = Buffer.from(s.hex, 'hex');
  expect(bytes.length * 8).toBe(s.bits);
  expect(Buffer.from(s.base64, 'base64').equals(bytes)).toBe(true);
  expect(Buffer.from(s.base64url, 'base64url').equals(bytes)).toBe(true);
  expect(s.base64).toBe(bytes.toString('base64'));
  expect(s.base64url).toBe(bytes.toString('base64url'));
}

afterEach(() => vi.restoreAllMocks());

describe('jwt secret generator', () => {
  it('generates bits/8 random bytes for every length', () => {
    for (const bits of BIT_LENGTHS) {
      const s = secret('', { bits });
      expect(s.bits).toBe(bits);
      expect(s.hex).toMatch(new RegExp(`^[0-9a-f]{${bits / 4}}$`));
      expect(s.base64).toHaveLength(Math.ceil(bits / 8 / 3) * 4);
      expect(s.base64url).toHaveLength(Math.ceil((bits / 8) * 4 / 3));
      expectConsistent(s);
    }
  });

  it('gives the known lengths of a 256-bit secret', () => {
    const s = secret();
    expect(s.hex).toHaveLength(64);
    expect(s.base64).toHaveLength(44);
    expect(s.base64).toMatch(/=$/);
    expect(s.base64url).toHaveLength(43);
  });

  it('writes base64url without + / or =', () => {
    for (let i = 0; i < 50; i++) {
      for (const bits of BIT_LENGTHS) expect(secret('', { bits }).base64url).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    // Bytes that give + and / in Base64.
    const s = encodeSecret(new Uint8Array([0xfb, 0xff, 0xbf, 0xfe]));
    expect(s.base64).toBe('+/+//g==');
    expect(s.base64url).toBe('-_-__g');
  });

  it('encodes every byte value and every padding case correctly', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    for (let length = 0; length <= 256; length += 1) expectConsistent(encodeSecret(all.slice(0, length)));
    expect(encodeSecret(new Uint8Array([0, 1, 2, 255]))).toEqual({ hex: '000102ff', base64: 'AAEC/w==', base64url: 'AAEC_w', bits: 32 });
  });

  it('gives a different secret on every run', () => {
    for (const bits of BIT_LENGTHS) {
      const seen = new Set<string>();
      for (let i = 0; i < 20; i++) seen.add(secret('', { bits }).hex);
      expect(seen.size).toBe(20);
    }
  });

  it('draws its bytes from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    secret('', { bits: 512 });
    expect(spy).toHaveBeenCalledTimes(1);
    expect((spy.mock.calls[0]![0] as Uint8Array).length).toBe(64);
  });

  it('never uses Math.random', () => {
    const spy = vi.spyOn(Math, 'random');
    for (const bits of BIT_LENGTHS) secret('', { bits });
    expect(spy).not.toHaveBeenCalled();
    for (const file of ['run.ts', 'manifest.ts', 'view.ts']) {
      expect(readFileSync(join(import.meta.dirname, file), 'utf8'), file).not.toMatch(/Math\.random/);
    }
  });

  it('falls back to 256 bits for a length outside the schema instead of failing', () => {
    expect(secret('', { bits: 100 as Options['bits'] }).bits).toBe(256);
  });

  it('treats whitespace-only input as empty: a new random secret', () => {
    for (const input of [' ', '\n\t ']) expect(secret(input).bits).toBe(256);
  });

  it('converts a key given in hex, ignoring the length option, spaces, case and a 0x prefix', () => {
    const expected = { hex: 'deadbeef', base64: '3q2+7w==', base64url: '3q2-7w', bits: 32 };
    for (const input of ['deadbeef', 'DEADBEEF', ' de ad\nbe ef ', '0xDeAdBeEf']) {
      for (const bits of BIT_LENGTHS) expect(secret(input, { bits })).toEqual(expected);
    }
    expect(secret('ab'.repeat(64)).bits).toBe(512);
  });

  it('gives the stated output for every example', () => {
    for (const ex of manifest.examples) {
      expect(run({ key: '', ...ex.input }, DEFAULTS)).toEqual(ex.output);
      expectConsistent(ex.output as JwtSecret);
    }
    // RFC 7515 appendix A.1 gives this key in base64url.
    expect((manifest.examples[0]!.output as JwtSecret).base64url).toBe('AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow');
  });

  it('rejects characters that are not hex digits, naming the first one, at the key field', () => {
    expect(error('deadbeeg')).toEqual({ kind: 'tool-error', code: 'invalidHex', params: { char: 'g', field: 'key' } });
    expect(error('my-secret')).toMatchObject({ code: 'invalidHex', params: { char: 'm' } });
    expect(error('dead:beef')).toMatchObject({ code: 'invalidHex', params: { char: ':' } });
  });

  it('reports whole Unicode characters, including emoji, combining marks, CJK, RTL and lone surrogates', () => {
    expect(error('deadbeef👍🏽')).toMatchObject({ code: 'invalidHex', params: { char: '👍' } });
    expect(error('e\u0301deadbe')).toMatchObject({ code: 'invalidHex', params: { char: '\u0301' } });
    expect(error('漢字')).toMatchObject({ code: 'invalidHex', params: { char: '漢' } });
    expect(error('العربية')).toMatchObject({ code: 'invalidHex', params: { char: 'ا' } });
    expect(error('ab\uD800')).toMatchObject({ code: 'invalidHex', params: { char: '\uD800' } });
  });

  it('rejects half bytes and keys shorter than 4 or longer than 64 bytes', () => {
    expect(error('deadbee')).toEqual({ kind: 'tool-error', code: 'oddHex', params: { field: 'key' } });
    expect(error('0x')).toEqual({ kind: 'tool-error', code: 'keyLength', params: { bytes: 0, min: 4, max: 64, field: 'key' } });
    expect(error('deadbe')).toEqual({ kind: 'tool-error', code: 'keyLength', params: { bytes: 3, min: 4, max: 64, field: 'key' } });
    expect(error('ab'.repeat(65))).toMatchObject({ code: 'keyLength', params: { bytes: 65 } });
  });

  it('has a message for every error code in every language', () => {
    for (const lang of ['en', 'es', 'de', 'fr']) {
      const locale = JSON.parse(readFileSync(join(import.meta.dirname, 'locales', `${lang}.json`), 'utf8')) as { errors: Record<string, string> };
      expect(Object.keys(locale.errors).sort(), lang).toEqual(['invalidHex', 'keyLength', 'oddHex']);
    }
  });
});

describe('maskSecret', () => {
  it('shows 4 characters at each end of a long secret and bullets between, keeping the length', () => {
    const hex = 'a'.repeat(4) + '0123456789'.repeat(5) + 'b'.repeat(4);
    const masked = maskSecret(hex);
    expect(masked).toHaveLength(hex.length);
    expect(masked).toBe(`aaaa${MASK_CHAR.repeat(hex.length - 8)}bbbb`);
  });

  it('never shows more than an eighth of a short secret at each end', () => {
    expect(maskSecret('0123456789abcdef')).toBe(`01${MASK_CHAR.repeat(12)}ef`); // 64-bit hex
    expect(maskSecret('deadbeef')).toBe(`d${MASK_CHAR.repeat(6)}f`); // 32-bit hex
    expect(maskSecret('3q2-7w')).toBe(MASK_CHAR.repeat(6)); // 32-bit base64url
  });

  it('hides every character when asked to', () => {
    expect(maskSecret('0123456789abcdef0123456789abcdef', 0)).toBe(MASK_CHAR.repeat(32));
  });

  it('shows only the ends of real secrets, and at most a quarter of them', () => {
    for (const bits of BIT_LENGTHS) {
      const s = secret('', { bits });
      for (const value of [s.hex, s.base64, s.base64url]) {
        const masked = maskSecret(value);
        const [, head, middle, tail] = /^([^•]*)(•+)([^•]*)$/u.exec(masked)!;
        expect(head!.length + tail!.length).toBeLessThanOrEqual(value.length / 4);
        expect(value.startsWith(head!) && value.endsWith(tail!)).toBe(true);
        expect(middle!.length).toBe(value.length - head!.length - tail!.length);
      }
    }
  });
});

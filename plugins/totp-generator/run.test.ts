import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOTP, URI } from 'otpauth';
import { isToolError } from '@sdk/core';
import { manifest, RFC_SEED_SHA1, RFC_SEED_SHA256, RFC_SEED_SHA512, type Input, type Options } from './manifest.ts';
import { base32Bytes, normalizeBase32, otp } from './otp.ts';
import { parseTime, run, type OtpResult } from './run.ts';

const INPUT: Input = { secret: '', at: '', counter: 0, issuer: '', account: '' };
const DEFAULTS: Options = { mode: 'totp', algorithm: 'SHA1', digits: 6, period: 30 };

function code(input: Partial<Input>, options: Partial<Options> = {}): OtpResult {
  const result = run({ ...INPUT, ...input }, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
}
function error(input: Partial<Input>, options: Partial<Options> = {}) {
  const result = run({ ...INPUT, ...input }, { ...DEFAULTS, ...options });
  if (!isToolError(result)) throw new Error('expected an error');
  return result;
}

describe('totp generator: RFC test vectors', () => {
  // RFC 6238, appendix B: 8 digits, period 30 s, T0 = 0.
  const TABLE: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it('gives every TOTP value of RFC 6238 appendix B for SHA-1, SHA-256 and SHA-512', () => {
    for (const [time, sha1, sha256, sha512] of TABLE) {
      expect(code({ secret: RFC_SEED_SHA1, at: String(time) }, { digits: 8, algorithm: 'SHA1' }).code).toBe(sha1);
      expect(code({ secret: RFC_SEED_SHA256, at: String(time) }, { digits: 8, algorithm: 'SHA256' }).code).toBe(sha256);
      expect(code({ secret: RFC_SEED_SHA512, at: String(time) }, { digits: 8, algorithm: 'SHA512' }).code).toBe(sha512);
    }
  });

  it('reads the RFC’s UTC times in ISO 8601 with the same results', () => {
    expect(code({ secret: RFC_SEED_SHA1, at: '1970-01-01T00:00:59Z' }, { digits: 8 })).toMatchObject({ at: 59, counter: 1, code: '94287082' });
    expect(code({ secret: RFC_SEED_SHA1, at: '2009-02-13T23:31:30Z' }, { digits: 8 }).code).toBe('89005924');
    expect(code({ secret: RFC_SEED_SHA1, at: '2033-05-18T05:33:20+02:00' }, { digits: 8 })).toMatchObject({ at: 2000000000, code: '69279037' });
    expect(code({ secret: RFC_SEED_SHA512, at: '2603-10-11 11:33:20Z' }, { digits: 8, algorithm: 'SHA512' }).code).toBe('47863826');
  });

  it('gives every HOTP value of RFC 4226 appendix D', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expected.forEach((value, counter) => expect(code({ secret: RFC_SEED_SHA1, counter }, { mode: 'hotp' })).toMatchObject({ counter, code: value, at: null }));
  });

  it('gives every example its stated output', () => {
    for (const ex of manifest.examples) expect(run({ ...INPUT, ...ex.input }, { ...DEFAULTS, ...ex.options }), ex.name).toEqual(ex.output);
  });

  it('matches otpauth’s own TOTP for the current time (what the page shows live)', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const now = Date.now();
    const totp = new TOTP({ secret, algorithm: 'SHA256', digits: 8, period: 60 });
    expect(otp(base32Bytes(secret), 'SHA256', 8, Math.floor(now / 1000 / 60))).toBe(totp.generate({ timestamp: now }));
  });
});

describe('totp generator: secrets and URIs', () => {
  it('reads a Base32 secret as people paste it: spaces, hyphens, lower case and padding', () => {
    for (const secret of ['gezd gnbv gy3t qojq gezd gnbv gy3t qojq', 'GEZD-GNBV-GY3T-QOJQ-GEZD-GNBV-GY3T-QOJQ', `${RFC_SEED_SHA1}======`, `  ${RFC_SEED_SHA1}\n`]) {
      expect(code({ secret, at: '59' }, { digits: 8 })).toMatchObject({ secret: RFC_SEED_SHA1, code: '94287082', secretBits: 160 });
    }
    expect(normalizeBase32('ab cd-ef==')).toBe('ABCDEF');
  });

  it('names a character that is not Base32, with a hint for 0, 1 and 8', () => {
    expect(error({ secret: 'ABC!DEF' })).toEqual({ kind: 'tool-error', code: 'base32Char', params: { char: '!', field: 'secret' } });
    expect(error({ secret: 'JBSW0' })).toMatchObject({ code: 'base32Digit', params: { char: '0' } });
    expect(error({ secret: 'JBSW😀' })).toMatchObject({ code: 'base32Char', params: { char: '😀' } });
    expect(error({ secret: ' ' })).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'secret' } });
    expect(error({ secret: 'A' })).toMatchObject({ code: 'secretTooShort' });
    expect(error({ secret: 'A'.repeat(2000) })).toMatchObject({ code: 'secretTooLong' });
  });

  it('refuses a time that is neither Unix seconds nor ISO 8601 with an offset, at the time field', () => {
    for (const at of ['yesterday', '2005-03-18T01:58:29', '2005-02-30T00:00:00Z', '-5', '1e9', '99999999999999']) {
      expect(error({ secret: RFC_SEED_SHA1, at }), at).toEqual({ kind: 'tool-error', code: 'invalidTime', params: { field: 'at' } });
    }
    expect(parseTime('0')).toBe(0);
    expect(parseTime('2005-03-18T01:58:29.999+0000')).toBe(1111111109);
  });

  it('makes the otpauth URI an authenticator reads back, only with an account name', () => {
    expect(code({ secret: RFC_SEED_SHA1 }).uri).toBeNull();
    const r = code({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'ACME Co', account: 'john.doe@email.com' }, { algorithm: 'SHA256', digits: 8, period: 60 });
    expect(r.uri).toBe('otpauth://totp/ACME%20Co:john.doe%40email.com?issuer=ACME%20Co&secret=JBSWY3DPEHPK3PXP&algorithm=SHA256&digits=8&period=60');
    const back = URI.parse(r.uri!) as TOTP;
    expect(back).toBeInstanceOf(TOTP);
    expect({ issuer: back.issuer, label: back.label, secret: back.secret.base32, algorithm: back.algorithm, digits: back.digits, period: back.period }).toEqual({ issuer: 'ACME Co', label: 'john.doe@email.com', secret: 'JBSWY3DPEHPK3PXP', algorithm: 'SHA256', digits: 8, period: 60 });
    expect(code({ secret: RFC_SEED_SHA1, account: 'a' }, { mode: 'hotp' }).uri).toBe(`otpauth://hotp/a?secret=${RFC_SEED_SHA1}&algorithm=SHA1&digits=6&counter=0`);
    expect(error({ secret: RFC_SEED_SHA1, issuer: 'a:b', account: 'c' })).toMatchObject({ code: 'issuerColon', params: { field: 'issuer' } });
    // A lone surrogate cannot be percent-encoded: said at its field, never thrown.
    expect(error({ secret: RFC_SEED_SHA1, account: 'a\uD800' })).toEqual({ kind: 'tool-error', code: 'brokenCharacter', params: { field: 'account' } });
    expect(error({ secret: RFC_SEED_SHA1, issuer: '\uDC00', account: 'b' })).toMatchObject({ code: 'brokenCharacter', params: { field: 'issuer' } });
  });

  it('reads a pasted otpauth URI: its secret and settings win over the options', () => {
    const uri = `otpauth://totp/Example:alice?secret=${RFC_SEED_SHA512}&issuer=Example&algorithm=SHA512&digits=8&period=30`;
    const r = code({ secret: uri, at: '2000000000' });
    expect(r).toMatchObject({ fromUri: true, algorithm: 'SHA512', digits: 8, period: 30, code: '38618901', secretBits: 512 });
    expect(r.uri).toBe(`otpauth://totp/Example:alice?issuer=Example&secret=${RFC_SEED_SHA512}&algorithm=SHA512&digits=8&period=30`);
    expect(error({ secret: uri }, { mode: 'hotp' })).toMatchObject({ code: 'uriIsTotp' });
    expect(error({ secret: `otpauth://hotp/x?secret=${RFC_SEED_SHA1}&counter=3` })).toMatchObject({ code: 'uriIsHotp' });
    expect(error({ secret: 'otpauth://totp/x?secret=' })).toMatchObject({ code: 'invalidUri', params: { field: 'secret' } });
    expect(error({ secret: 'otpauth://nope' })).toMatchObject({ code: 'invalidUri' });
    expect(error({ secret: `otpauth://totp/x?secret=${RFC_SEED_SHA1}&algorithm=MD5` })).toMatchObject({ code: 'invalidUri' });
  });

  it('makes a new random secret of 160 bits in Base32, different each time', () => {
    const act = manifest.actions!.newSecret!;
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const secret = act({ input: INPUT, options: DEFAULTS }).input!.secret as string;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(base32Bytes(secret)).toHaveLength(20);
      seen.add(secret);
    }
    expect(seen.size).toBe(20);
  });

  it('has a message for every error code in every language', () => {
    const codes = ['brokenCharacter', 'empty', 'base32Char', 'base32Digit', 'secretTooLong', 'secretTooShort', 'invalidUri', 'uriIsTotp', 'uriIsHotp', 'uriAlgorithm', 'issuerColon', 'invalidTime'];
    for (const lang of ['en', 'es', 'de', 'fr']) {
      const locale = JSON.parse(readFileSync(join(import.meta.dirname, 'locales', `${lang}.json`), 'utf8')) as { errors: Record<string, string> };
      expect(Object.keys(locale.errors).sort(), lang).toEqual([...codes].sort());
    }
  });
});

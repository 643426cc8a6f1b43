import { describe, expect, it } from 'vitest';
import { bytesToHex, isToolError, toolError } from '@sdk/core';
import { hmac, run, type HmacResult } from './run.ts';
import type { Options } from './manifest.ts';

const hex = (s: string) => Uint8Array.from(s.match(/../g) ?? [], (b) => parseInt(b, 16));
const text = (s: string) => new TextEncoder().encode(s);
const rep = (byte: number, n: number) => new Uint8Array(n).fill(byte);
const OPTS: Options = { algorithm: 'sha256', keyFormat: 'text', output: 'hex' };

/** RFC 4231 §4.2–4.8: key, data, HMAC-SHA-256, -384, -512 (test case 5 is truncated to 128 bits). */
const RFC4231: [string, Uint8Array, Uint8Array, string, string, string][] = [
  ['1', rep(0x0b, 20), text('Hi There'),
    'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    'afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6',
    '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854'],
  ['2', text('Jefe'), text('what do ya want for nothing?'),
    '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
    '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737'],
  ['3', rep(0xaa, 20), rep(0xdd, 50),
    '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    '88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b2a5ab39dc13814b94e3ab6e101a34f27',
    'fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb'],
  ['4', hex('0102030405060708090a0b0c0d0e0f10111213141516171819'), rep(0xcd, 50),
    '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    '3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e6801dd23c4a7d679ccf8a386c674cffb',
    'b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd'],
  ['5 (truncated to 128 bits)', rep(0x0c, 20), text('Test With Truncation'),
    'a3b6167473100ee06e0c796c2955552b',
    '3abf34c3503b2a23a46efc619baef897',
    '415fad6271580a531d4179bc891d87a6'],
  ['6', rep(0xaa, 131), text('Test Using Larger Than Block-Size Key - Hash Key First'),
    '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    '4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952',
    '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598'],
  ['7', rep(0xaa, 131), text('This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.'),
    '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    '6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5a678cc31e799176d3860e6110c46523e',
    'e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58'],
];

describe('RFC 4231 test cases 1–7', () => {
  it.each(RFC4231)('test case %s: SHA-256, SHA-384 and SHA-512', async (_, key, data, s256, s384, s512) => {
    const cut = (mac: Uint8Array, expected: string) => bytesToHex(mac).slice(0, expected.length);
    expect(cut(await hmac('sha256', key, data), s256)).toBe(s256);
    expect(cut(await hmac('sha384', key, data), s384)).toBe(s384);
    expect(cut(await hmac('sha512', key, data), s512)).toBe(s512);
  });
});

/** RFC 2202 §3: HMAC-SHA-1 test cases 1–7 (test case 5 is truncated to 96 bits). */
const RFC2202: [string, Uint8Array, Uint8Array, string][] = [
  ['1', rep(0x0b, 20), text('Hi There'), 'b617318655057264e28bc0b6fb378c8ef146be00'],
  ['2', text('Jefe'), text('what do ya want for nothing?'), 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79'],
  ['3', rep(0xaa, 20), rep(0xdd, 50), '125d7342b9ac11cd91a39af48aa17b4f63f175d3'],
  ['4', hex('0102030405060708090a0b0c0d0e0f10111213141516171819'), rep(0xcd, 50), '4c9007f4026250c6bc8414f9bf50c86c2d7235da'],
  ['5', rep(0x0c, 20), text('Test With Truncation'), '4c1a03424b55e07fe7f27be1'],
  ['6', rep(0xaa, 80), text('Test Using Larger Than Block-Size Key - Hash Key First'), 'aa4ae5e15272d00e95705637ce8a3b55ed402112'],
  ['7', rep(0xaa, 80), text('Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data'), 'e8e99d0f45237d786d6bbaa7965c7808bbff1a91'],
];

describe('RFC 2202 HMAC-SHA1 test cases 1–7', () => {
  it.each(RFC2202)('test case %s', async (_, key, data, expected) => {
    expect(bytesToHex(await hmac('sha1', key, data)).slice(0, expected.length)).toBe(expected);
  });
});

describe('run', () => {
  const go = (message: string, key: string, o: Partial<Options> = {}, expected = '') => run({ message, key, expected }, { ...OPTS, ...o });

  it('reads the key as text, hex or Base64 to the same MAC', async () => {
    const mac = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
    const msg = 'what do ya want for nothing?';
    expect(((await go(msg, 'Jefe')) as HmacResult).mac).toBe(mac);
    expect(((await go(msg, '4a656665', { keyFormat: 'hex' })) as HmacResult).mac).toBe(mac);
    expect(((await go(msg, '0x4A 65 66 65', { keyFormat: 'hex' })) as HmacResult).mac).toBe(mac);
    expect(((await go(msg, 'SmVmZQ==', { keyFormat: 'base64' })) as HmacResult).mac).toBe(mac);
    expect(((await go(msg, 'SmVmZQ', { keyFormat: 'base64' })) as HmacResult).mac).toBe(mac);
  });
  it('writes the MAC in Base64 when asked', async () => {
    const r = (await go('what do ya want for nothing?', 'Jefe', { output: 'base64' })) as HmacResult;
    expect(r.mac).toBe(Buffer.from('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843', 'hex').toString('base64'));
  });
  it('an empty key gives HMAC with an all-zero key block, as Node computes it', async () => {
    const { createHmac } = await import('node:crypto');
    for (const algorithm of ['sha1', 'sha256', 'sha384', 'sha512'] as const) {
      const r = (await go('message', '', { algorithm })) as HmacResult;
      expect(r.mac).toBe(createHmac(algorithm, Buffer.alloc(0)).update('message').digest('hex'));
    }
  });
  it('a UTF-8 message and key match Node’s HMAC', async () => {
    const { createHmac } = await import('node:crypto');
    const r = (await go('¡Hola, 世界! 👋\n', 'clé🔑', { algorithm: 'sha384' })) as HmacResult;
    expect(r.mac).toBe(createHmac('sha384', 'clé🔑').update('¡Hola, 世界! 👋\n').digest('hex'));
    expect(r.bits).toBe(384);
  });

  describe('verification', () => {
    const msg = 'Hi There';
    const key = '0b'.repeat(20);
    const mac = 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7';
    it('accepts the MAC in hex of any case, with spaces, or in Base64 and Base64URL', async () => {
      for (const given of [mac, mac.toUpperCase(), mac.match(/../g)!.join(' '), Buffer.from(mac, 'hex').toString('base64'), Buffer.from(mac, 'hex').toString('base64url')]) {
        expect(((await go(msg, key, { keyFormat: 'hex' }, given)) as HmacResult).match).toBe(true);
      }
    });
    it('says no match for one changed digit, and for a MAC of another length', async () => {
      const changed = mac.slice(0, -1) + '8';
      expect(await go(msg, key, { keyFormat: 'hex' }, changed)).toEqual({ mac, bits: 256, match: false });
      expect(await go(msg, key, { keyFormat: 'hex' }, mac.slice(0, 40))).toEqual({ mac, bits: 256, match: false, expectedBytes: 20 });
    });
    it('names a character that is neither hex nor Base64, with its position', async () => {
      expect(await go(msg, key, { keyFormat: 'hex' }, 'b034*c')).toEqual(toolError('expectedChar', { field: 'expected', char: '*', position: 5 }));
      expect(await go(msg, key, { keyFormat: 'hex' }, 'abc')).toEqual(toolError('expectedInvalid', { field: 'expected' }));
    });
  });

  describe('bad keys', () => {
    it('names the first character that is not a hex digit, with its position as typed', async () => {
      expect(await go('m', '0b 0g', { keyFormat: 'hex' })).toEqual(toolError('keyHexChar', { field: 'key', char: 'g', position: 5 }));
      expect(await go('m', 'é0', { keyFormat: 'hex' })).toEqual(toolError('keyHexChar', { field: 'key', char: 'é', position: 1 }));
      expect(await go('m', '😀ab', { keyFormat: 'hex' })).toEqual(toolError('keyHexChar', { field: 'key', char: '😀', position: 1 }));
    });
    it('refuses an odd number of hex digits', async () => {
      expect(await go('m', 'abc', { keyFormat: 'hex' })).toEqual(toolError('keyHexLength', { field: 'key' }));
    });
    it('names a character outside Base64, and refuses a wrong length or padding', async () => {
      expect(await go('m', 'SmVm*Q==', { keyFormat: 'base64' })).toEqual(toolError('keyBase64Char', { field: 'key', char: '*', position: 5 }));
      expect(await go('m', 'Sm=VmZQ', { keyFormat: 'base64' })).toEqual(toolError('keyBase64Char', { field: 'key', char: '=', position: 3 }));
      expect(await go('m', 'SmVmZ', { keyFormat: 'base64' })).toEqual(toolError('keyBase64Length', { field: 'key' }));
      expect(await go('m', 'SmVmZQ=', { keyFormat: 'base64' })).toEqual(toolError('keyBase64Length', { field: 'key' }));
    });
    it('refuses text with a lone surrogate, at its field', async () => {
      expect(await go('a\uD800', 'k')).toEqual(toolError('invalidText', { field: 'message' }));
      expect(await go('a', 'k\uDC00')).toEqual(toolError('invalidText', { field: 'key' }));
    });
  });
  it('never throws for any text key in any format', async () => {
    for (const key of ['', ' ', '=', '==', '0x', '\u0000', 'Zg=', '🙂']) for (const keyFormat of ['text', 'hex', 'base64'] as const) {
      const r = await go('m', key, { keyFormat });
      expect(isToolError(r) || typeof (r as HmacResult).mac === 'string').toBe(true);
    }
  });
});


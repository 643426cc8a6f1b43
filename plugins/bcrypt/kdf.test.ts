import { describe, expect, it } from 'vitest';
import { isToolError, setProgressSink, toolError } from '@sdk/core';
import { manifest, SCRYPT_RFC, type Input, type Options } from './manifest.ts';
import { argon2, parsePhc, scrypt, verifyPhc } from './kdf.ts';
import { run, type Argon2Result, type ScryptResult } from './run.ts';
import { view } from './view.ts';

const DEFAULTS: Options = { mode: 'hash', cost: 10, memory: 19_456, iterations: 2, costLog: 17, blockSize: 8, parallelism: 1, hashLength: 32 };
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const enc = (text: string) => new TextEncoder().encode(text);
const fill = (length: number, byte: number) => new Uint8Array(length).fill(byte);
const go = (input: Partial<Input>, options: Partial<Options>) => run({ password: 'password', hash: '', salt: '', ...input }, { ...DEFAULTS, ...options });
const verify = (password: string, hash: string) => go({ password, hash }, { mode: 'verify' });

/** RFC 9106 §5: password 32 × 0x01, salt 16 × 0x02, secret 8 × 0x03, associated data 12 × 0x04, m = 32 KiB, t = 3, p = 4, version 19. */
const RFC9106 = { password: fill(32, 1), salt: fill(16, 2), key: fill(8, 3), data: fill(12, 4) };
const RFC9106_PARAMS = { version: 19, memory: 32, iterations: 3, parallelism: 4 } as const;

/** phc-winner-argon2's src/test.c: Argon2i of "password" with salt "somesalt", version 19 and version 16. */
const REFERENCE_ARGON2I = [
  '$argon2i$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$wWKIMhR9lyDFvRz9YTZweHKfbftvj+qf+YFY4NeBbtA',
  '$argon2i$v=19$m=256,t=2,p=2$c29tZXNhbHQ$T/XOJ2mh1/TIpJHfCdQan76Q5esCFVoT5MAeIM1Oq2E',
  '$argon2i$m=65536,t=2,p=1$c29tZXNhbHQ$9sTbSlTio3Biev89thdrlKKiCaYsjjYVJxGAL3swxpQ',
  '$argon2i$m=256,t=2,p=2$c29tZXNhbHQ$tsEVYKap1h6scGt5ovl9aLRGOqOth+AMB+KwHpDFZPs',
];

describe('Argon2: known answers', () => {
  it('gives RFC 9106 §5.3 (Argon2id) with its secret and associated data', async () => {
    const tag = await argon2(RFC9106.password, RFC9106.salt, { variant: 'argon2id', ...RFC9106_PARAMS }, 32, { key: RFC9106.key, data: RFC9106.data });
    expect(hex(tag)).toBe('0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659');
  });
  it('gives RFC 9106 §5.1 (Argon2d) and §5.2 (Argon2i)', async () => {
    const extra = { key: RFC9106.key, data: RFC9106.data };
    expect(hex(await argon2(RFC9106.password, RFC9106.salt, { variant: 'argon2d', ...RFC9106_PARAMS }, 32, extra))).toBe('512b391b6f1162975371d30919734294f868e3be3984f3c1a13a4db9fabe4acb');
    expect(hex(await argon2(RFC9106.password, RFC9106.salt, { variant: 'argon2i', ...RFC9106_PARAMS }, 32, extra))).toBe('c814d9d1dc7f37aa13f0d77f2494bda1c8de6b016dd388d29952a4c4672b6ce8');
  });
  it('writes the reference implementation’s Argon2id PHC string from the same password, salt and parameters', async () => {
    const example = manifest.examples.find((e) => e.name === 'argon2idReference')!;
    expect(await go(example.input, example.options!)).toEqual(example.output);
  });
  it.each(REFERENCE_ARGON2I)('verifies the reference implementation’s %s', async (hash) => {
    expect(await verify('password', hash)).toMatchObject({ match: true, algorithm: 'argon2i', version: hash.includes('v=19') ? 19 : 16 });
    expect(await verify('passwore', hash)).toMatchObject({ match: false });
  });
  it('says no to the reference implementation’s mismatch (a hash of "passwore")', async () => {
    expect(await verify('password', '$argon2i$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$8iIuixkI73Js3G1uMbezQXD0b8LG4SXGsOwoQkdAQIM')).toMatchObject({ match: false, algorithm: 'argon2i' });
  });
});

describe('scrypt: known answers (RFC 7914 §12)', () => {
  it('gives the first three vectors', async () => {
    expect(hex(await scrypt(enc(''), enc(''), { costLog: 4, blockSize: 1, parallelism: 1 }, 64))).toBe(
      '77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906',
    );
    expect(hex(await scrypt(enc('password'), enc('NaCl'), { costLog: 10, blockSize: 8, parallelism: 16 }, 64))).toBe(
      'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640',
    );
    expect(hex(await scrypt(enc('pleaseletmein'), enc('SodiumChloride'), { costLog: 14, blockSize: 8, parallelism: 1 }, 64))).toBe(
      '7023bdcb3afd7348461c06cd81fd38ebfda8fbba904f8e3ea9b543f6545da1f2d5432955613f0fcf62d49705242a9af9e61e85dc0d651e40dfcf017b45575887',
    );
  });
  it('writes the second vector through the page’s fields as a PHC string whose hash is the RFC’s bytes', async () => {
    const r = (await go({ password: 'password', salt: 'NaCl' }, { mode: 'scrypt', costLog: 10, blockSize: 8, parallelism: 16, hashLength: 64 })) as ScryptResult;
    const [, , params, salt, hash] = r.hash.split('$');
    expect(params).toBe('ln=10,r=8,p=16');
    expect(Buffer.from(salt!, 'base64').toString()).toBe('NaCl');
    expect(Buffer.from(hash!, 'base64').toString('hex')).toMatch(/^fdbabe1c9d347200/);
    expect(r).toMatchObject({ memoryBytes: 1_048_576, saltBytes: 4, hashBytes: 64, randomSalt: false });
  });
  it('verifies the RFC vector as passlib writes it too ("." for "+")', async () => {
    expect(SCRYPT_RFC).toContain('+');
    expect(await verify('pleaseletmein', SCRYPT_RFC.replace(/\+/g, '.'))).toMatchObject({ match: true, algorithm: 'scrypt', costLog: 14 });
    expect(await verify('pleaseletmeIn', SCRYPT_RFC)).toMatchObject({ match: false });
  });
});

describe('hashing with a random salt', () => {
  it('gives a new 16-byte salt each time, and each hash verifies', async () => {
    const a = (await go({ password: 'correct horse' }, { mode: 'argon2id', memory: 1024, iterations: 1 })) as Argon2Result;
    const b = (await go({ password: 'correct horse' }, { mode: 'argon2id', memory: 1024, iterations: 1 })) as Argon2Result;
    expect(a.hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a.hash).not.toBe(b.hash);
    expect(a).toMatchObject({ saltBytes: 16, hashBytes: 32, randomSalt: true });
    expect(await verify('correct horse', a.hash)).toMatchObject({ match: true, algorithm: 'argon2id', memory: 1024, iterations: 1, parallelism: 1, version: 19 });
    const s = (await go({ password: 'contraseña😀' }, { mode: 'scrypt', costLog: 10, hashLength: 16 })) as ScryptResult;
    expect(s.hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{22}$/);
    expect(await verify('contraseña😀', s.hash)).toMatchObject({ match: true, bytes: 15 });
  });
  it('reports its progress to the page while it works', async () => {
    const reports: number[] = [];
    setProgressSink((done, total) => reports.push(done / total));
    try {
      await go({}, { mode: 'argon2id', memory: 8192, iterations: 2 });
      await go({}, { mode: 'scrypt', costLog: 14 });
    } finally {
      setProgressSink(undefined);
    }
    expect(reports.length).toBeGreaterThan(2);
    expect(reports.every((r) => r >= 0 && r <= 1)).toBe(true);
  });
});

describe('what cannot be hashed or verified is said', () => {
  it('refuses a salt Argon2 finds too short, too little memory for the lanes, and scrypt beyond 256 MiB', async () => {
    expect(await go({ salt: 'short' }, { mode: 'argon2id' })).toEqual(toolError('saltShort', { field: 'salt', min: 8, bytes: 5 }));
    expect(await go({ salt: 'a\uD800bcdefgh' }, { mode: 'scrypt' })).toEqual(toolError('invalidText', { field: 'salt' }));
    expect(await go({}, { mode: 'argon2id', memory: 8, parallelism: 2 })).toEqual(toolError('argon2MemoryLow', { min: 16, parallelism: 2 }));
    expect(await go({}, { mode: 'scrypt', costLog: 20, blockSize: 8 })).toEqual(toolError('scryptMemory', { memory: 1024, max: 256 }));
  });
  it.each([
    ['$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ', 'argon2Form'],
    ['$argon2id$v=19$m=65536,t=2,p=1c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc', 'argon2Form'],
    ['$argon2id$v=18$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc', 'argon2Version'],
    ['$argon2id$v=19$m=65536,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc', 'argon2Params'],
    ['$argon2id$v=19$m=65536,t=2,p=1,x=3$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc', 'argon2Params'],
    ['$argon2id$v=19$m=65536,t=0,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc', 'argon2Params'],
    ['$argon2id$v=19$m=65536,t=2,p=1$c29tZX*hbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc', 'phcBase64'],
    ['$argon2id$v=19$m=65536,t=2,p=1$c29t$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc', 'argon2Params'],
    ['$argon2x$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc', 'hashPrefix'],
    ['$scrypt$ln=14,r=8$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf04', 'scryptParams'],
    ['$scrypt$ln=14,r=8,p=1$U29kaXVtQ2hsb3JpZGU', 'scryptForm'],
    ['$scrypt$ln=14,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAb~gf04', 'phcBase64'],
    ['$1$abcdefgh$abcdefghijklmnopqrstuv', 'hashPrefix'],
  ])('%s: %s', async (hash, code) => {
    expect(await verify('password', hash)).toMatchObject({ kind: 'tool-error', code, params: { field: 'hash' } });
  });
  it('refuses costs beyond what this page verifies, saying them', async () => {
    expect(parsePhc('$argon2id$v=19$m=2097152,t=1,p=4$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc')).toEqual(
      toolError('argon2TooCostly', { field: 'hash', memory: 2048, iterations: 1, maxMemory: 1024, maxIterations: 20 }),
    );
    expect(parsePhc('$scrypt$ln=21,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf04')).toEqual(toolError('scryptTooCostly', { field: 'hash', memory: 2048, max: 1024 }));
  });
  it('compares the whole hash: one byte changed is no match', async () => {
    const phc = parsePhc('$argon2i$v=19$m=256,t=2,p=2$c29tZXNhbHQ$T/XOJ2mh1/TIpJHfCdQan76Q5esCFVoT5MAeIM1Oq2E');
    if (isToolError(phc)) throw new Error(phc.code);
    expect(await verifyPhc(enc('password'), phc)).toBe(true);
    phc.hash[31]! ^= 1;
    expect(await verifyPhc(enc('password'), phc)).toBe(false);
  });
});

describe('view of Argon2id and scrypt', () => {
  it('shows the PHC string to copy, the parameters, and Generate again only for a random salt', async () => {
    const example = manifest.examples.find((e) => e.name === 'argon2idReference')!;
    const v = view(example.output as Argon2Result);
    expect(v.copy).toBe('$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc');
    expect(v.regenerate).toBe(false);
    expect(v.blocks[0]).toMatchObject({ kind: 'text', text: v.copy, mono: true });
    expect(v.blocks[1]).toMatchObject({ items: [{ value: { t: 'units.kib' } }, { value: { num: 2 } }, { value: { num: 1 } }, { value: { t: 'saltTyped' } }, {}] });
    expect(v.blocks.at(-1)).toMatchObject({ kind: 'note', tone: 'warning', text: { t: 'saltTypedNote' } });
    expect(view({ ...(example.output as Argon2Result), randomSalt: true }).regenerate).toBeUndefined();
  });
  it('shows scrypt’s N as a number, not as its logarithm, and never the 72-byte warning', async () => {
    const v = view({ ...(manifest.examples.find((e) => e.name === 'scryptRfc')!.output as ScryptResult), bytes: 100 });
    const items = (v.blocks[1] as unknown as { items: unknown[] }).items;
    expect(items.slice(0, 4)).toMatchObject([{ value: { num: 16_384 } }, { value: { num: 8 } }, { value: { num: 1 } }, { value: { t: 'units.mib' } }]);
    expect(v.blocks.some((b) => b.kind === 'note' && b.tone === 'warning' && (b.text as { t: string }).t === 'tooLong')).toBe(false);
    expect(view({ mode: 'verify', algorithm: 'scrypt', match: true, costLog: 14, blockSize: 8, parallelism: 1, bytes: 100 }).blocks).toHaveLength(1);
  });
});

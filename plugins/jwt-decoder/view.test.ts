import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, jsonNumber, parseJsonExact, type NoteBlock, type TextBlock, type ValuesBlock } from '@sdk/core';
import { displayContext, writer } from '../../tests/display.ts';
import { displayText } from '@sdk/ui';
import { BIG_NUMBERS_TOKEN, RFC_KEY, RFC_TOKEN, type Options } from './manifest.ts';
import { decodeAndVerify, type JwtResult } from './run.ts';
import { view } from './view.ts';
import type { SignResult } from './sign.ts';

const DEFAULTS: Options = { mode: 'decode', alg: 'HS256', secretEncoding: 'text', iat: false, expiresIn: 'none' };
const en = writer('jwt-decoder', 'en');
const de = writer('jwt-decoder', 'de');
const es = writer('jwt-decoder', 'es');
const fr = writer('jwt-decoder', 'fr');

async function show(token: string, key = '', now = Date.UTC(2026, 10, 26, 12), options: Options = DEFAULTS) {
  const result = await decodeAndVerify({ token, key }, options, now);
  if (isToolError(result)) throw new Error(result.code);
  return asResultView(view(result as JwtResult, { input: { token, key }, options }));
}

describe('jwt decoder view', () => {
  it('says first whether the signature holds, then warns of an expired token', async () => {
    const v = await show(RFC_TOKEN, RFC_KEY);
    const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note');
    expect(en(notes[0]!.text)).toBe('Signature verified: the token was signed with this JWK (HS256) and has not been changed.');
    expect(notes[0]!.tone).toBe('info');
    expect(en(notes[1]!.text)).toMatch(/^This token expired on Mar 22, 2011, \d{1,2}:43:00 [AP]M /);
    expect(de(notes[0]!.text)).toBe('Signatur gültig: Das Token wurde mit diesem JWK (HS256) signiert und nicht verändert.');
    const wrong = await show(RFC_TOKEN, 'secret');
    expect(wrong.blocks[0]).toMatchObject({ kind: 'note', tone: 'warning' });
    expect(en((wrong.blocks[0] as NoteBlock).text)).toMatch(/^Invalid signature/);
    expect(en(((await show(RFC_TOKEN)).blocks[0] as NoteBlock).text)).toBe('Signature not checked: paste the secret or public key to verify it.');
  });

  it('names the key with its own article, so the sentence agrees with its gender in every language', async () => {
    const result = await decodeAndVerify({ token: RFC_TOKEN, key: RFC_KEY }, DEFAULTS, Date.UTC(2026, 10, 26, 12));
    if (isToolError(result)) throw new Error(result.code);
    const said = (keyKind: JwtResult['keyKind'], write: (d: NoteBlock['text']) => string) =>
      write((asResultView(view({ ...(result as JwtResult), keyKind }, { input: { token: RFC_TOKEN, key: RFC_KEY }, options: DEFAULTS })).blocks[0] as NoteBlock).text).replace(/\u202f/g, ' ');
    expect(said('spki', es)).toBe('Firma verificada: el token se firmó con esta clave pública (HS256) y no se ha modificado.');
    expect(said('secret', es)).toBe('Firma verificada: el token se firmó con este secreto (HS256) y no se ha modificado.');
    expect(said('spki', fr)).toBe('Signature vérifiée : le jeton a été signé avec cette clé publique (HS256) et n’a pas été modifié.');
    expect(said('certificate', fr)).toBe('Signature vérifiée : le jeton a été signé avec la clé de ce certificat (HS256) et n’a pas été modifié.');
    expect(said('certificate', de)).toBe('Signatur gültig: Das Token wurde mit dem Schlüssel dieses Zertifikats (HS256) signiert und nicht verändert.');
    expect(said('spki', en)).toBe('Signature verified: the token was signed with this public key (HS256) and has not been changed.');
  });

  it('keeps the decoded token on screen with a key that cannot be used, and says why at the key', async () => {
    const v = await show(RFC_TOKEN, 'secret', undefined, { ...DEFAULTS, secretEncoding: 'hex' });
    expect(v.blocks[0]).toMatchObject({ kind: 'note', tone: 'warning' });
    expect(en((v.blocks[0] as NoteBlock).text)).toBe('Signature not checked: this key cannot be used for HS256 (see the message at the key).');
    expect(de((v.blocks[0] as NoteBlock).text)).toBe('Signatur nicht geprüft: Dieser Schlüssel ist für HS256 nicht verwendbar (siehe Meldung beim Schlüssel).');
    expect(Object.keys(v.fieldMessages!)).toEqual(['key']);
    expect(en(v.fieldMessages!.key!)).toBe('“s” is not a hex digit. Write the secret in hex (0–9, a–f), or choose Text.');
    // The header, payload and claims stay, and Copy still copies the payload.
    const texts = v.blocks.filter((b): b is TextBlock => b.kind === 'text');
    expect(texts.map((t) => en(t.label!))).toEqual(['Header', 'Payload']);
    expect(v.copy).toBe(texts[1]!.text);
    expect(v.blocks.find((b): b is ValuesBlock => b.kind === 'values')!.items.map((i) => en(i.label))).toContain('Issuer (iss)');
    // A key that works marks nothing.
    expect((await show(RFC_TOKEN, RFC_KEY)).fieldMessages).toBeUndefined();
    expect((await show(RFC_TOKEN, 'secret')).fieldMessages).toBeUndefined();
  });

  it('explains the algorithm and claims, with dates in the visitor’s zone and how long ago', async () => {
    const v = await show(RFC_TOKEN);
    const values = v.blocks.find((b): b is ValuesBlock => b.kind === 'values')!;
    expect(values.items.map((i) => en(i.label))).toEqual(['Algorithm (alg)', 'Type (typ)', 'Issuer (iss)', 'Expired (exp)']);
    expect(en(values.items[0]!.hint!)).toBe('HMAC with SHA-256 (shared secret)');
    expect(values.items[2]).toMatchObject({ value: 'joe' });
    expect(en(values.items[2]!.hint!)).toBe('Who issued the token.');
    // How long ago, written and ticking in the browser at the page's current time; the date under it.
    expect(values.items[3]!.value).toEqual({ relative: 1_300_819_380_000 });
    const at = Date.UTC(2026, 10, 26, 12);
    expect(displayText(values.items[3]!.value, displayContext('jwt-decoder', 'en', at))).toBe('16 years ago');
    expect(displayText(values.items[3]!.value, displayContext('jwt-decoder', 'fr', at))).toBe('il y a 16 ans');
    expect(en(values.items[3]!.hint!)).toMatch(/^Mar 22, 2011, \d{1,2}:43:00 [AP]M .+ · 1300819380$/);
  });

  it('says Expires for a token still valid, with each time claim', async () => {
    const token = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"iat":1700000000,"nbf":1700000000,"exp":4102444800}').toString('base64url')}.`;
    const values = (await show(token)).blocks.find((b): b is ValuesBlock => b.kind === 'values')!;
    expect(values.items.map((i) => en(i.label))).toEqual(['Algorithm (alg)', 'Expires (exp)', 'Not before (nbf)', 'Issued at (iat)']);
    expect(values.items[1]!.value).toEqual({ relative: 4_102_444_800_000 });
    expect(displayText(values.items[1]!.value, displayContext('jwt-decoder', 'de', Date.UTC(2026, 10, 26, 12)))).toBe('in 73 Jahren');
  });

  it('shows the header and payload pretty-printed, copies the payload', async () => {
    const v = await show(RFC_TOKEN);
    const texts = v.blocks.filter((b): b is TextBlock => b.kind === 'text');
    expect(texts.map((t) => en(t.label!))).toEqual(['Header', 'Payload']);
    expect(texts[0]!.text).toBe('{\n  "typ": "JWT",\n  "alg": "HS256"\n}');
    expect(v.copy).toBe(texts[1]!.text);
    expect(en(v.copyLabel!)).toBe('Copy payload');
    expect(en((v.blocks.at(-1) as NoteBlock).text)).toBe('Decoded and verified in your browser: your token and key never leave this page.');
  });

  it('shows, copies and downloads the payload with its numbers as written, also after the page receives the result', async () => {
    const result = await decodeAndVerify({ token: BIG_NUMBERS_TOKEN, key: 'your-256-bit-secret' }, DEFAULTS, Date.UTC(2026, 10, 26, 12));
    const v = asResultView(view(structuredClone(result) as JwtResult, { input: { token: BIG_NUMBERS_TOKEN, key: '' }, options: DEFAULTS }));
    const payload = v.blocks.filter((b): b is TextBlock => b.kind === 'text')[1]!.text;
    expect(payload).toContain('"account": 12345678901234567890,\n  "balance": 0.1000000000000000000001,');
    expect(v.copy).toBe(payload);
    expect(String(v.json)).toContain('"payload": {\n    "sub": "1234567890",\n    "name": "Ada",\n    "account": 12345678901234567890,\n    "balance": 0.1000000000000000000001,');
    expect(parseJsonExact(String(v.json))).toMatchObject({ value: { ...result, payload: { account: jsonNumber('12345678901234567890'), balance: jsonNumber('0.1000000000000000000001') } } });
  });

  it('shows a header member typ or kid that is a number as written', async () => {
    const token = `${Buffer.from('{"alg":"none","kid":12345678901234567890}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`;
    const values = (await show(token)).blocks.find((b): b is ValuesBlock => b.kind === 'values')!;
    expect(values.items[1]).toMatchObject({ value: '12345678901234567890' });
  });

  it('says a time claim that is not a number is not a date', async () => {
    const token = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"exp":"soon"}').toString('base64url')}.`;
    const v = await show(token);
    const values = v.blocks.find((b): b is ValuesBlock => b.kind === 'values')!;
    expect(values.items[1]).toMatchObject({ value: 'soon' });
    expect(en(values.items[1]!.hint!)).toBe('Not a date: this claim must be a number of seconds since 1970.');
    expect(en((v.blocks[0] as NoteBlock).text)).toMatch(/^Unsecured token/);
  });
});

describe('jwt decoder view of a signed token', () => {
  const signedResult: SignResult = { mode: 'sign', token: 'a.b.c', alg: 'HS256', headerJson: '{}', payloadJson: '{}', shortSecret: { bytes: 6, min: 32 } };

  it('gives the token to copy first, then the short-secret warning, the header and the payload', () => {
    const v = asResultView(view(signedResult));
    expect(v.blocks.map((b) => b.kind)).toEqual(['text', 'note', 'text', 'text', 'note']);
    expect(v.copy).toBe('a.b.c');
    expect(en((v.blocks[0] as TextBlock).label!)).toBe('Signed token');
    expect(en(v.copyLabel!)).toBe('Copy token');
    expect(en((v.blocks[1] as NoteBlock).text)).toBe('This secret is 6 bytes long: RFC 7518 asks for at least 32 bytes for HS256, as long as the hash. A short secret can be guessed; the JWT secret generator makes a strong one.');
    expect(de((v.blocks[1] as NoteBlock).text)).toMatch(/^Dieses Secret ist 6 Byte lang: RFC 7518 verlangt für HS256 mindestens 32 Byte/);
    expect(fr((v.blocks[1] as NoteBlock).text)).toMatch(/^Ce secret fait 6 octets\u202f: la RFC 7518 en demande au moins 32 pour HS256/);
    expect(es((v.blocks[0] as TextBlock).label!)).toBe('Token firmado');
  });

  it('says no warning for a long enough secret or a key', () => {
    const { shortSecret: _, ...long } = signedResult;
    expect(asResultView(view(long)).blocks.filter((b) => b.kind === 'note')).toHaveLength(1);
  });
});

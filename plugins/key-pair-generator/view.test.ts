import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type NoteBlock, type TextBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { RFC8037_KEY, type Options } from './manifest.ts';
import { run, type KeyPair } from './run.ts';
import { view } from './view.ts';

const DEFAULTS: Options = { keyType: 'rsa', rsaBits: 2048, rsaUse: 'RSA-PSS', hash: 'SHA-256', curve: 'P-256' };
const en = writer('key-pair-generator', 'en');
const fr = writer('key-pair-generator', 'fr');

async function show(privateKey = '', options: Partial<Options> = {}) {
  const o = { ...DEFAULTS, ...options };
  const result = await run({ privateKey }, o);
  if (isToolError(result)) throw new Error(result.code);
  return { result: result as KeyPair, view: asResultView(view(result as KeyPair, { input: { privateKey }, options: o })) };
}

describe('key pair generator view', () => {
  it('says where a new key was made, gives its fingerprints, both PEMs and JWKs, and copies the public key', async () => {
    const { result, view: v } = await show();
    expect(en((v.blocks[0] as NoteBlock).text)).toBe('New RSA-PSS key pair (2,048 bits), generated in your browser with the Web Crypto API: it is never sent anywhere.');
    expect(fr((v.blocks[0] as NoteBlock).text)).toBe('Nouvelle paire de clés RSA-PSS (2\u202f048 bits), générée dans votre navigateur avec l’API Web Crypto\u202f: elle n’est jamais envoyée nulle part.');
    const values = v.blocks[1] as ValuesBlock;
    expect(values.items.map((i) => en(i.label))).toEqual(['SHA-256 (hex)', 'SHA-256 (Base64)', 'JWK thumbprint (RFC 7638)']);
    expect(values.items[0]!.value).toBe(result.fingerprint);
    const texts = v.blocks.filter((b): b is TextBlock => b.kind === 'text');
    expect(texts.map((t) => en(t.label!))).toEqual(['Public key (SPKI, PEM)', 'Private key (PKCS #8, PEM)', 'Public key (JWK)', 'Private key (JWK)']);
    expect(v.copy).toBe(result.publicPem);
    expect(en(v.copyLabel!)).toBe('Copy public key');
    expect(v.txt).toBe(`${result.privatePem}\n${result.publicPem}\n`);
    expect(v.regenerate).toBe(true);
    expect(en(v.regenerateLabel!)).toBe('New key pair');
    expect(v.blocks.some((b) => b.kind === 'note' && b.tone === 'warning')).toBe(true);
  });

  it('offers no new key for a key pasted in, and says it was read', async () => {
    const { view: v } = await show(RFC8037_KEY);
    expect(en((v.blocks[0] as NoteBlock).text)).toBe('Public key and formats of your Ed25519 key, computed in your browser: your key is never sent anywhere.');
    expect(v.regenerate).toBe(false);
  });
});

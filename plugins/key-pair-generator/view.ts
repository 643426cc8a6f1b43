/**
 * The key pair: where it was made, its fingerprints, the public key and the private key in PEM, then
 * both as JWKs, with a warning to keep the private key secret. Copy gives the public key.
 */
import { msg, num, type ResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { KeyPair } from './run.ts';

export function view(result: KeyPair, _context: { input: Input; options: Options }): ResultView {
  const size = result.keyType === 'rsa' ? msg('bits', { bits: num(Number(result.size)) }) : result.size;
  const what = { algorithm: result.algorithm, size };
  return {
    blocks: [
      // An Ed25519 key has one size: its name says it.
      { kind: 'note', text: msg(`${result.source}${result.keyType === 'ed25519' ? 'Ed25519' : ''}`, what) },
      {
        kind: 'values',
        layout: 'rows',
        label: msg('fingerprints'),
        items: [
          { label: msg('fingerprintHex'), value: result.fingerprint, mono: true, copy: true },
          { label: msg('fingerprintBase64'), value: result.fingerprintBase64, mono: true, copy: true },
          { label: msg('thumbprint'), value: result.thumbprint, mono: true, copy: true },
        ],
      },
      { kind: 'text', text: result.publicPem, label: msg('publicPem'), mono: true, noTranslate: true },
      { kind: 'text', text: result.privatePem, label: msg('privatePem'), mono: true, noTranslate: true },
      { kind: 'note', tone: 'warning', text: msg('keepSecret') },
      { kind: 'text', text: result.publicJwk, label: msg('publicJwk'), mono: true, noTranslate: true },
      { kind: 'text', text: result.privateJwk, label: msg('privateJwk'), mono: true, noTranslate: true },
    ],
    copy: result.publicPem,
    copyLabel: msg('copyPublic'),
    txt: `${result.privatePem}\n${result.publicPem}\n`,
    json: { publicKey: JSON.parse(result.publicJwk), privateKey: JSON.parse(result.privateJwk) },
    regenerate: result.source === 'generated',
    regenerateLabel: msg('regenerate'),
    filename: 'key-pair',
  };
}

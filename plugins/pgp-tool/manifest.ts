import { defineTool, toolError, type InputOf, type OptionsOf } from '@sdk/core';
import {
  ALICE_FINGERPRINT,
  ALICE_PRIVATE,
  ALICE_PUBLIC,
  BOB_FINGERPRINT,
  BOB_PRIVATE,
  BOB_PUBLIC,
  CAROL_CLEARTEXT_SIGNED,
  CAROL_FINGERPRINT,
  CAROL_PUBLIC,
  CLEARTEXT_SIGNED,
  DETACHED_SIGNATURE,
  GNUPG_TO_ALICE,
  MESSAGE_TO_BOTH,
  SIGNED_TEXT,
  TEST_PASSPHRASE,
} from './fixtures.ts';

export const MODES = ['generate', 'encrypt', 'decrypt', 'sign', 'verify', 'inspect'] as const;
export const KEY_TYPES = ['curve25519', 'rsa4096'] as const;
export const EXPIRIES = ['never', '1y', '2y', '3y', '5y'] as const;
export const SIGNATURE_TYPES = ['cleartext', 'detached'] as const;

const ALICE = { fingerprint: ALICE_FINGERPRINT, keyId: ALICE_FINGERPRINT.slice(-16), userId: 'Alice Example (test key) <alice@example.org>' };
const CAROL = { fingerprint: CAROL_FINGERPRINT, keyId: CAROL_FINGERPRINT.slice(-16), userId: 'Carol GnuPG <carol@example.net>' };

/**
 * OpenPGP with openpgp.js, loaded on first use in the tool's worker: generate a key pair (Curve25519 or
 * RSA 4096, the private key protected by a passphrase), encrypt to one or more public keys (signed if a
 * private key is given), decrypt (saying who signed and whether it verifies), sign (cleartext or detached),
 * verify, and inspect a key. Every field is secret: never remembered, never in a link; nothing leaves the page.
 * Generating and encrypting are random: their examples show what is refused; the others have exact answers
 * from fixed test keys (fixtures.ts), some made by GnuPG.
 */
export const manifest = defineTool({
  related: ['key-pair-generator', 'text-encryption', 'hash-generator', 'password-generator', 'base64-encoder', 'certificate-decoder'],
  fields: {
    name: { kind: 'line', tabs: ['generate'], secret: true, maxLength: 200 },
    email: { kind: 'line', tabs: ['generate'], secret: true, inputMode: 'email', maxLength: 200 },
    comment: { kind: 'line', tabs: ['generate'], secret: true, maxLength: 200 },
    message: { kind: 'text', tabs: ['encrypt', 'sign'], secret: true, rows: 6 },
    encrypted: { kind: 'text', tabs: ['decrypt'], secret: true, mono: true, rows: 6 },
    signed: { kind: 'text', tabs: ['verify'], secret: true, mono: true, rows: 6 },
    original: { kind: 'text', tabs: ['verify'], secret: true, rows: 3 },
    publicKey: { kind: 'text', tabs: ['encrypt', 'decrypt', 'verify'], secret: true, mono: true, rows: 4 },
    key: { kind: 'text', tabs: ['inspect'], secret: true, mono: true, rows: 8 },
    privateKey: { kind: 'text', tabs: ['encrypt', 'decrypt', 'sign'], secret: true, mono: true, rows: 4 },
    passphrase: { kind: 'line', tabs: ['generate', 'encrypt', 'decrypt', 'sign'], secret: true, wide: true },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'generate' },
    keyType: { type: 'string', enum: KEY_TYPES, default: 'curve25519' },
    expiry: { type: 'string', enum: EXPIRIES, default: '2y' },
    signatureType: { type: 'string', enum: SIGNATURE_TYPES, default: 'cleartext' },
  },
  ui: { mode: 'tabs', keyType: 'segmented', expiry: 'select', signatureType: 'segmented' },
  optionTabs: { keyType: ['generate'], expiry: ['generate'], signatureType: ['sign'] },
  // New keys, ciphertexts and signatures are random (a new salt in every signature).
  random: true,
  // openpgp.js is 130 kB (gzip): loaded in the worker on first use; an RSA 4096 key takes seconds, on a slow phone tens: the longest limit the host allows.
  worker: true,
  timeLimitSeconds: 120,
  downloads: ['txt'],
  onTabChange: carryOver,
  examples: [
    {
      name: 'generateNoPassphrase',
      input: { name: 'Alice Example', email: 'alice@example.org' },
      output: toolError('passphraseMissing', { field: 'passphrase' }),
    },
    {
      name: 'generateBadEmail',
      input: { name: 'Alice Example', email: 'alice at example.org', passphrase: TEST_PASSPHRASE },
      output: toolError('invalidEmail', { field: 'email' }),
    },
    {
      name: 'encryptNoEncryptionKey',
      input: { message: 'Hello Carol', publicKey: CAROL_PUBLIC },
      options: { mode: 'encrypt' },
      output: toolError('noEncryptionKey', { field: 'publicKey', userId: CAROL.userId, fingerprint: CAROL.fingerprint }),
    },
    {
      name: 'decryptSigned',
      input: { encrypted: MESSAGE_TO_BOTH, privateKey: BOB_PRIVATE, passphrase: TEST_PASSPHRASE, publicKey: ALICE_PUBLIC },
      options: { mode: 'decrypt' },
      output: {
        mode: 'decrypt',
        text: 'Meet me at the usual place at 7.',
        decryptedWith: { fingerprint: BOB_FINGERPRINT, keyId: BOB_FINGERPRINT.slice(-16), userId: 'Bob Example <bob@example.org>' },
        signatures: [{ status: 'valid', ...ALICE, created: '2026-01-02T10:00:00.000Z' }],
      },
    },
    {
      name: 'decryptGnupg',
      input: { encrypted: GNUPG_TO_ALICE, privateKey: ALICE_PRIVATE, passphrase: TEST_PASSPHRASE, publicKey: CAROL_PUBLIC },
      options: { mode: 'decrypt' },
      output: {
        mode: 'decrypt',
        text: 'Encrypted by GnuPG for Alice.\n',
        decryptedWith: ALICE,
        signatures: [{ status: 'valid', ...CAROL, created: '2026-03-01T11:00:00.000Z' }],
      },
    },
    {
      name: 'decryptWrongPassphrase',
      input: { encrypted: MESSAGE_TO_BOTH, privateKey: BOB_PRIVATE, passphrase: 'Correct horse battery staple' },
      options: { mode: 'decrypt' },
      output: toolError('wrongPassphrase', { field: 'passphrase' }),
    },
    {
      name: 'signNotPrivate',
      input: { message: SIGNED_TEXT, privateKey: ALICE_PUBLIC, passphrase: TEST_PASSPHRASE },
      options: { mode: 'sign' },
      output: toolError('notPrivateKey', { field: 'privateKey' }),
    },
    {
      name: 'verifyCleartext',
      input: { signed: CLEARTEXT_SIGNED, publicKey: ALICE_PUBLIC },
      options: { mode: 'verify' },
      output: { mode: 'verify', signatureType: 'cleartext', text: SIGNED_TEXT, signatures: [{ status: 'valid', ...ALICE, created: '2026-01-02T10:00:00.000Z' }] },
    },
    {
      name: 'verifyDetached',
      input: { signed: DETACHED_SIGNATURE, original: SIGNED_TEXT, publicKey: ALICE_PUBLIC },
      options: { mode: 'verify' },
      output: { mode: 'verify', signatureType: 'detached', text: SIGNED_TEXT, signatures: [{ status: 'valid', ...ALICE, created: '2026-01-02T10:00:00.000Z' }] },
    },
    {
      name: 'verifyTampered',
      input: { signed: CLEARTEXT_SIGNED.replace('Thursday', 'Friday'), publicKey: ALICE_PUBLIC },
      options: { mode: 'verify' },
      output: {
        mode: 'verify',
        signatureType: 'cleartext',
        text: SIGNED_TEXT.replace('Thursday', 'Friday'),
        signatures: [{ status: 'invalid', ...ALICE, created: '2026-01-02T10:00:00.000Z' }],
      },
    },
    {
      name: 'verifyUnknownKey',
      input: { signed: CLEARTEXT_SIGNED, publicKey: BOB_PUBLIC },
      options: { mode: 'verify' },
      output: { mode: 'verify', signatureType: 'cleartext', text: SIGNED_TEXT, signatures: [{ status: 'unknownKey', fingerprint: ALICE.fingerprint, keyId: ALICE.keyId, userId: '', created: '2026-01-02T10:00:00.000Z' }] },
    },
    {
      name: 'verifyGnupg',
      input: { signed: CAROL_CLEARTEXT_SIGNED, publicKey: CAROL_PUBLIC },
      options: { mode: 'verify' },
      output: { mode: 'verify', signatureType: 'cleartext', text: 'Signed with GnuPG 2.2.40.', signatures: [{ status: 'valid', ...CAROL, created: '2026-03-01T10:00:00.000Z' }] },
    },
    {
      name: 'inspectPublic',
      input: { key: ALICE_PUBLIC },
      options: { mode: 'inspect' },
      output: {
        mode: 'inspect',
        keys: [
          {
            isPrivate: false,
            protected: null,
            fingerprint: ALICE_FINGERPRINT,
            keyId: ALICE.keyId,
            algorithm: 'EdDSA',
            bits: null,
            curve: 'Ed25519',
            version: 4,
            userIds: [ALICE.userId],
            created: '2026-01-01T00:00:00.000Z',
            expires: null,
            revoked: false,
            usage: ['certify', 'sign'],
            subkeys: [
              { fingerprint: 'd558890e5ad3024274f67228828b31818467d7e3', keyId: '828b31818467d7e3', algorithm: 'ECDH', bits: null, curve: 'Curve25519', created: '2026-01-01T00:00:00.000Z', expires: null, revoked: false, usage: ['encrypt'], protected: null },
            ],
          },
        ],
      },
    },
    {
      name: 'inspectMalformed',
      input: { key: ALICE_PUBLIC.replace('xjMEaVW5', 'xjMEaVW') },
      options: { mode: 'inspect' },
      output: toolError('badArmor', { field: 'key' }),
    },
  ],
});

/** What one tab made is what the next one needs: a new key pair's keys, a ciphertext, a signature (a field already filled is kept). */
function carryOver({ input, output, to }: { readonly input: Readonly<Record<string, unknown>>; readonly output?: unknown; readonly to: string }): { input?: Record<string, string> } {
  const out = output as { mode?: string; publicKey?: string; privateKey?: string; message?: string; signature?: string; signatureType?: string } | undefined;
  const empty = (name: string) => !input[name];
  if (out?.mode === 'generate' && out.publicKey && out.privateKey) {
    if ((to === 'encrypt' || to === 'verify') && empty('publicKey')) return { input: { publicKey: out.publicKey } };
    if (to === 'inspect' && empty('key')) return { input: { key: out.publicKey } };
    if ((to === 'decrypt' || to === 'sign') && empty('privateKey')) return { input: { privateKey: out.privateKey } };
  }
  if (out?.mode === 'encrypt' && out.message && to === 'decrypt') return { input: { encrypted: out.message } };
  if (out?.mode === 'sign' && out.signature && to === 'verify') return { input: { signed: out.signature, original: out.signatureType === 'detached' ? String(input.message ?? '') : '' } };
  return {};
}

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

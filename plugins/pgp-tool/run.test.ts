import { describe, expect, it } from 'vitest';
import * as openpgp from 'openpgp';
import { isToolError, messageKeys, asResultView } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { run, type DecryptResult, type EncryptResult, type GenerateResult, type InspectResult, type PgpResult, type SignResult, type VerifyResult } from './run.ts';
import { formatFingerprint, view } from './view.ts';
import { ALICE_FINGERPRINT, ALICE_PRIVATE, ALICE_PUBLIC, BOB_PRIVATE, BOB_PUBLIC, CAROL_PUBLIC, CLEARTEXT_SIGNED, DETACHED_SIGNATURE, MESSAGE_TO_BOTH, SIGNED_TEXT, TEST_PASSPHRASE } from './fixtures.ts';
import en from './locales/en.json';

const EMPTY: Input = { name: '', email: '', comment: '', message: '', encrypted: '', signed: '', original: '', publicKey: '', key: '', privateKey: '', passphrase: '' };
const DEFAULTS: Options = { mode: 'generate', keyType: 'curve25519', expiry: '2y', signatureType: 'cleartext' };

async function ok<T extends PgpResult>(input: Partial<Input>, options: Partial<Options>): Promise<T> {
  const result = await run({ ...EMPTY, ...input }, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code} ${JSON.stringify(result.params)}`);
  return result as T;
}
async function error(input: Partial<Input>, options: Partial<Options>) {
  const result = await run({ ...EMPTY, ...input }, { ...DEFAULTS, ...options });
  if (!isToolError(result)) throw new Error(`expected an error, got ${JSON.stringify(result).slice(0, 200)}`);
  return result;
}

/** Every text a result's view uses is in the English locale (plurals by their _other form). */
function expectTexts(result: PgpResult) {
  const flat = new Set<string>();
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    else flat.add(path);
  };
  walk(en, '');
  for (const key of messageKeys(asResultView(view(result)))) expect(flat.has(key) || flat.has(`${key}_other`), key).toBe(true);
}

describe('pgp-tool: a new key pair, used in every other tab (round trips)', () => {
  let made: GenerateResult;
  it('generates a Curve25519 key pair whose private key the passphrase protects, expiring in two years', async () => {
    made = await ok<GenerateResult>({ name: ' Dana Test ', email: 'dana@example.com', comment: 'work', passphrase: 'four words of passphrase' }, {});
    expect(made.userId).toBe('Dana Test (work) <dana@example.com>');
    expect(made.publicKey).toMatch(/^-----BEGIN PGP PUBLIC KEY BLOCK-----\n[\s\S]+-----END PGP PUBLIC KEY BLOCK-----\n$/);
    expect(made.privateKey).toMatch(/^-----BEGIN PGP PRIVATE KEY BLOCK-----/);
    expect(made.revocationCertificate).toMatch(/-----BEGIN PGP PUBLIC KEY BLOCK-----/);
    expect(made.fingerprint).toMatch(/^[0-9a-f]{40}$/);
    expect(made.keyId).toBe(made.fingerprint.slice(-16));
    const created = new Date(made.created);
    const twoYears = new Date(created);
    twoYears.setUTCFullYear(created.getUTCFullYear() + 2);
    expect(made.expires).toBe(twoYears.toISOString());
    // A second implementation of reading it: openpgp's own key object, locked until the passphrase is given.
    const key = await openpgp.readPrivateKey({ armoredKey: made.privateKey });
    expect(key.isDecrypted()).toBe(false);
    await expect(openpgp.decryptKey({ privateKey: key, passphrase: 'wrong' })).rejects.toThrow(/passphrase/i);
    expect((await openpgp.decryptKey({ privateKey: key, passphrase: 'four words of passphrase' })).isDecrypted()).toBe(true);
    expectTexts(made);
  });

  it('inspects it: EdDSA primary key, Curve25519 encryption subkey, protected, its dates', async () => {
    const { keys } = await ok<InspectResult>({ key: made.privateKey }, { mode: 'inspect' });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ isPrivate: true, protected: true, fingerprint: made.fingerprint, algorithm: 'EdDSA', curve: 'Ed25519', userIds: [made.userId], created: made.created, expires: made.expires, usage: ['certify', 'sign'], revoked: false });
    expect(keys[0]!.subkeys).toEqual([expect.objectContaining({ algorithm: 'ECDH', curve: 'Curve25519', usage: ['encrypt'], protected: true, expires: made.expires })]);
    expectTexts({ mode: 'inspect', keys });
  });

  it('encrypts to it and to a second key, signed; each recipient decrypts and sees a good signature', async () => {
    const text = 'Zürich → 東京, 😀\nline two';
    const sealed = await ok<EncryptResult>({ message: text, publicKey: `${made.publicKey}\n${BOB_PUBLIC}`, privateKey: ALICE_PRIVATE, passphrase: TEST_PASSPHRASE }, { mode: 'encrypt' });
    expect(sealed.message).toMatch(/^-----BEGIN PGP MESSAGE-----/);
    expect(sealed.recipients.map((r) => r.fingerprint)).toEqual([made.fingerprint, '33061e79a9cb360c51107ffa0a209c0f7cfbfc69']);
    expect(sealed.signedBy?.fingerprint).toBe(ALICE_FINGERPRINT);
    expectTexts(sealed);
    for (const [privateKey, passphrase] of [[made.privateKey, 'four words of passphrase'], [BOB_PRIVATE, TEST_PASSPHRASE]] as const) {
      const opened = await ok<DecryptResult>({ encrypted: sealed.message, privateKey, passphrase, publicKey: ALICE_PUBLIC }, { mode: 'decrypt' });
      expect(opened).toMatchObject({ text, signatures: [{ status: 'valid', fingerprint: ALICE_FINGERPRINT }] });
      expectTexts(opened);
    }
    // Without the sender's key, the signature's key is named and said to be unknown.
    const unknown = await ok<DecryptResult>({ encrypted: sealed.message, privateKey: BOB_PRIVATE, passphrase: TEST_PASSPHRASE }, { mode: 'decrypt' });
    expect(unknown.signatures).toEqual([expect.objectContaining({ status: 'unknownKey', fingerprint: ALICE_FINGERPRINT, userId: '' })]);
    // Another private key: the message names the keys it was encrypted to.
    const other = await error({ encrypted: sealed.message, privateKey: ALICE_PRIVATE, passphrase: TEST_PASSPHRASE }, { mode: 'decrypt' });
    expect(other.code).toBe('notForThisKey');
  });

  it('encrypts without signing: the decrypted message says it is not signed', async () => {
    const sealed = await ok<EncryptResult>({ message: 'plain', publicKey: made.publicKey }, { mode: 'encrypt' });
    expect(sealed.signedBy).toBeNull();
    const opened = await ok<DecryptResult>({ encrypted: sealed.message, privateKey: made.privateKey, passphrase: 'four words of passphrase' }, { mode: 'decrypt' });
    expect(opened).toMatchObject({ text: 'plain', signatures: [] });
    expect(messageKeys(asResultView(view(opened)))).toContain('messageNotSigned');
  });

  it('signs (cleartext and detached) and verifies; a changed message fails', async () => {
    const text = 'I agree to the terms.\nSigned today.';
    const clear = await ok<SignResult>({ message: text, privateKey: made.privateKey, passphrase: 'four words of passphrase' }, { mode: 'sign' });
    expect(clear.signature).toMatch(/^-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA\d+\n\nI agree to the terms\.\nSigned today\.\n-----BEGIN PGP SIGNATURE-----/);
    const checked = await ok<VerifyResult>({ signed: clear.signature, publicKey: made.publicKey }, { mode: 'verify' });
    expect(checked).toMatchObject({ signatureType: 'cleartext', text, signatures: [{ status: 'valid', fingerprint: made.fingerprint, userId: made.userId }] });
    expect(Date.now() - Date.parse(checked.signatures[0]!.created!)).toBeLessThan(60_000);
    const changed = await ok<VerifyResult>({ signed: clear.signature.replace('agree', 'disagree'), publicKey: made.publicKey }, { mode: 'verify' });
    expect(changed.signatures[0]!.status).toBe('invalid');

    const detached = await ok<SignResult>({ message: text, privateKey: made.privateKey, passphrase: 'four words of passphrase' }, { mode: 'sign', signatureType: 'detached' });
    expect(detached.signature).toMatch(/^-----BEGIN PGP SIGNATURE-----/);
    expect((await ok<VerifyResult>({ signed: detached.signature, original: text, publicKey: made.publicKey }, { mode: 'verify' })).signatures[0]!.status).toBe('valid');
    // Line endings do not matter to a text signature; a changed word does.
    expect((await ok<VerifyResult>({ signed: detached.signature, original: text.replace('\n', '\r\n'), publicKey: made.publicKey }, { mode: 'verify' })).signatures[0]!.status).toBe('valid');
    expect((await ok<VerifyResult>({ signed: detached.signature, original: `${text}!`, publicKey: made.publicKey }, { mode: 'verify' })).signatures[0]!.status).toBe('invalid');
    expect(await error({ signed: detached.signature, publicKey: made.publicKey }, { mode: 'verify' })).toEqual({ kind: 'tool-error', code: 'originalMissing', params: { field: 'original' } });
    expectTexts(checked);
    expectTexts(changed);
    expectTexts(detached);
  });
});

describe('pgp-tool: the fixed test keys (fixtures.ts)', () => {
  it('verifies the signature made by the fixed key, and refuses it for a changed message', async () => {
    const good = await ok<VerifyResult>({ signed: CLEARTEXT_SIGNED, publicKey: ALICE_PUBLIC }, { mode: 'verify' });
    expect(good.signatures).toEqual([{ status: 'valid', fingerprint: ALICE_FINGERPRINT, keyId: '97bd71a9500fa868', userId: 'Alice Example (test key) <alice@example.org>', created: '2026-01-02T10:00:00.000Z' }]);
    const bad = await ok<VerifyResult>({ signed: DETACHED_SIGNATURE, original: SIGNED_TEXT.replace('10:00', '11:00'), publicKey: ALICE_PUBLIC }, { mode: 'verify' });
    expect(bad.signatures[0]!.status).toBe('invalid');
  });

  it('checks the signature of the fixed message with openpgp directly too (a second reading)', async () => {
    const { signatures } = await openpgp.verify({ message: await openpgp.readCleartextMessage({ cleartextMessage: CLEARTEXT_SIGNED }), verificationKeys: await openpgp.readKey({ armoredKey: ALICE_PUBLIC }) });
    await expect(signatures[0]!.verified).resolves.toBe(true);
  });

  it('finds the signer among several public keys pasted together', async () => {
    const { signatures } = await ok<VerifyResult>({ signed: CLEARTEXT_SIGNED, publicKey: `${BOB_PUBLIC}\n\n${CAROL_PUBLIC}\n${ALICE_PUBLIC}` }, { mode: 'verify' });
    expect(signatures[0]).toMatchObject({ status: 'valid', fingerprint: ALICE_FINGERPRINT });
  });

  it('verifies a signed (not encrypted) OpenPGP message, as gpg --sign --armor makes', async () => {
    const key = await openpgp.decryptKey({ privateKey: await openpgp.readPrivateKey({ armoredKey: ALICE_PRIVATE }), passphrase: TEST_PASSPHRASE });
    const inline = await openpgp.sign({ message: await openpgp.createMessage({ text: 'inline' }), signingKeys: key });
    expect(await ok<VerifyResult>({ signed: String(inline), publicKey: ALICE_PUBLIC }, { mode: 'verify' })).toMatchObject({ signatureType: 'inline', text: 'inline', signatures: [{ status: 'valid' }] });
    expect((await error({ signed: MESSAGE_TO_BOTH, publicKey: ALICE_PUBLIC }, { mode: 'verify' })).code).toBe('encryptedNotSigned');
  });

  it('reads a private key: protected, or not once its protection is removed', async () => {
    const protectedKey = await ok<InspectResult>({ key: BOB_PRIVATE }, { mode: 'inspect' });
    expect(protectedKey.keys[0]).toMatchObject({ isPrivate: true, protected: true, userIds: ['Bob Example <bob@example.org>'] });
    const open = (await openpgp.decryptKey({ privateKey: await openpgp.readPrivateKey({ armoredKey: BOB_PRIVATE }), passphrase: TEST_PASSPHRASE })).armor();
    const unprotected = await ok<InspectResult>({ key: open }, { mode: 'inspect' });
    expect(unprotected.keys[0]).toMatchObject({ isPrivate: true, protected: false });
    expect(messageKeys(asResultView(view(unprotected)))).toContain('unprotected');
    // A key without a passphrase signs without one.
    expect((await ok<SignResult>({ message: 'x', privateKey: open }, { mode: 'sign' })).signer.userId).toBe('Bob Example <bob@example.org>');
  });

  it('inspects several keys pasted together', async () => {
    const { keys } = await ok<InspectResult>({ key: `${ALICE_PUBLIC}\n${BOB_PUBLIC}\n${ALICE_PUBLIC}` }, { mode: 'inspect' });
    expect(keys.map((k) => k.userIds[0])).toEqual(['Alice Example (test key) <alice@example.org>', 'Bob Example <bob@example.org>']);
  });
});

describe('pgp-tool: what is refused, in words', () => {
  const cases: [string, Partial<Input>, Partial<Options>, string, string?][] = [
    ['no name nor e-mail', { passphrase: 'x' }, {}, 'userIdMissing', 'name'],
    ['an e-mail address without a domain', { name: 'A', email: 'a@b', passphrase: 'x' }, {}, 'invalidEmail', 'email'],
    ['a name with angle brackets', { name: 'A <b>', passphrase: 'x' }, {}, 'invalidName', 'name'],
    ['no passphrase for a new key', { name: 'A' }, {}, 'passphraseMissing', 'passphrase'],
    ['no message to encrypt', { publicKey: ALICE_PUBLIC }, { mode: 'encrypt' }, 'messageMissing', 'message'],
    ['no recipient', { message: 'm' }, { mode: 'encrypt' }, 'recipientsMissing', 'publicKey'],
    ['a damaged public key', { message: 'm', publicKey: ALICE_PUBLIC.slice(0, 200) }, { mode: 'encrypt' }, 'badArmor', 'publicKey'],
    ['a message where a key belongs', { message: 'm', publicKey: MESSAGE_TO_BOTH }, { mode: 'encrypt' }, 'notAKey', 'publicKey'],
    ['a signing key with a wrong passphrase', { message: 'm', publicKey: BOB_PUBLIC, privateKey: ALICE_PRIVATE, passphrase: 'nope' }, { mode: 'encrypt' }, 'wrongPassphrase', 'passphrase'],
    ['no encrypted message', { privateKey: BOB_PRIVATE }, { mode: 'decrypt' }, 'encryptedMissing', 'encrypted'],
    ['a key pasted as the message', { encrypted: ALICE_PUBLIC, privateKey: BOB_PRIVATE }, { mode: 'decrypt' }, 'keyNotMessage', 'encrypted'],
    ['a damaged message', { encrypted: MESSAGE_TO_BOTH.replace(/\n[A-Za-z0-9+/]{20}/, '\n'), privateKey: BOB_PRIVATE, passphrase: TEST_PASSPHRASE }, { mode: 'decrypt' }, 'badMessage', 'encrypted'],
    ['no private key', { encrypted: MESSAGE_TO_BOTH }, { mode: 'decrypt' }, 'privateKeyMissing', 'privateKey'],
    ['no passphrase for a protected key', { encrypted: MESSAGE_TO_BOTH, privateKey: BOB_PRIVATE }, { mode: 'decrypt' }, 'passphraseNeeded', 'passphrase'],
    ['a wrong passphrase', { encrypted: MESSAGE_TO_BOTH, privateKey: BOB_PRIVATE, passphrase: 'correct horse battery' }, { mode: 'decrypt' }, 'wrongPassphrase', 'passphrase'],
    ['a public key to sign with', { message: 'm', privateKey: BOB_PUBLIC, passphrase: 'x' }, { mode: 'sign' }, 'notPrivateKey', 'privateKey'],
    ['nothing to verify', { publicKey: ALICE_PUBLIC }, { mode: 'verify' }, 'signedMissing', 'signed'],
    ['a key pasted as the signature', { signed: ALICE_PUBLIC }, { mode: 'verify' }, 'keyNotSignature', 'signed'],
    ['plain text as a signature', { signed: 'hello' }, { mode: 'verify' }, 'badSignature', 'signed'],
    ['a damaged signature', { signed: CLEARTEXT_SIGNED.replace('-----BEGIN PGP SIGNATURE-----\n\nwrsE', '-----BEGIN PGP SIGNATURE-----\n\n'), publicKey: ALICE_PUBLIC }, { mode: 'verify' }, 'badSignature', 'signed'],
    ['no key to inspect', {}, { mode: 'inspect' }, 'keyMissing', 'key'],
    ['text that is no key', { key: 'ssh-ed25519 AAAAC3Nza' }, { mode: 'inspect' }, 'badArmor', 'key'],
  ];
  it.each(cases)('%s', async (_, input, options, code, field) => {
    const result = await error(input, options);
    expect(result.code).toBe(code);
    if (field) expect(result.params?.field).toBe(field);
    expect((en.errors as Record<string, string>)[code]).toBeTruthy();
  });

  it('names the key of a message encrypted to another key', async () => {
    const result = await error({ encrypted: MESSAGE_TO_BOTH, privateKey: `${(await openpgp.generateKey({ userIDs: [{ name: 'x' }], format: 'armored' })).privateKey}` }, { mode: 'decrypt' });
    expect(result).toMatchObject({ code: 'notForThisKey', params: { field: 'privateKey' } });
    expect(String(result.params?.keyIds)).toMatch(/^[0-9A-F]{16}, [0-9A-F]{16}$/);
  });
});

describe('pgp-tool: RSA 4096', () => {
  it('generates an RSA 4096 key pair with an RSA 4096 encryption subkey, and uses it', { timeout: 120_000 }, async () => {
    const made = await ok<GenerateResult>({ email: 'rsa@example.com', passphrase: 'rsa passphrase here' }, { keyType: 'rsa4096', expiry: 'never' });
    expect(made).toMatchObject({ keyType: 'rsa4096', userId: '<rsa@example.com>', expires: null });
    const { keys } = await ok<InspectResult>({ key: made.publicKey }, { mode: 'inspect' });
    expect(keys[0]).toMatchObject({ algorithm: 'RSA', bits: 4096, curve: null, subkeys: [expect.objectContaining({ algorithm: 'RSA', bits: 4096, usage: ['encrypt'] })] });
    const sealed = await ok<EncryptResult>({ message: 'big key', publicKey: made.publicKey }, { mode: 'encrypt' });
    expect(await ok<DecryptResult>({ encrypted: sealed.message, privateKey: made.privateKey, passphrase: 'rsa passphrase here' }, { mode: 'decrypt' })).toMatchObject({ text: 'big key' });
  });
});

describe('pgp-tool view', () => {
  it('writes fingerprints as GnuPG does', () => {
    expect(formatFingerprint(ALICE_FINGERPRINT)).toBe('89AE EC33 2329 AC8D 3B03 D4E8 97BD 71A9 500F A868');
    expect(formatFingerprint('97bd71a9500fa868')).toBe('97BD 71A9 500F A868');
  });

  it('says each signature status in its own words', () => {
    const sig = { fingerprint: ALICE_FINGERPRINT, keyId: '97bd71a9500fa868', userId: 'Alice', created: '2026-01-02T10:00:00.000Z' };
    const keys = (status: 'valid' | 'invalid' | 'unknownKey' | 'keyInvalid', fingerprint = sig.fingerprint) =>
      messageKeys(asResultView(view({ mode: 'verify', signatureType: 'cleartext', text: 't', signatures: [{ ...sig, fingerprint, status }] })));
    expect(keys('valid')).toContain('signature.valid');
    expect(keys('invalid')).toContain('signature.invalid');
    expect(keys('keyInvalid')).toContain('signature.keyInvalid');
    expect(keys('unknownKey')).toContain('signature.unknownKey');
    expect(keys('unknownKey', '')).toContain('signature.unknownKeyId');
  });
});

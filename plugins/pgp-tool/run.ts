import { hasLoneSurrogate, toolError, utf8Decode, type ToolError } from '@sdk/core';
import type { Key, PrivateKey, PublicKey, Subkey } from 'openpgp';
import type { Input, Options } from './manifest.ts';

type OpenPgp = typeof import('openpgp');

/** A key as a person recognises it: the primary key's fingerprint (lowercase hex), key ID and primary user ID. */
export interface KeyRef {
  readonly fingerprint: string;
  readonly keyId: string;
  readonly userId: string;
}

/**
 * One signature checked: valid; invalid (the message or the signature was changed, or it was made by
 * another key with the same ID); made by a key not given (unknownKey: the fingerprint is the one the
 * signature names, the user ID unknown); or by a key that was expired or revoked (keyInvalid).
 */
export interface SignatureCheck extends KeyRef {
  readonly status: 'valid' | 'invalid' | 'unknownKey' | 'keyInvalid';
  /** When it was made (ISO 8601), as the signature says. */
  readonly created: string | null;
}

export interface GenerateResult {
  readonly mode: 'generate';
  readonly keyType: Options['keyType'];
  readonly fingerprint: string;
  readonly keyId: string;
  readonly userId: string;
  readonly created: string;
  readonly expires: string | null;
  readonly publicKey: string;
  readonly privateKey: string;
  readonly revocationCertificate: string;
  /** Characters in the passphrase, to warn about a short one. */
  readonly passphraseLength: number;
}

export interface EncryptResult {
  readonly mode: 'encrypt';
  readonly message: string;
  readonly recipients: readonly KeyRef[];
  readonly signedBy: KeyRef | null;
}

export type DecryptResult = {
  readonly mode: 'decrypt';
  readonly decryptedWith: KeyRef;
  readonly signatures: readonly SignatureCheck[];
} & ({ readonly text: string } | { readonly bytes: Uint8Array; readonly filename: string });

export interface SignResult {
  readonly mode: 'sign';
  readonly signatureType: Options['signatureType'];
  readonly signature: string;
  readonly signer: KeyRef;
}

export interface VerifyResult {
  readonly mode: 'verify';
  /** What was pasted: a cleartext signed message, a detached signature, or a signed (not encrypted) OpenPGP message. */
  readonly signatureType: 'cleartext' | 'detached' | 'inline';
  /** The signed text. */
  readonly text: string;
  readonly signatures: readonly SignatureCheck[];
}

export type KeyUsage = 'certify' | 'sign' | 'encrypt' | 'authenticate';

export interface SubkeyInfo {
  readonly fingerprint: string;
  readonly keyId: string;
  readonly algorithm: string;
  readonly bits: number | null;
  readonly curve: string | null;
  readonly created: string;
  readonly expires: string | null;
  readonly revoked: boolean;
  readonly usage: readonly KeyUsage[];
  /** A private subkey: whether a passphrase protects it (null for a public key). */
  readonly protected: boolean | null;
}

export interface KeyInfo extends Omit<SubkeyInfo, 'protected'> {
  readonly isPrivate: boolean;
  readonly protected: boolean | null;
  readonly version: number;
  readonly userIds: readonly string[];
  readonly subkeys: readonly SubkeyInfo[];
}

export interface InspectResult {
  readonly mode: 'inspect';
  readonly keys: readonly KeyInfo[];
}

export type PgpResult = GenerateResult | EncryptResult | DecryptResult | SignResult | VerifyResult | InspectResult;

/** openpgp.js, loaded on first use (in the page's worker; in Node for the tests and the command line). */
let loaded: Promise<OpenPgp> | undefined;
const pgp = (): Promise<OpenPgp> => (loaded ??= import('openpgp'));

const EXPIRY_YEARS: Record<Options['expiry'], number> = { never: 0, '1y': 1, '2y': 2, '3y': 3, '5y': 5 };
/** The most characters of armored text read (keys, messages): far more than any real key or message pasted. */
const MAX_ARMOR = 5_000_000;

/** Names as GnuPG and RFC 9580 write them. */
const ALGORITHMS: Record<string, string> = {
  rsaEncryptSign: 'RSA',
  rsaEncrypt: 'RSA',
  rsaSign: 'RSA',
  elgamal: 'ElGamal',
  dsa: 'DSA',
  ecdh: 'ECDH',
  ecdsa: 'ECDSA',
  eddsaLegacy: 'EdDSA',
  ed25519: 'Ed25519',
  ed448: 'Ed448',
  x25519: 'X25519',
  x448: 'X448',
  aead: 'AEAD',
  hmac: 'HMAC',
};
const CURVES: Record<string, string> = {
  ed25519Legacy: 'Ed25519',
  curve25519Legacy: 'Curve25519',
  nistP256: 'NIST P-256',
  nistP384: 'NIST P-384',
  nistP521: 'NIST P-521',
  secp256k1: 'secp256k1',
  brainpoolP256r1: 'brainpoolP256r1',
  brainpoolP384r1: 'brainpoolP384r1',
  brainpoolP512r1: 'brainpoolP512r1',
};

/** The armored blocks of a kind in a text (several keys pasted one after another). */
function armoredBlocks(text: string, kind: 'KEY'): string[] {
  const found = text.match(new RegExp(`-----BEGIN PGP (PUBLIC|PRIVATE) ${kind} BLOCK-----[\\s\\S]*?-----END PGP \\1 ${kind} BLOCK-----`, 'g'));
  return found ?? [];
}

const iso = (value: Date | null | undefined): string | null => (value instanceof Date && Number.isFinite(value.getTime()) ? value.toISOString() : null);
/** A key's or subkey's expiry as openpgp gives it: Infinity (never), a date, or null (no valid self-signature). */
const expiryOf = (value: Date | number | null): string | null => (value instanceof Date ? iso(value) : null);

/** The primary user ID of a key, or its first, or ''. */
async function primaryUserId(key: Key): Promise<string> {
  try {
    const { user } = await key.getPrimaryUser();
    if (user.userID?.userID) return user.userID.userID;
  } catch {
    // No valid self-certified user ID (expired, revoked): fall back to the first one written.
  }
  return key.getUserIDs()[0] ?? '';
}

async function keyRef(key: Key): Promise<KeyRef> {
  return { fingerprint: key.getFingerprint(), keyId: key.getKeyID().toHex(), userId: await primaryUserId(key) };
}

/** Reads every key of the armored blocks in a field: its public or private keys, or the field's error. */
async function readKeysIn(openpgp: OpenPgp, text: string, field: string): Promise<Key[] | ToolError> {
  if (text.length > MAX_ARMOR) return toolError('badArmor', { field });
  const blocks = armoredBlocks(text, 'KEY');
  if (blocks.length === 0) return toolError(/-----BEGIN PGP (MESSAGE|SIGNATURE|SIGNED MESSAGE)-----/.test(text) ? 'notAKey' : 'badArmor', { field });
  const keys: Key[] = [];
  for (const armoredKeys of blocks) {
    try {
      for (const key of await openpgp.readKeys({ armoredKeys })) if (!keys.some((k) => k.getFingerprint() === key.getFingerprint())) keys.push(key);
    } catch {
      return toolError('badArmor', { field });
    }
  }
  return keys;
}

/** The private key of the privateKey field, unlocked with the passphrase (a key without a passphrase is used as it is). */
async function unlockedKey(openpgp: OpenPgp, text: string, passphrase: string): Promise<PrivateKey | ToolError> {
  if (text.trim() === '') return toolError('privateKeyMissing', { field: 'privateKey' });
  const keys = await readKeysIn(openpgp, text, 'privateKey');
  if (!Array.isArray(keys)) return keys;
  const key = keys.find((k): k is PrivateKey => k.isPrivate());
  if (!key) return toolError('notPrivateKey', { field: 'privateKey' });
  if (key.isDecrypted()) return key;
  if (passphrase === '') return toolError('passphraseNeeded', { field: 'passphrase' });
  try {
    return await openpgp.decryptKey({ privateKey: key, passphrase });
  } catch (error) {
    return toolError(/passphrase/i.test(String(error)) ? 'wrongPassphrase' : 'cannotUnlock', { field: 'passphrase' });
  }
}

/** Optional public keys (a sender's, a signer's): none when the field is empty. */
async function optionalKeys(openpgp: OpenPgp, text: string): Promise<PublicKey[] | ToolError> {
  if (text.trim() === '') return [];
  const keys = await readKeysIn(openpgp, text, 'publicKey');
  return Array.isArray(keys) ? keys.map((k) => k.toPublic()) : keys;
}

interface Verification {
  keyID: { toHex(): string };
  verified: Promise<boolean>;
  signature: Promise<{ packets: readonly { created: Date | null; issuerFingerprint?: Uint8Array | null }[] }>;
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Each signature of a message checked against the keys given, said as a status with the signer. */
async function checkSignatures(signatures: readonly Verification[], keys: readonly Key[]): Promise<SignatureCheck[]> {
  const checks: SignatureCheck[] = [];
  for (const sig of signatures) {
    const keyId = sig.keyID.toHex();
    let packet: { created: Date | null; issuerFingerprint?: Uint8Array | null } | undefined;
    try {
      packet = (await sig.signature).packets[0];
    } catch {
      packet = undefined;
    }
    let status: SignatureCheck['status'] = 'valid';
    try {
      await sig.verified;
    } catch (error) {
      const why = String(error);
      status = /Could not find signing key/i.test(why) ? 'unknownKey' : /expired|revoked|not valid|Could not find valid/i.test(why) ? 'keyInvalid' : 'invalid';
    }
    const key = keys.find((k) => k.getKeys(sig.keyID as Parameters<Key['getKeys']>[0]).length > 0);
    const created = iso(packet?.created ?? null);
    if (key && status !== 'unknownKey') checks.push({ status, ...(await keyRef(key)), created });
    else {
      // Not among the keys given: the signature still names its key (the full fingerprint in new signatures).
      const issuer = packet?.issuerFingerprint ? hex(packet.issuerFingerprint) : '';
      checks.push({ status: 'unknownKey', fingerprint: issuer.endsWith(keyId) ? issuer : '', keyId, userId: '', created });
    }
  }
  return checks;
}

/** Now plus whole years, in seconds (a key made on 29 February expires on 28 February or 1 March). */
function yearsInSeconds(now: Date, years: number): number {
  const later = new Date(now.getTime());
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return Math.round((later.getTime() - now.getTime()) / 1000);
}

const EMAIL = /^[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[^\s@<>()"',;.]+$/;

async function generate(openpgp: OpenPgp, input: Input, options: Options): Promise<GenerateResult | ToolError> {
  const name = input.name.trim();
  const email = input.email.trim();
  const comment = input.comment.trim();
  if (name === '' && email === '') return toolError('userIdMissing', { field: 'name' });
  if (/[<>]/.test(name)) return toolError('invalidName', { field: 'name' });
  if (email !== '' && !EMAIL.test(email)) return toolError('invalidEmail', { field: 'email' });
  if (/[()<>]/.test(comment)) return toolError('invalidComment', { field: 'comment' });
  if (input.passphrase === '') return toolError('passphraseMissing', { field: 'passphrase' });
  if ([name, email, comment, input.passphrase].some(hasLoneSurrogate)) return toolError('invalidText');
  const now = new Date();
  // Whole seconds: OpenPGP stores times in seconds, and the expiry counts from the creation time.
  now.setUTCMilliseconds(0);
  const years = EXPIRY_YEARS[options.expiry] ?? 0;
  const userID = { ...(name ? { name } : {}), ...(email ? { email } : {}), ...(comment ? { comment } : {}) };
  const made = await openpgp.generateKey({
    ...(options.keyType === 'rsa4096' ? { type: 'rsa' as const, rsaBits: 4096 } : { type: 'ecc' as const, curve: 'curve25519Legacy' as const }),
    userIDs: [userID],
    passphrase: input.passphrase,
    date: now,
    keyExpirationTime: years ? yearsInSeconds(now, years) : 0,
    format: 'armored',
  });
  const key = await openpgp.readKey({ armoredKey: made.publicKey });
  return {
    mode: 'generate',
    keyType: options.keyType,
    ...(await keyRef(key)),
    created: key.getCreationTime().toISOString(),
    expires: expiryOf(await key.getExpirationTime()),
    publicKey: made.publicKey,
    privateKey: made.privateKey,
    revocationCertificate: made.revocationCertificate,
    passphraseLength: [...input.passphrase].length,
  };
}

async function encrypt(openpgp: OpenPgp, input: Input): Promise<EncryptResult | ToolError> {
  if (input.message === '') return toolError('messageMissing', { field: 'message' });
  if (hasLoneSurrogate(input.message)) return toolError('invalidText', { field: 'message' });
  if (input.publicKey.trim() === '') return toolError('recipientsMissing', { field: 'publicKey' });
  const read = await readKeysIn(openpgp, input.publicKey, 'publicKey');
  if (!Array.isArray(read)) return read;
  const recipients = read.map((k) => k.toPublic());
  for (const key of recipients) {
    try {
      await key.getEncryptionKey();
    } catch {
      const { userId, fingerprint } = await keyRef(key);
      return toolError('noEncryptionKey', { field: 'publicKey', userId, fingerprint });
    }
  }
  let signingKey: PrivateKey | undefined;
  if (input.privateKey.trim() !== '') {
    const unlocked = await unlockedKey(openpgp, input.privateKey, input.passphrase);
    if (!('getFingerprint' in unlocked)) return unlocked;
    const cannot = await cannotSign(unlocked);
    if (cannot) return cannot;
    signingKey = unlocked;
  }
  const message = await openpgp.createMessage({ text: input.message });
  const armored = await openpgp.encrypt({ message, encryptionKeys: recipients, ...(signingKey ? { signingKeys: signingKey } : {}), format: 'armored' });
  return {
    mode: 'encrypt',
    message: String(armored).replace(/\r\n/g, '\n'),
    recipients: await Promise.all(recipients.map(keyRef)),
    signedBy: signingKey ? await keyRef(signingKey) : null,
  };
}

/** Why this private key cannot sign (expired, revoked, no signing key), or undefined. */
async function cannotSign(key: PrivateKey): Promise<ToolError | undefined> {
  try {
    await key.getSigningKey();
    return undefined;
  } catch {
    const { userId, fingerprint } = await keyRef(key);
    return toolError('noSigningKey', { field: 'privateKey', userId, fingerprint });
  }
}

async function decrypt(openpgp: OpenPgp, input: Input): Promise<DecryptResult | ToolError> {
  const text = input.encrypted;
  if (text.trim() === '') return toolError('encryptedMissing', { field: 'encrypted' });
  if (text.length > MAX_ARMOR || !text.includes('-----BEGIN PGP MESSAGE-----')) {
    return toolError(/-----BEGIN PGP (PUBLIC|PRIVATE) KEY BLOCK-----/.test(text) ? 'keyNotMessage' : 'badMessage', { field: 'encrypted' });
  }
  let message: Awaited<ReturnType<OpenPgp['readMessage']>>;
  try {
    message = await openpgp.readMessage({ armoredMessage: text.slice(text.indexOf('-----BEGIN PGP MESSAGE-----')) });
  } catch {
    return toolError('badMessage', { field: 'encrypted' });
  }
  const to = message.getEncryptionKeyIDs();
  if (to.length === 0) {
    const byPassword = message.packets.filterByTag(openpgp.enums.packet.symEncryptedSessionKey).length > 0;
    return toolError(byPassword ? 'passwordEncrypted' : 'notEncrypted', { field: 'encrypted' });
  }
  const key = await unlockedKey(openpgp, input.privateKey, input.passphrase);
  if (!('getFingerprint' in key)) return key;
  const ours = key.getKeys().map((k) => k.getKeyID().toHex());
  if (!to.some((id) => ours.includes(id.toHex()) || id.toHex() === '0000000000000000')) {
    return toolError('notForThisKey', { field: 'privateKey', keyIds: to.map((id) => id.toHex().toUpperCase()).join(', ') });
  }
  const senders = await optionalKeys(openpgp, input.publicKey);
  if (!Array.isArray(senders)) return senders;
  // The reader's own key verifies what they signed to themselves.
  const verificationKeys = [...senders, key.toPublic()];
  let decrypted: { data: unknown; signatures: unknown; filename: string };
  try {
    decrypted = await openpgp.decrypt({ message, decryptionKeys: key, verificationKeys, format: 'binary' });
  } catch {
    return toolError('decryptFailed', { field: 'encrypted' });
  }
  const bytes = decrypted.data as Uint8Array;
  const signatures = await checkSignatures(decrypted.signatures as Verification[], verificationKeys);
  const common = { mode: 'decrypt' as const, decryptedWith: await keyRef(key), signatures };
  const asText = utf8Decode(bytes);
  // A text is sent with CRLF line breaks (OpenPGP's canonical text): shown with the page's own.
  return asText === null ? { ...common, bytes, filename: safeName(decrypted.filename) } : { ...common, text: asText.replace(/\r\n/g, '\n') };
}

/** A decrypted file's name as kept: its last path part, no control characters; 'decrypted.bin' if none. */
function safeName(name: string): string {
  const clean = name.replace(/^.*[/\\]/, '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'decrypted.bin';
}

async function sign(openpgp: OpenPgp, input: Input, options: Options): Promise<SignResult | ToolError> {
  if (input.message === '') return toolError('messageMissing', { field: 'message' });
  if (hasLoneSurrogate(input.message)) return toolError('invalidText', { field: 'message' });
  const key = await unlockedKey(openpgp, input.privateKey, input.passphrase);
  if (!('getFingerprint' in key)) return key;
  const cannot = await cannotSign(key);
  if (cannot) return cannot;
  const signature =
    options.signatureType === 'detached'
      ? await openpgp.sign({ message: await openpgp.createMessage({ text: input.message }), signingKeys: key, detached: true, format: 'armored' })
      : await openpgp.sign({ message: await openpgp.createCleartextMessage({ text: input.message }), signingKeys: key, format: 'armored' });
  // openpgp writes the signed text's lines with CRLF inside an LF armour: one kind of line break, as GnuPG writes.
  return { mode: 'sign', signatureType: options.signatureType, signature: String(signature).replace(/\r\n/g, '\n'), signer: await keyRef(key) };
}

async function verify(openpgp: OpenPgp, input: Input): Promise<VerifyResult | ToolError> {
  const text = input.signed;
  if (text.trim() === '') return toolError('signedMissing', { field: 'signed' });
  if (text.length > MAX_ARMOR) return toolError('badSignature', { field: 'signed' });
  const keys = await optionalKeys(openpgp, input.publicKey);
  if (!Array.isArray(keys)) return keys;
  const from = (marker: string) => text.slice(text.indexOf(marker));
  try {
    if (text.includes('-----BEGIN PGP SIGNED MESSAGE-----')) {
      const message = await openpgp.readCleartextMessage({ cleartextMessage: from('-----BEGIN PGP SIGNED MESSAGE-----') });
      const { signatures } = await openpgp.verify({ message, verificationKeys: keys });
      return { mode: 'verify', signatureType: 'cleartext', text: message.getText(), signatures: await checkSignatures(signatures as unknown as Verification[], keys) };
    }
    if (text.includes('-----BEGIN PGP SIGNATURE-----')) {
      if (input.original === '') return toolError('originalMissing', { field: 'original' });
      const signature = await openpgp.readSignature({ armoredSignature: from('-----BEGIN PGP SIGNATURE-----') });
      const message = await openpgp.createMessage({ text: input.original });
      const { signatures } = await openpgp.verify({ message, signature, verificationKeys: keys });
      return { mode: 'verify', signatureType: 'detached', text: input.original, signatures: await checkSignatures(signatures as unknown as Verification[], keys) };
    }
    if (text.includes('-----BEGIN PGP MESSAGE-----')) {
      const message = await openpgp.readMessage({ armoredMessage: from('-----BEGIN PGP MESSAGE-----') });
      if (message.getEncryptionKeyIDs().length > 0 || message.packets.filterByTag(openpgp.enums.packet.symEncryptedSessionKey).length > 0) return toolError('encryptedNotSigned', { field: 'signed' });
      const { data, signatures } = await openpgp.verify({ message, verificationKeys: keys, format: 'binary' });
      const signed = utf8Decode(data as Uint8Array);
      if (signed === null) return toolError('notText', { field: 'signed' });
      if (signatures.length === 0) return toolError('notSigned', { field: 'signed' });
      return { mode: 'verify', signatureType: 'inline', text: signed, signatures: await checkSignatures(signatures as unknown as Verification[], keys) };
    }
  } catch {
    return toolError('badSignature', { field: 'signed' });
  }
  return toolError(/-----BEGIN PGP (PUBLIC|PRIVATE) KEY BLOCK-----/.test(text) ? 'keyNotSignature' : 'badSignature', { field: 'signed' });
}

const USAGE_FLAGS: readonly [KeyUsage, number][] = [
  ['certify', 0x01],
  ['sign', 0x02],
  ['encrypt', 0x04 | 0x08],
  ['authenticate', 0x20],
];
const usageOf = (flags: Uint8Array | null | undefined): KeyUsage[] => USAGE_FLAGS.filter(([, bit]) => ((flags?.[0] ?? 0) & bit) !== 0).map(([usage]) => usage);

function algorithmOf(key: Key | Subkey): { algorithm: string; bits: number | null; curve: string | null } {
  const info = key.getAlgorithmInfo();
  return { algorithm: ALGORITHMS[info.algorithm] ?? String(info.algorithm), bits: info.bits ?? null, curve: info.curve ? (CURVES[info.curve] ?? info.curve) : null };
}

/** The newest of some signatures (a key's binding signatures, updated when its expiry is changed). */
const newest = <T extends { created: Date | null }>(signatures: readonly T[]): T | undefined =>
  [...signatures].sort((a, b) => (b.created?.getTime() ?? 0) - (a.created?.getTime() ?? 0))[0];

async function describeKey(key: Key): Promise<KeyInfo> {
  const isPrivate = key.isPrivate();
  let usage: KeyUsage[] = [];
  try {
    usage = usageOf((await key.getPrimaryUser()).selfCertification.keyFlags);
  } catch {
    usage = usageOf(newest(key.users.flatMap((u) => u.selfCertifications))?.keyFlags);
  }
  const subkeys: SubkeyInfo[] = [];
  for (const subkey of key.subkeys) {
    subkeys.push({
      fingerprint: subkey.getFingerprint(),
      keyId: subkey.getKeyID().toHex(),
      ...algorithmOf(subkey),
      created: subkey.getCreationTime().toISOString(),
      expires: expiryOf(await subkey.getExpirationTime()),
      revoked: subkey.revocationSignatures.length > 0,
      usage: usageOf(newest(subkey.bindingSignatures)?.keyFlags),
      protected: isPrivate ? !subkey.isDecrypted() : null,
    });
  }
  return {
    isPrivate,
    protected: isPrivate ? !(key as PrivateKey).isDecrypted() : null,
    fingerprint: key.getFingerprint(),
    keyId: key.getKeyID().toHex(),
    ...algorithmOf(key),
    version: key.keyPacket.version,
    userIds: key.getUserIDs(),
    created: key.getCreationTime().toISOString(),
    expires: expiryOf(await key.getExpirationTime()),
    revoked: await key.isRevoked(),
    usage,
    subkeys,
  };
}

async function inspect(openpgp: OpenPgp, input: Input): Promise<InspectResult | ToolError> {
  if (input.key.trim() === '') return toolError('keyMissing', { field: 'key' });
  const keys = await readKeysIn(openpgp, input.key, 'key');
  if (!Array.isArray(keys)) return keys;
  const described: KeyInfo[] = [];
  for (const key of keys) described.push(await describeKey(key));
  return { mode: 'inspect', keys: described };
}

/** Runs the tab's work with openpgp.js; a key, message or passphrase that cannot be used is said as such. */
export async function run(input: Input, options: Options): Promise<PgpResult | ToolError> {
  const openpgp = await pgp();
  try {
    switch (options.mode) {
      case 'encrypt':
        return await encrypt(openpgp, input);
      case 'decrypt':
        return await decrypt(openpgp, input);
      case 'sign':
        return await sign(openpgp, input, options);
      case 'verify':
        return await verify(openpgp, input);
      case 'inspect':
        return await inspect(openpgp, input);
      default:
        return await generate(openpgp, input, options);
    }
  } catch {
    // What openpgp.js refuses that no check above foresaw (an algorithm it does not support, a damaged packet).
    return toolError('unsupported');
  }
}

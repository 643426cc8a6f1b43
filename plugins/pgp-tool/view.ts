/**
 * Each tab's result: a new key pair (fingerprint, dates, the armored keys, the revocation certificate and
 * warnings); an encrypted message and who can read it; a decrypted message with what its signatures say;
 * a signature; a verification in words with the signer's fingerprint and date; a key's details and subkeys.
 */
import { byteSize, date, msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import type { KeyInfo, KeyRef, KeyUsage, PgpResult, SignatureCheck } from './run.ts';

/** Passphrases shorter than this are said to be easy to guess by anyone who gets a copy of the private key. */
export const SHORT_PASSPHRASE = 12;
const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A fingerprint as GnuPG writes it: in capitals, groups of four (one space between them: a page collapses GnuPG's wider middle gap). */
export function formatFingerprint(hex: string): string {
  return (hex.toUpperCase().match(/.{1,4}/g) ?? []).join(' ');
}

/** An instant (a string date would be read as a calendar day). */
const when = (iso: string | null): Display => (iso ? date(Date.parse(iso), DATE_FORMAT) : msg('unknownDate'));
const expiry = (iso: string | null): Display => (iso ? date(Date.parse(iso), DATE_FORMAT) : msg('never'));
/** Who a key is: its user ID, else its key ID. */
const who = (ref: KeyRef): string => ref.userId || formatFingerprint(ref.keyId);

/** Usages in the page's language, one after another ("certify, sign"). */
function usages(list: readonly KeyUsage[]): Display {
  if (list.length === 0) return msg('usage.none');
  return list
    .slice(0, -1)
    .reduceRight<Display>((rest, usage) => msg('usage.join', { first: msg(`usage.${usage}`), rest }), msg(`usage.${list.at(-1)!}`));
}

function signatureNote(sig: SignatureCheck): ResultBlock {
  const params = { user: who(sig), fingerprint: formatFingerprint(sig.fingerprint || sig.keyId), date: when(sig.created) };
  if (sig.status === 'valid') return { kind: 'note', text: msg('signature.valid', params) };
  if (sig.status === 'unknownKey') return { kind: 'note', tone: 'warning', text: msg(sig.fingerprint ? 'signature.unknownKey' : 'signature.unknownKeyId', params) };
  return { kind: 'note', tone: 'warning', text: msg(`signature.${sig.status}`, params) };
}

function keyBlocks(key: KeyInfo, index: number, count: number): ResultBlock[] {
  const kind = key.isPrivate ? (key.protected ? 'kind.privateProtected' : 'kind.privateUnprotected') : 'kind.public';
  const items = [
    { label: msg('rows.kind'), value: msg(kind), main: true },
    { label: msg('rows.fingerprint'), value: formatFingerprint(key.fingerprint), mono: true, copy: key.fingerprint.toUpperCase() },
    { label: msg('rows.keyId'), value: key.keyId.toUpperCase(), mono: true, copy: true },
    { label: msg('rows.algorithm'), value: algorithm(key) },
    { label: msg('rows.userId'), value: key.userIds[0] ?? msg('noUserId') },
    { label: msg('rows.created'), value: when(key.created) },
    { label: msg('rows.expires'), value: expiry(key.expires), ...(key.expires && Date.parse(key.expires) < Date.now() ? { hint: msg('expired') } : {}) },
    { label: msg('rows.usage'), value: usages(key.usage) },
    { label: msg('rows.version'), value: num(key.version) },
  ];
  const blocks: ResultBlock[] = [{ kind: 'values', layout: 'rows', label: count > 1 ? msg('keyNumber', { n: num(index + 1) }) : msg('keyDetails'), items }];
  // A key with several user IDs (names, addresses): every one, the first being the one above.
  if (key.userIds.length > 1) blocks.push({ kind: 'list', label: msg('rows.userIds', { count: num(key.userIds.length) }), items: key.userIds });
  if (key.revoked) blocks.push({ kind: 'note', tone: 'warning', text: msg('revoked') });
  if (key.isPrivate && !key.protected) blocks.push({ kind: 'note', tone: 'warning', text: msg('unprotected') });
  if (key.subkeys.length) {
    blocks.push({
      kind: 'table',
      caption: msg('subkeys', { count: num(key.subkeys.length) }),
      columns: [
        { label: msg('rows.keyId'), mono: true },
        { label: msg('rows.algorithm') },
        { label: msg('rows.usage') },
        { label: msg('rows.created') },
        { label: msg('rows.expires') },
        { label: msg('rows.fingerprint'), mono: true },
      ],
      rows: key.subkeys.map((s) => [
        s.keyId.toUpperCase(),
        algorithm(s),
        s.revoked ? msg('usage.revoked', { usage: usages(s.usage) }) : usages(s.usage),
        when(s.created),
        expiry(s.expires),
        formatFingerprint(s.fingerprint),
      ]),
    });
  }
  return blocks;
}

/** "EdDSA (Ed25519)", "RSA, 4,096 bits". */
function algorithm(key: { algorithm: string; bits: number | null; curve: string | null }): Display {
  if (key.curve) return msg('algorithmCurve', { algorithm: key.algorithm, curve: key.curve });
  if (key.bits) return msg('algorithmBits', { algorithm: key.algorithm, bits: num(key.bits) });
  return key.algorithm;
}

export function view(result: PgpResult): ResultView {
  switch (result.mode) {
    case 'generate': {
      const blocks: ResultBlock[] = [
        {
          kind: 'values',
          layout: 'rows',
          label: msg(result.keyType === 'rsa4096' ? 'generatedRsa' : 'generatedCurve25519'),
          items: [
            { label: msg('rows.fingerprint'), value: formatFingerprint(result.fingerprint), mono: true, copy: result.fingerprint.toUpperCase(), main: true },
            { label: msg('rows.keyId'), value: result.keyId.toUpperCase(), mono: true },
            { label: msg('rows.userId'), value: result.userId },
            { label: msg('rows.created'), value: when(result.created) },
            { label: msg('rows.expires'), value: expiry(result.expires) },
          ],
        },
        { kind: 'text', label: msg('publicKeyLabel'), summary: msg('publicKeySummary'), text: result.publicKey, mono: true, noTranslate: true },
        { kind: 'text', label: msg('privateKeyLabel'), summary: msg('privateKeySummary'), text: result.privateKey, mono: true, noTranslate: true },
        { kind: 'note', tone: 'warning', text: msg('keepPrivate') },
      ];
      if (result.passphraseLength < SHORT_PASSPHRASE) blocks.push({ kind: 'note', tone: 'warning', text: msg('shortPassphrase', { length: num(result.passphraseLength), min: num(SHORT_PASSPHRASE) }) });
      blocks.push({ kind: 'text', label: msg('revocationLabel'), summary: msg('revocationSummary'), text: result.revocationCertificate, mono: true, noTranslate: true });
      return {
        blocks,
        copy: result.publicKey,
        copyLabel: msg('copyPublic'),
        txt: `${result.publicKey}\n${result.privateKey}\n`,
        regenerateLabel: msg('regenerate'),
        filename: 'pgp-key',
      };
    }
    case 'encrypt': {
      const blocks: ResultBlock[] = [
        { kind: 'text', label: msg('encryptedLabel'), text: result.message, mono: true, noTranslate: true },
        { kind: 'list', label: msg('recipients', { count: num(result.recipients.length) }), items: result.recipients.map((r) => `${who(r)} · ${formatFingerprint(r.fingerprint)}`) },
        result.signedBy
          ? { kind: 'note', text: msg('signedBy', { user: who(result.signedBy), fingerprint: formatFingerprint(result.signedBy.fingerprint) }) }
          : { kind: 'note', text: msg('notSignedHint') },
      ];
      return { blocks, copy: result.message, regenerate: false, filename: 'message' };
    }
    case 'decrypt': {
      const blocks: ResultBlock[] =
        'text' in result
          ? [{ kind: 'text', label: msg('decryptedLabel'), text: result.text }]
          : [{ kind: 'file', label: msg('decryptedFileLabel'), name: result.filename, type: 'application/octet-stream', bytes: result.bytes, caption: byteSize(result.bytes.length) }];
      blocks.push(...(result.signatures.length ? result.signatures.map(signatureNote) : [{ kind: 'note', text: msg('messageNotSigned') } as const]));
      blocks.push({ kind: 'note', text: msg('decryptedWith', { user: who(result.decryptedWith), fingerprint: formatFingerprint(result.decryptedWith.fingerprint) }) });
      return { blocks, regenerate: false, filename: 'decrypted' };
    }
    case 'sign':
      return {
        blocks: [
          { kind: 'text', label: msg(result.signatureType === 'detached' ? 'detachedLabel' : 'cleartextLabel'), text: result.signature, mono: true, noTranslate: true },
          { kind: 'note', text: msg(result.signatureType === 'detached' ? 'signedDetached' : 'signedCleartext', { user: who(result.signer), fingerprint: formatFingerprint(result.signer.fingerprint) }) },
        ],
        copy: result.signature,
        regenerate: false,
        filename: result.signatureType === 'detached' ? 'signature' : 'signed',
      };
    case 'verify':
      return {
        blocks: [...result.signatures.map(signatureNote), { kind: 'text', label: msg('signedText'), text: result.text }],
        copy: result.text,
        copyLabel: msg('copySignedText'),
        regenerate: false,
        filename: 'signed-text',
      };
    case 'inspect':
      return {
        blocks: result.keys.flatMap((key, i) => keyBlocks(key, i, result.keys.length)),
        copy: result.keys.map((k) => formatFingerprint(k.fingerprint)).join('\n'),
        copyLabel: msg('copyFingerprint', { count: num(result.keys.length) }),
        regenerate: false,
        filename: 'key',
      };
  }
}

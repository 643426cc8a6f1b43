/**
 * The chain check first (each certificate signed by the next, a self-signed root at the end), then
 * each certificate: names, validity (how long until or since it expires, ticking, with the dates in
 * the visitor's zone), names it covers, key, signature, usages, extensions, serial and fingerprints.
 */
import { date, msg, num, type Display, type NoteBlock, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import type { CertInfo, CertResult } from './run.ts';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'long' };

function chainNotes(result: CertResult): NoteBlock[] {
  const notes: NoteBlock[] = [];
  const total = result.certificates.length;
  result.chain.forEach((link, i) => {
    const n = { n: num(i + 1), next: num(i + 2) };
    if (!link.nameMatch) notes.push({ kind: 'note', tone: 'warning', text: msg('chain.nameMismatch', n) });
    if (link.signature === 'invalid') notes.push({ kind: 'note', tone: 'warning', text: msg('chain.signatureInvalid', n) });
    if (link.signature === 'unknown') notes.push({ kind: 'note', tone: 'warning', text: msg('chain.signatureUnknown', n) });
  });
  if (total > 1 && notes.length === 0) notes.push({ kind: 'note', text: msg('chain.inOrder', { count: num(total) }) });
  if (result.rootSignature === 'valid') notes.push({ kind: 'note', text: msg(total > 1 ? 'chain.rootValid' : 'chain.selfSigned') });
  if (result.rootSignature === 'invalid') notes.push({ kind: 'note', tone: 'warning', text: msg('chain.rootInvalid') });
  if (result.rootSignature === null && total > 1) notes.push({ kind: 'note', text: msg('chain.noRoot') });
  return notes;
}

function keyText(c: CertInfo): Display {
  if (c.keyType === 'RSA') return msg('rsaKey', { bits: num(Number(c.keySize)) });
  if (c.keyType === 'unknown') return msg('unknownKey');
  return c.keySize ? `${c.keyType} ${c.keySize}` : c.keyType;
}

function certBlock(c: CertInfo, index: number, total: number): ResultBlock {
  const items: ValueItem[] = [
    { label: msg('rows.subject'), value: c.subject, copy: true },
    { label: msg('rows.issuer'), value: c.issuer, copy: true },
    { label: msg('rows.notAfter'), value: { relative: c.notAfter, unit: 'day' }, hint: date(c.notAfter, DATE_FORMAT) },
    { label: msg('rows.notBefore'), value: date(c.notBefore, DATE_FORMAT), hint: msg('validityDays', { count: num(c.validityDays) }) },
  ];
  if (c.sans.length) items.push({ label: msg('rows.sans'), value: c.sans.join(', '), copy: true });
  items.push({ label: msg('rows.key'), value: keyText(c) }, { label: msg('rows.signature'), value: c.signatureAlgorithm });
  if (c.keyUsage.length) items.push({ label: msg('rows.keyUsage'), value: c.keyUsage.join(', '), mono: true });
  if (c.extendedKeyUsage.length) items.push({ label: msg('rows.extendedKeyUsage'), value: c.extendedKeyUsage.join(', '), mono: true });
  if (c.ca !== null) items.push({ label: msg('rows.basicConstraints'), value: c.ca ? (c.pathLength === null ? msg('caUnlimited') : msg('caPath', { count: num(c.pathLength) })) : msg('notCa') });
  const critical = c.extensions.filter((e) => e.critical).map((e) => e.name);
  const other = c.extensions.filter((e) => !e.critical).map((e) => e.name);
  if (critical.length) items.push({ label: msg('rows.criticalExtensions'), value: critical.join(', '), mono: true });
  if (other.length) items.push({ label: msg('rows.otherExtensions'), value: other.join(', '), mono: true });
  items.push(
    { label: msg('rows.serial'), value: c.serial, mono: true, copy: true },
    { label: msg('rows.sha256'), value: c.sha256, mono: true, copy: true },
    { label: msg('rows.sha1'), value: c.sha1, mono: true, copy: true },
  );
  const label = total > 1 ? msg('certOf', { n: num(index + 1), total: num(total) }) : msg('certOne');
  return { kind: 'values', layout: 'rows', label, items };
}

export function view(result: CertResult, _context: { input: Input; options: Options }): ResultView {
  const total = result.certificates.length;
  return {
    blocks: [...chainNotes(result), ...result.certificates.map((c, i) => certBlock(c, i, total)), { kind: 'note', text: msg('privacy') }],
    filename: 'certificate',
  };
}

/**
 * The check, as a site owner reads it: the verdict and what to fix first, then the connection (protocol,
 * cipher, old versions, OCSP stapling), then each certificate of the chain with its dates and key.
 */
import { date, msg, num, type ResultView } from '@sdk/core';
import type { Problem, TlsCheck } from './run.ts';

const DAY_MS = 86_400_000;
/** Problems that make browsers refuse the site; the others weaken it or are good practice. */
const BLOCKING: ReadonlySet<Problem> = new Set(['expired', 'notYetValid', 'wrongHost', 'selfSigned', 'incompleteChain', 'untrustedRoot', 'untrusted']);

const yesNo = (value: boolean | null) => msg(value === null ? 'answer.unknown' : value ? 'answer.yes' : 'answer.no');

export function view(result: TlsCheck): ResultView {
  const leaf = result.certificates[0]!;
  const daysLeft = (notAfter: number) => Math.floor((notAfter - result.checkedAt) / DAY_MS);
  const blocking = result.problems.filter((p) => BLOCKING.has(p));
  const verdict = blocking.length > 0 ? msg('verdict.refused') : result.problems.some((p) => p !== 'noOcspStapling') ? msg('verdict.fix') : msg('verdict.good');
  const names = leaf.sans.filter((s) => s.startsWith('DNS: ') || s.startsWith('IP: ')).map((s) => s.replace(/^(DNS|IP): /, ''));
  return {
    blocks: [
      {
        kind: 'values',
        items: [
          { label: msg('result.verdict'), value: verdict, main: true },
          { label: msg('result.host'), value: `${result.host}:${result.port}`, mono: true, hint: result.host === result.address ? undefined : msg('result.address', { address: result.address }) },
          { label: msg('result.expires'), value: date(leaf.notAfter, { dateStyle: 'long' }), hint: msg('result.daysLeft', { days: num(daysLeft(leaf.notAfter)) }) },
          { label: msg('result.trusted'), value: yesNo(result.trusted) },
          { label: msg('result.hostMatch'), value: yesNo(result.hostMatch) },
        ],
      },
      ...(result.problems.length === 0
        ? [{ kind: 'note' as const, text: msg('problem.none') }]
        : result.problems.map((p) => ({
            kind: 'note' as const,
            tone: p === 'noOcspStapling' ? ('info' as const) : ('warning' as const),
            text: msg(`problem.${p}`, { host: result.host, days: num(Math.max(0, daysLeft(leaf.notAfter))), size: leaf.keySize, code: result.trustError ?? '' }),
          }))),
      {
        kind: 'values',
        label: msg('connection.caption'),
        layout: 'rows',
        items: [
          { label: msg('connection.protocol'), value: result.protocol, mono: true },
          { label: msg('connection.cipher'), value: result.cipher, mono: true },
          ...result.legacy.map((l) => ({ label: msg(l.version === 'TLSv1' ? 'connection.tls10' : 'connection.tls11'), value: msg(l.accepted === null ? 'answer.unknown' : l.accepted ? 'legacy.accepted' : 'legacy.refused') })),
          { label: msg('connection.ocsp'), value: yesNo(result.ocspStapled) },
          { label: msg('connection.time'), value: num(result.ms, { style: 'unit', unit: 'millisecond' }) },
          { label: msg('connection.names'), value: names.length ? names.join(', ') : msg('answer.none'), mono: names.length > 0 },
        ],
      },
      {
        kind: 'table',
        caption: msg('chain.caption', { count: num(result.certificates.length) }),
        columns: [
          { label: msg('chain.number'), numeric: true },
          { label: msg('chain.subject') },
          { label: msg('chain.issuer') },
          { label: msg('chain.validUntil') },
          { label: msg('chain.daysLeft'), numeric: true },
          { label: msg('chain.key') },
          { label: msg('chain.signature') },
          { label: msg('chain.source') },
        ],
        rows: result.certificates.map((c, i) => [
          num(i + 1),
          c.subject,
          c.issuer,
          date(c.notAfter, { dateStyle: 'medium' }),
          num(daysLeft(c.notAfter)),
          c.keySize ? `${c.keyType} ${c.keySize}` : c.keyType,
          c.signatureAlgorithm,
          msg(c.sent ? 'chain.sent' : 'chain.fromRoots'),
        ]),
      },
    ],
    json: result,
    filename: `tls-${result.host}`,
  };
}

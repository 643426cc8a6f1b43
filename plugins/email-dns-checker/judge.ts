/**
 * What to fix, most important first: each finding a locale key (fixes.<code>) that says what is wrong
 * and what to do, with its level in words. Pure: the server calls it on what it found, the tests on
 * made-up findings.
 */
import { SPF_LOOKUP_LIMIT } from './records.ts';
import type { Fix, MailCheck } from './run.ts';

/** Every finding in the order it is shown: mail that cannot arrive, then mail that can be forged, then hardening. */
const ORDER: readonly [string, Fix['level']][] = [
  ['domainNotFound', 'critical'],
  ['mxNone', 'critical'],
  ['mxNoAddress', 'critical'],
  ['spfMany', 'critical'],
  ['spfNone', 'critical'],
  ['spfInvalid', 'critical'],
  ['spfTooManyLookups', 'critical'],
  ['spfIncludeMissing', 'critical'],
  ['spfPassAll', 'critical'],
  ['dmarcNone', 'critical'],
  ['dmarcMany', 'critical'],
  ['dmarcInvalid', 'critical'],
  ['dkimWeak', 'critical'],
  ['mtaStsMxNotCovered', 'critical'],
  ['dkimNone', 'important'],
  ['dkimInvalid', 'important'],
  ['spfNeutral', 'important'],
  ['dmarcMonitoring', 'important'],
  ['dmarcPartial', 'important'],
  ['dkimTesting', 'important'],
  ['spfPtr', 'important'],
  ['mtaStsInvalid', 'important'],
  ['mtaStsPolicyMissing', 'important'],
  ['mtaStsPolicyInvalid', 'important'],
  ['mtaStsMxNotCoveredTesting', 'important'],
  ['mtaStsNone', 'advice'],
  ['tlsRptNone', 'advice'],
  ['mtaStsTesting', 'advice'],
  ['mtaStsModeNone', 'advice'],
  ['mtaStsMaxAgeShort', 'advice'],
  ['dmarcNoReports', 'advice'],
  ['dkimShort', 'advice'],
];

/** A policy kept for less than this by senders is fetched again and again, and protects little between fetches (RFC 8461 §3.2 advises weeks). */
export const MTA_STS_SHORT_MAX_AGE = 86_400;
/** What an enforced policy should be kept for at least: a week. */
export const MTA_STS_ENFORCE_MAX_AGE = 604_800;

/** RSA keys below this many bits can be factored and are refused by large receivers. */
export const DKIM_WEAK_BITS = 1024;
/** What RFC 8301 and the large mailbox providers advise. */
export const DKIM_ADVISED_BITS = 2048;

export function judge(check: Omit<MailCheck, 'fixes'>): Fix[] {
  const found: [string, Record<string, string | number>][] = [];
  const add = (code: string, params: Record<string, string | number> = {}) => found.push([code, params]);
  if (!check.exists) add('domainNotFound', { domain: check.domain });
  else {
    const { mx, spf, dmarc, dkim, mtaSts, tlsRpt } = check;
    const receivesMail = mx.state === 'found';
    if (mx.state === 'none') add('mxNone');
    for (const host of mx.hosts) if (host.state === 'noAddress') add('mxNoAddress', { exchange: host.exchange });
    if (spf.state === 'many') add('spfMany', { count: spf.records.length });
    if (spf.state === 'none') add('spfNone', { domain: check.domain });
    if (spf.invalid.length) add('spfInvalid', { terms: spf.invalid.map((i) => i.term).join(' ') });
    if (spf.lookups > SPF_LOOKUP_LIMIT) add('spfTooManyLookups', { lookups: spf.lookups, limit: SPF_LOOKUP_LIMIT });
    for (const domain of spf.missing) add('spfIncludeMissing', { domain });
    if (spf.state === 'found' && spf.all === '+') add('spfPassAll');
    if (spf.state === 'found' && (spf.all === '?' || (spf.all === null && spf.redirect === null))) add('spfNeutral');
    if (spf.usesPtr) add('spfPtr');
    if (dmarc.state === 'none') add('dmarcNone', { domain: check.domain });
    if (dmarc.state === 'many') add('dmarcMany');
    if (dmarc.state === 'invalid') add('dmarcInvalid');
    if (dmarc.policy) {
      if (dmarc.policy.policy === 'none') add('dmarcMonitoring');
      if (dmarc.policy.pct < 100 && dmarc.policy.policy !== 'none') add('dmarcPartial', { pct: dmarc.policy.pct });
      if (dmarc.policy.rua.length === 0) add('dmarcNoReports');
    }
    if (dkim.state === 'none') add('dkimNone', { selector: check.selector ?? '', name: dkim.name ?? '' });
    if (dkim.state === 'invalid') add('dkimInvalid', { selector: check.selector ?? '' });
    if (dkim.key?.bits != null && dkim.key.keyType === 'rsa') {
      if (dkim.key.bits < DKIM_WEAK_BITS) add('dkimWeak', { bits: dkim.key.bits });
      else if (dkim.key.bits < DKIM_ADVISED_BITS) add('dkimShort', { bits: dkim.key.bits });
    }
    if (dkim.key?.testing) add('dkimTesting');
    // Transport security only matters for a domain that receives mail.
    if (receivesMail) {
      if (mtaSts.state === 'none') add('mtaStsNone');
      if (mtaSts.state === 'invalid' || mtaSts.state === 'many') add('mtaStsInvalid');
      const policy = mtaSts.policy;
      if (policy?.state === 'failed') add('mtaStsPolicyMissing', { url: policy.url });
      if (policy?.state === 'invalid') add('mtaStsPolicyInvalid', { url: policy.url });
      if (policy?.state === 'found') {
        const hosts = policy.uncovered.join(', ');
        if (policy.uncovered.length && policy.mode === 'enforce') add('mtaStsMxNotCovered', { hosts, count: policy.uncovered.length });
        if (policy.uncovered.length && policy.mode === 'testing') add('mtaStsMxNotCoveredTesting', { hosts, count: policy.uncovered.length });
        if (policy.mode === 'testing') add('mtaStsTesting');
        if (policy.mode === 'none') add('mtaStsModeNone');
        if (policy.mode !== 'none' && policy.maxAge !== null && (policy.maxAge < MTA_STS_SHORT_MAX_AGE || (policy.mode === 'enforce' && policy.maxAge < MTA_STS_ENFORCE_MAX_AGE))) add('mtaStsMaxAgeShort', { seconds: policy.maxAge });
      }
      if (tlsRpt.state === 'none') add('tlsRptNone');
    }
  }
  const rank = new Map(ORDER.map(([code], i) => [code, i]));
  const level = new Map(ORDER);
  return found
    .map(([code, params]) => ({ code, params, level: level.get(code)! }))
    .sort((a, b) => rank.get(a.code)! - rank.get(b.code)!);
}

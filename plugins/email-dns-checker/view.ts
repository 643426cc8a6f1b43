/**
 * The check: a verdict and what to fix, most important first, then each record as found with its
 * meaning in words (mail servers, SPF and its includes with the lookups counted, DMARC, DKIM,
 * MTA-STS, TLS-RPT, BIMI). Records are the domain's own text, shown as written.
 */
import { msg, num, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import { SPF_LOOKUP_LIMIT } from './records.ts';
import type { MailCheck } from './run.ts';

const QUALIFIER_NAME = { '+': 'pass', '-': 'fail', '~': 'softfail', '?': 'neutral' } as const;
const list = (items: readonly string[]): Display => (items.length ? items.join(', ') : msg('none'));

function state(part: { state: string }, key: string): ResultBlock[] {
  if (part.state === 'found') return [];
  return [{ kind: 'note', text: msg(`${key}.${part.state}`), tone: part.state === 'none' || part.state === 'failed' || part.state === 'invalid' || part.state === 'many' ? 'warning' : 'info' }];
}

export function view(result: MailCheck): ResultView {
  const fixes = result.fixes;
  const critical = fixes.filter((f) => f.level === 'critical').length;
  const blocks: ResultBlock[] = [
    {
      kind: 'values',
      items: [
        { label: msg('result.domain'), value: result.domain, mono: true },
        { label: msg('result.verdict'), value: fixes.length === 0 ? msg('verdict.good') : critical ? msg('verdict.critical', { count: num(critical) }) : msg('verdict.fix', { count: num(fixes.length) }), main: true },
        { label: msg('result.server'), value: result.server, mono: true },
      ],
    },
  ];
  if (fixes.length) {
    blocks.push({
      kind: 'table',
      caption: msg('fixes.caption'),
      columns: [{ label: msg('fixes.level') }, { label: msg('fixes.what') }],
      rows: fixes.map((f) => [msg(`level.${f.level}`), msg(`fixes.${f.code}`, Object.fromEntries(Object.entries(f.params).map(([k, v]) => [k, typeof v === 'number' ? num(v) : v])))]),
    });
  }
  if (!result.exists) return { blocks, copy: copyText(result), json: result, filename: `email-dns-${result.domain}` };

  // Mail servers.
  const { mx } = result;
  blocks.push(
    ...(mx.state === 'found'
      ? [
          {
            kind: 'table' as const,
            caption: msg('mx.caption'),
            columns: [{ label: msg('mx.preference'), numeric: true }, { label: msg('mx.exchange'), mono: true }, { label: msg('mx.addresses'), mono: true }],
            rows: mx.hosts.map((h) => [num(h.preference), h.exchange, h.state === 'ok' ? h.addresses.join(', ') + (h.hidden ? ` (+${h.hidden})` : '') : msg(`mx.host.${h.state}`)]),
          },
        ]
      : [{ kind: 'note' as const, text: msg(`mx.${mx.state}`), tone: mx.state === 'nullMx' ? ('info' as const) : ('warning' as const) }]),
  );

  // SPF.
  const { spf } = result;
  blocks.push(...state(spf, 'spf'));
  if (spf.state === 'many') blocks.push({ kind: 'list', label: msg('spf.records'), items: spf.records, mono: true });
  if (spf.state === 'found') {
    const all: Display = spf.all ? msg(`spf.all.${QUALIFIER_NAME[spf.all]}`) : msg('spf.all.missing');
    blocks.push({
      kind: 'values',
      label: msg('spf.label'),
      layout: 'rows',
      items: [
        { label: msg('spf.record'), value: spf.records[0]!, mono: true, copy: true },
        { label: msg('spf.lookups'), value: msg(spf.stopped ? 'spf.lookupsAtLeast' : 'spf.lookupsCount', { lookups: num(spf.lookups), limit: num(SPF_LOOKUP_LIMIT) }), hint: msg(spf.lookups > SPF_LOOKUP_LIMIT ? 'spf.overLimit' : 'spf.withinLimit') },
        { label: msg('spf.others'), value: all },
      ],
    });
    blocks.push({ kind: 'note', text: msg('spf.softVsHard') });
    if (spf.chain.length > 1) {
      blocks.push({
        kind: 'table',
        caption: msg('spf.chainCaption'),
        columns: [{ label: msg('spf.domain'), mono: true }, { label: msg('spf.via') }, { label: msg('spf.recordColumn'), mono: true }, { label: msg('spf.lookupsColumn'), numeric: true }],
        rows: spf.chain.map((n) => [`${'· '.repeat(n.depth)}${n.domain}`, n.via ? msg(`spf.viaKind.${n.via}`) : msg('spf.viaKind.own'), n.state === 'found' ? n.record! : msg(`spf.node.${n.state}`), num(n.lookups)]),
      });
    }
  }

  // DMARC.
  const { dmarc } = result;
  blocks.push(...state(dmarc, 'dmarc'));
  if (dmarc.record) {
    const p = dmarc.policy;
    const items: ValueItem[] = [{ label: msg('dmarc.record'), value: dmarc.record, mono: true, copy: true }];
    if (dmarc.invalid) items.push({ label: msg('dmarc.problem'), value: msg(`dmarc.why.${dmarc.invalid}`) });
    if (p) {
      items.push(
        { label: msg('dmarc.policy'), value: msg(`dmarc.p.${p.policy}`) },
        { label: msg('dmarc.subdomains'), value: msg(`dmarc.p.${p.subdomainPolicy}`), hint: p.subdomainPolicySet ? undefined : msg('dmarc.spInherited') },
        { label: msg('dmarc.pct'), value: num(p.pct / 100, { style: 'percent' }), hint: p.pct < 100 ? msg('dmarc.pctHint', { pct: num(p.pct / 100, { style: 'percent' }) }) : undefined },
        { label: msg('dmarc.rua'), value: list(p.rua), mono: p.rua.length > 0, hint: msg('dmarc.ruaHint') },
        { label: msg('dmarc.ruf'), value: list(p.ruf), mono: p.ruf.length > 0, hint: msg('dmarc.rufHint') },
        { label: msg('dmarc.adkim'), value: msg(`dmarc.align.${p.adkim}`), hint: msg(`dmarc.alignDkim.${p.adkim}`) },
        { label: msg('dmarc.aspf'), value: msg(`dmarc.align.${p.aspf}`), hint: msg(`dmarc.alignSpf.${p.aspf}`) },
      );
    }
    blocks.push({ kind: 'values', label: msg('dmarc.label'), layout: 'rows', items });
  }

  // DKIM.
  const { dkim } = result;
  if (dkim.state === 'notAsked') blocks.push({ kind: 'note', text: msg('dkim.notAsked') });
  else {
    if (dkim.state !== 'found') blocks.push({ kind: 'note', text: msg(`dkim.${dkim.state}`, { name: dkim.name ?? '' }), tone: dkim.state === 'revoked' ? 'info' : 'warning' });
    if (dkim.record) {
      const items: ValueItem[] = [
        { label: msg('dkim.name'), value: dkim.name ?? '', mono: true },
        { label: msg('dkim.record'), value: dkim.record, mono: true, copy: true },
      ];
      if (dkim.invalid) items.push({ label: msg('dkim.problem'), value: msg(`dkim.why.${dkim.invalid}`) });
      if (dkim.key && !dkim.key.revoked) {
        items.push({ label: msg('dkim.keyType'), value: dkim.key.keyType === 'rsa' ? 'RSA' : dkim.key.keyType === 'ed25519' ? 'Ed25519' : dkim.key.keyType });
        if (dkim.key.bits !== null) items.push({ label: msg('dkim.bits'), value: msg('dkim.bitsValue', { bits: num(dkim.key.bits) }), hint: dkim.key.keyType === 'rsa' ? msg(dkim.key.bits < 1024 ? 'dkim.weak' : dkim.key.bits < 2048 ? 'dkim.short' : 'dkim.strong') : undefined });
        if (dkim.key.testing) items.push({ label: msg('dkim.testingLabel'), value: msg('dkim.testing') });
      }
      blocks.push({ kind: 'values', label: msg('dkim.label', { selector: result.selector ?? '' }), layout: 'rows', items });
    }
  }

  // MTA-STS, TLS-RPT, BIMI.
  const { mtaSts, tlsRpt, bimi } = result;
  const transport: ValueItem[] = [
    { label: msg('mtaSts.label'), value: mtaSts.record ?? msg(`mtaSts.${mtaSts.state}`), mono: mtaSts.record !== null, hint: mtaSts.state === 'found' ? msg('mtaSts.found', { id: mtaSts.id ?? '' }) : mtaSts.record ? msg(`mtaSts.${mtaSts.state}`) : undefined },
    { label: msg('tlsRpt.label'), value: tlsRpt.record ?? msg(`tlsRpt.${tlsRpt.state}`), mono: tlsRpt.record !== null, hint: tlsRpt.state === 'found' ? msg('tlsRpt.found', { rua: tlsRpt.rua.join(', ') }) : tlsRpt.record ? msg(`tlsRpt.${tlsRpt.state}`) : undefined },
    { label: msg('bimi.label'), value: bimi.record ?? msg(`bimi.${bimi.state}`), mono: bimi.record !== null, hint: bimi.state === 'found' ? msg(bimi.authority ? 'bimi.foundWithVmc' : 'bimi.found', { logo: bimi.logo || '—', authority: bimi.authority }) : bimi.record ? msg(`bimi.${bimi.state}`) : undefined },
  ];
  blocks.push({ kind: 'values', label: msg('transport.label'), layout: 'rows', items: transport });
  const policy = mtaSts.policy;
  if (policy?.state === 'failed' && policy.error) {
    const params = Object.fromEntries(Object.entries(policy.error.params).map(([k, v]) => [k, typeof v === 'number' ? num(v) : v]));
    blocks.push({ kind: 'note', tone: 'warning', text: msg('mtaSts.policyFailed', { url: policy.url, reason: msg(`mtaSts.policyError.${policy.error.code}`, params) }) });
  } else if (policy) {
    const days = policy.maxAge === null ? null : policy.maxAge / 86_400;
    blocks.push({
      kind: 'values',
      label: msg('mtaSts.policyLabel'),
      layout: 'rows',
      items: [
        { label: msg('mtaSts.policyUrl'), value: policy.url, mono: true, link: policy.url },
        { label: msg('mtaSts.mode'), value: policy.mode ? msg(`mtaSts.modes.${policy.mode}`) : msg('mtaSts.missing') },
        { label: msg('mtaSts.mx'), value: policy.mx.length ? policy.mx.join(', ') : msg('mtaSts.missing'), mono: policy.mx.length > 0, hint: policy.uncovered.length ? msg('mtaSts.uncovered', { hosts: policy.uncovered.join(', '), count: num(policy.uncovered.length) }) : policy.mx.length && policy.mode !== 'none' ? msg('mtaSts.covered') : undefined },
        { label: msg('mtaSts.maxAge'), value: days === null ? msg('mtaSts.missing') : msg('mtaSts.maxAgeValue', { seconds: num(policy.maxAge!), count: num(days, { maximumFractionDigits: 1 }) }) },
        ...policy.invalid.map((why) => ({ label: msg('mtaSts.problem'), value: msg(`mtaSts.why.${why}`) })),
      ],
    });
  }

  return { blocks, copy: copyText(result), json: result, filename: `email-dns-${result.domain}` };
}

/** The records found, one a line, as a zone file would hold them: the same in every language. */
function copyText(r: MailCheck): string {
  const lines = [`;; ${r.domain} @${r.server}`];
  for (const h of r.mx.hosts) lines.push(`${r.domain}\tMX\t${h.preference} ${h.exchange}`);
  if (r.mx.state === 'nullMx') lines.push(`${r.domain}\tMX\t0 .`);
  for (const n of r.spf.chain) if (n.record) lines.push(`${n.domain}\tTXT\t"${n.record}"`);
  if (r.spf.state === 'many') for (const s of r.spf.records) lines.push(`${r.domain}\tTXT\t"${s}"`);
  if (r.dmarc.record) lines.push(`_dmarc.${r.domain}\tTXT\t"${r.dmarc.record}"`);
  if (r.dkim.record) lines.push(`${r.dkim.name}\tTXT\t"${r.dkim.record}"`);
  if (r.mtaSts.record) lines.push(`_mta-sts.${r.domain}\tTXT\t"${r.mtaSts.record}"`);
  if (r.mtaSts.policy?.text) lines.push(`;; ${r.mtaSts.policy.url}`, ...r.mtaSts.policy.text.trimEnd().split(/\r?\n/).map((l) => `;; ${l}`));
  if (r.tlsRpt.record) lines.push(`_smtp._tls.${r.domain}\tTXT\t"${r.tlsRpt.record}"`);
  if (r.bimi.record) lines.push(`default._bimi.${r.domain}\tTXT\t"${r.bimi.record}"`);
  return lines.join('\n');
}

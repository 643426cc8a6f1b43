/**
 * The registry's answer as a person reads it: for a domain, the registrar, the dates with the days left,
 * each status code explained in words, name servers, DNSSEC, the abuse contact and the registrant (or that
 * the registry redacted it); for an address, the network's range, name, holder and country; for an AS
 * number, its name and holder. Where the answer came from closes it; a WHOIS answer is shown as written too.
 */
import { date, msg, num, region, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import { isEppStatus } from './status.ts';
import type { Contact, WhoisResult } from './run.ts';

const DAY_MS = 86_400_000;
const when = (iso: string | null): Display => (iso ? date(Date.parse(iso), { dateStyle: 'long' }) : msg('unknown'));

function contactText(c: Contact | null): { value: Display; mono?: boolean } {
  if (!c) return { value: msg('notGiven') };
  if (c.redacted) return { value: msg('redacted') };
  const shown = [c.name, c.org].filter((v, i, all): v is string => v !== null && all.indexOf(v) === i);
  return { value: shown.length ? shown.join(', ') : msg('notGiven') };
}

const row = (label: string, value: Display | null | undefined, extra: Partial<ValueItem> = {}): ValueItem[] => (value === null || value === undefined || value === '' ? [] : [{ label: msg(label), value, ...extra }]);

export function view(result: WhoisResult): ResultView {
  const blocks: ResultBlock[] = [];
  const source: ValueItem[] =
    result.source.protocol === 'rdap'
      ? [{ label: msg('source.label'), value: msg('source.rdap', { server: result.source.server }), hint: result.source.bootstrap ? msg('source.bootstrap', { date: date(result.source.bootstrap.slice(0, 10)) }) : undefined, ...(result.source.url ? { link: result.source.url, copy: result.source.url } : {}) }]
      : [{ label: msg('source.label'), value: msg('source.whois', { server: result.source.server }), hint: result.source.referral ? msg('source.referral', { iana: result.source.referral }) : undefined }];

  const d = result.domain;
  if (result.kind === 'domain') {
    const days = d?.expires ? Math.floor((Date.parse(d.expires) - result.checkedAt) / DAY_MS) : null;
    blocks.push({
      kind: 'values',
      items: [
        { label: msg('result.domain'), value: d?.unicodeName ?? result.query, mono: true },
        { label: msg('result.registrar'), value: d?.registrar?.name ?? msg('unknown'), main: true, ...(d?.registrar?.url ? { link: d.registrar.url } : {}) },
        { label: msg('result.expires'), value: when(d?.expires ?? null), hint: days === null ? undefined : days < 0 ? msg('result.expiredDays', { count: num(-days) }) : msg('result.daysLeft', { count: num(days) }) },
      ],
    });
    if (result.typed !== result.query && result.typed !== d?.unicodeName) blocks.push({ kind: 'note', text: msg('registrable', { typed: result.typed, domain: result.query }) });
    if (days !== null && days < 0) blocks.push({ kind: 'note', tone: 'warning', text: msg('expired', { domain: result.query }) });
    if (!d) {
      blocks.push({ kind: 'note', tone: 'warning', text: msg('unreadable') });
    } else {
      const r = d.registrar;
      blocks.push({
        kind: 'values',
        label: msg('details.caption'),
        layout: 'rows',
        items: [
          ...row('details.created', d.created ? when(d.created) : null),
          ...row('details.updated', d.updated ? when(d.updated) : null),
          ...row('details.expires', d.expires ? when(d.expires) : null),
          ...row('details.registrar', r?.name, r?.url ? { link: r.url } : {}),
          ...row('details.ianaId', r?.ianaId, { mono: true }),
          ...row('details.abuseEmail', r?.abuseEmail, { mono: true }),
          ...row('details.abusePhone', r?.abusePhone, { mono: true }),
          { label: msg('details.nameservers'), value: d.nameservers.length ? d.nameservers.join(', ') : msg('notGiven'), mono: d.nameservers.length > 0 },
          { label: msg('details.dnssec'), value: msg(d.dnssec === null ? 'unknown' : d.dnssec ? 'dnssec.signed' : 'dnssec.unsigned'), hint: d.dnssec === null ? undefined : msg(d.dnssec ? 'dnssec.signedHint' : 'dnssec.unsignedHint') },
          { label: msg('details.registrant'), ...contactText(d.registrant), hint: d.registrant?.redacted ? msg('redactedHint') : undefined },
          ...row('details.registrantCountry', d.registrant?.country ? region(d.registrant.country) : null),
          ...row('details.handle', d.handle, { mono: true }),
          ...source,
        ],
      });
      if (d.statuses.length) {
        blocks.push({
          kind: 'table',
          caption: msg('status.caption'),
          columns: [{ label: msg('status.code'), mono: true }, { label: msg('status.meaning') }],
          rows: d.statuses.map((code) => [code, isEppStatus(code) ? msg(`status.${code}`) : msg('status.other')]),
        });
      }
      if (d.redacted.length) blocks.push({ kind: 'note', text: msg('redactedFields', { fields: d.redacted.join(', ') }) });
    }
  }

  const n = result.network;
  if (n) {
    const range = n.cidrs.length ? n.cidrs.join(', ') : n.start && n.end ? `${n.start} – ${n.end}` : null;
    blocks.push({
      kind: 'values',
      items: [
        { label: msg('result.address'), value: result.query, mono: true },
        { label: msg('result.network'), value: n.name ?? msg('unknown'), main: true, mono: n.name !== null },
        { label: msg('result.range'), value: range ?? msg('unknown'), mono: range !== null },
      ],
    });
    blocks.push({
      kind: 'values',
      label: msg('details.networkCaption'),
      layout: 'rows',
      items: [
        ...row('details.range', n.start && n.end ? `${n.start} – ${n.end}` : null, { mono: true }),
        ...row('details.cidr', n.cidrs.length ? n.cidrs.join(', ') : null, { mono: true }),
        { label: msg('details.holder'), ...contactText(n.holder) },
        ...row('details.country', n.country ? region(n.country) : null),
        ...row('details.type', n.type),
        ...row('details.handle', n.handle, { mono: true }),
        ...row('details.parent', n.parent, { mono: true }),
        ...row('details.abuseEmail', n.abuseEmail, { mono: true }),
        ...row('details.abusePhone', n.abusePhone, { mono: true }),
        ...row('details.created', n.created ? when(n.created) : null),
        ...row('details.updated', n.updated ? when(n.updated) : null),
        ...row('details.status', n.statuses.length ? n.statuses.join(', ') : null, { mono: true }),
        ...source,
      ],
    });
  }

  const a = result.autnum;
  if (a) {
    const holder = contactText(a.holder);
    blocks.push({
      kind: 'values',
      items: [
        { label: msg('result.asn'), value: result.query, mono: true },
        { label: msg('result.asName'), value: a.name ?? msg('unknown'), main: true, mono: a.name !== null },
        { label: msg('result.holder'), ...holder },
      ],
    });
    blocks.push({
      kind: 'values',
      label: msg('details.asCaption'),
      layout: 'rows',
      items: [
        { label: msg('details.holder'), ...holder },
        ...row('details.country', a.country ? region(a.country) : null),
        ...row('details.asRange', a.start !== null && a.end !== null && a.end !== a.start ? `AS${a.start} – AS${a.end}` : null, { mono: true }),
        ...row('details.type', a.type),
        ...row('details.handle', a.handle, { mono: true }),
        ...row('details.abuseEmail', a.abuseEmail, { mono: true }),
        ...row('details.abusePhone', a.abusePhone, { mono: true }),
        ...row('details.created', a.created ? when(a.created) : null),
        ...row('details.updated', a.updated ? when(a.updated) : null),
        ...row('details.status', a.statuses.length ? a.statuses.join(', ') : null, { mono: true }),
        ...source,
      ],
    });
  }

  if (result.raw) blocks.push({ kind: 'text', text: result.raw, label: msg('raw.label', { server: result.source.server }), mono: true, summary: msg('raw.summary') });
  return { blocks, json: result, filename: `whois-${result.query.replace(/[^a-z0-9.-]+/gi, '-')}` };
}

/**
 * Reads a domain's e-mail records through the operator's resolver: MX and the addresses of each mail
 * server, SPF with every include and redirect followed (the RFC 7208 limit of 10 DNS lookups counted),
 * DMARC, a DKIM key for the selector given, MTA-STS, TLS-RPT and BIMI; then judges them (judge.ts).
 * Every name goes through the host's checked path (ctx.dnsName) before its one question (ctx.dns); the
 * parts are asked in parallel, at most a few questions at a time, and the SPF walk is bounded in depth
 * and in records read, so one check never holds more than a handful of the server's DNS slots.
 */
import { defineServerTool, type DnsRecord, type ServerToolContext } from '@sdk/server';
import { isToolError, type ToolError } from '@sdk/core';
import { judge } from './judge.ts';
import { bimiParts, isBimi, isDkim, isDmarc, isMtaSts, isSpf, isTlsRpt, mtaStsId, mxCovered, parseDkim, parseDmarc, parseMtaStsPolicy, parseSpf, SPF_LOOKUP_LIMIT, tlsRptAddresses, txtText, type SpfRecord } from './records.ts';
import type { MailCheck, MailRequest, MtaStsPolicyCheck, MxHost, PartState, PolicyError, SpfNode } from './run.ts';

/** Questions of one check in flight at once (the server's own cap, MAX_DNS_QUERIES, is shared by everyone). */
const PARALLEL = 4;
/** Mail servers whose addresses are looked up. */
const MAX_MX = 10;
/** SPF records read at most, and how deep includes are followed: past 10 lookups a receiver stops anyway. */
const MAX_SPF_RECORDS = SPF_LOOKUP_LIMIT + 2;
const MAX_SPF_DEPTH = SPF_LOOKUP_LIMIT;

type Answer = { rcode: string; records: readonly DnsRecord[] } | 'failed';

/** A stop for the whole check (serverBusy, the visitor left): thrown, and answered as it is. */
class Stop {
  constructor(readonly error: ToolError) {}
}

function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export const server = defineServerTool<MailRequest, MailCheck>({
  perMinute: 20,
  timeLimitSeconds: 25,
  async handle(request, ctx) {
    const checked = await ctx.dnsName(request.domain);
    if (isToolError(checked)) return { ...checked, params: { ...checked.params, field: 'domain' } };
    const domain = checked.name;
    const slot = limiter(PARALLEL);
    let resolver = ctx.dnsServers[0] ?? '';
    /** One question about a name, through the checked path; 'failed' for no usable answer or a refused name. */
    const ask = (name: string, type: string): Promise<Answer> =>
      slot(async () => {
        const ok = await ctx.dnsName(name);
        if (isToolError(ok)) {
          if (ok.code === 'serverBusy') throw new Stop(ok);
          return 'failed';
        }
        const reply = await ctx.dns(ok.name, type);
        if (isToolError(reply)) throw new Stop(reply);
        if (reply === 'timeout') return 'failed';
        resolver = reply.server;
        if (reply.rcode !== 'NOERROR' && reply.rcode !== 'NXDOMAIN') return 'failed';
        return { rcode: reply.rcode, records: reply.records.filter((r) => r.type === type) };
      });
    const texts = async (name: string, accept: (text: string) => boolean) => {
      const answer = await ask(name, 'TXT');
      if (answer === 'failed') return { state: 'failed' as const, found: [] as string[], rcode: '' };
      const found = answer.records.map((r) => txtText(r.value)).filter(accept);
      return { state: found.length === 0 ? ('none' as const) : found.length > 1 ? ('many' as const) : ('found' as const), found, rcode: answer.rcode };
    };

    try {
      const [mx, spf, dmarc, dkim, mtaSts, tlsRpt, bimi] = await Promise.all([
        checkMx(domain, ask, ctx),
        checkSpf(domain, texts),
        texts(`_dmarc.${domain}`, isDmarc),
        request.selector ? texts(`${request.selector}._domainkey.${domain}`, isDkim) : null,
        texts(`_mta-sts.${domain}`, isMtaSts),
        texts(`_smtp._tls.${domain}`, isTlsRpt),
        texts(`default._bimi.${domain}`, isBimi),
      ]);
      const dmarcRead = dmarc.state === 'found' ? parseDmarc(dmarc.found[0]!) : null;
      const dkimRead = dkim?.state === 'found' ? parseDkim(dkim.found[0]!) : null;
      const mtaStsIdRead = mtaSts.state === 'found' ? mtaStsId(mtaSts.found[0]!) : null;
      // A valid MTA-STS record promises a policy file: fetched and judged against the MX records found.
      const policy = mtaStsIdRead ? await fetchPolicy(domain, mx.hosts.map((h) => h.exchange), ctx) : null;
      const rua = tlsRpt.state === 'found' ? tlsRptAddresses(tlsRpt.found[0]!) : [];
      const bimiRead = bimi.state === 'found' ? bimiParts(bimi.found[0]!) : null;
      const report: Omit<MailCheck, 'fixes'> = {
        domain,
        selector: request.selector ?? null,
        server: resolver,
        exists: mx.rcode !== 'NXDOMAIN',
        mx: { state: mx.state, hosts: mx.hosts },
        spf,
        dmarc: {
          state: dmarcRead && 'invalid' in dmarcRead ? 'invalid' : dmarc.state,
          record: dmarc.found[0] ?? null,
          invalid: dmarcRead && 'invalid' in dmarcRead ? dmarcRead.invalid : null,
          policy: dmarcRead && !('invalid' in dmarcRead) ? dmarcRead : null,
        },
        dkim: dkim
          ? {
              state: dkimRead && 'invalid' in dkimRead ? 'invalid' : dkimRead?.revoked ? 'revoked' : dkim.state,
              name: `${request.selector}._domainkey.${domain}`,
              record: dkim.found[0] ?? null,
              invalid: dkimRead && 'invalid' in dkimRead ? dkimRead.invalid : dkim.state === 'many' ? 'many' : null,
              key: dkimRead && !('invalid' in dkimRead) ? dkimRead : null,
            }
          : { state: 'notAsked', name: null, record: null, invalid: null, key: null },
        mtaSts: { state: mtaSts.state === 'found' && !mtaStsIdRead ? 'invalid' : mtaSts.state, record: mtaSts.found[0] ?? null, id: mtaStsIdRead, policy },
        tlsRpt: { state: tlsRpt.state === 'found' && rua.length === 0 ? 'invalid' : tlsRpt.state, record: tlsRpt.found[0] ?? null, rua },
        bimi: { state: bimi.state === 'found' && !bimiRead ? 'invalid' : bimi.state, record: bimi.found[0] ?? null, logo: bimiRead?.logo ?? '', authority: bimiRead?.authority ?? '' },
      };
      return { ...report, fixes: judge(report) };
    } catch (stop) {
      if (stop instanceof Stop) return stop.error;
      throw stop;
    }
  },
});

/** Senders read at most this much of a policy (RFC 8461 §3.3 advises 64 kB). */
const POLICY_MAX_BYTES = 64 * 1024;
const POLICY_MS = 8000;

/**
 * The policy file, over HTTPS through the host's checked path (ctx.fetch: mta-sts.<domain> resolved once
 * and checked, the body read to 64 kB after decompression), as a sending server fetches it: no redirect
 * followed, a certificate valid for that name, 200 with text/plain (RFC 8461 §3.3). MTA_STS_PORT moves
 * it off 443 for tests only.
 */
async function fetchPolicy(domain: string, mxHosts: readonly string[], ctx: ServerToolContext): Promise<MtaStsPolicyCheck> {
  const port = ctx.settings.mtaStsPort;
  const url = `https://mta-sts.${domain}${port === 443 ? '' : `:${port}`}/.well-known/mta-sts.txt`;
  const failed = (code: PolicyError, params: Record<string, string | number> = {}): MtaStsPolicyCheck => ({ url, state: 'failed', error: { code, params }, text: null, mode: null, mx: [], maxAge: null, invalid: [], uncovered: [] });
  const outcome = await ctx.fetch(url, { method: 'GET', maxRedirects: 0, timeoutMs: POLICY_MS, body: { maxBytes: POLICY_MAX_BYTES, accept: 'text/plain' } });
  if (isToolError(outcome)) {
    if (outcome.code === 'serverBusy') throw new Stop(outcome);
    if (outcome.code === 'forbiddenTarget') return failed('refused', { host: `mta-sts.${domain}`, address: String(outcome.params?.address ?? '') });
    return failed(outcome.code === 'hostNotFound' ? 'notFound' : 'unreachable', { host: `mta-sts.${domain}` });
  }
  const hop = outcome.hops[0];
  if (outcome.stopped && !hop) return failed(outcome.stopped.code === 'forbiddenTarget' ? 'refused' : 'unreachable', { host: `mta-sts.${domain}` });
  if (!hop) return failed('unreachable', { host: `mta-sts.${domain}` });
  if (hop.tls && !hop.tls.authorized) return failed('certificate', { host: `mta-sts.${domain}`, reason: hop.tls.authorizationError ?? '' });
  if (hop.status >= 300 && hop.status < 400) return failed('redirect', { location: hop.location ?? '' });
  if (hop.status !== 200) return failed('status', { status: hop.status });
  const type = hop.headers.find(([n]) => n === 'content-type')?.[1] ?? '';
  if (!/^text\/plain\s*(;|$)/i.test(type)) return failed('contentType', { type: type || '—' });
  if (!hop.body) return failed('unreachable', { host: `mta-sts.${domain}` });
  if (!hop.body.complete) return failed('tooLarge', { limit: POLICY_MAX_BYTES / 1024 });
  const read = parseMtaStsPolicy(hop.body.text);
  const uncovered = read.mode === 'none' ? [] : mxHosts.filter((host) => host !== '' && host !== '.' && !read.mx.some((pattern) => mxCovered(pattern, host)));
  const { version: _version, ...policy } = read;
  return { url, state: read.invalid.length ? 'invalid' : 'found', error: null, text: hop.body.text, ...policy, uncovered };
}

type Ask = (name: string, type: string) => Promise<Answer>;
type Texts = (name: string, accept: (text: string) => boolean) => Promise<{ state: 'found' | 'none' | 'many' | 'failed'; found: string[]; rcode: string }>;

/** MX records sorted by preference, each with its public addresses; "0 ." alone is a null MX (RFC 7505). */
async function checkMx(domain: string, ask: Ask, ctx: ServerToolContext): Promise<{ rcode: string; state: PartState | 'nullMx'; hosts: MxHost[] }> {
  const answer = await ask(domain, 'MX');
  if (answer === 'failed') return { rcode: '', state: 'failed', hosts: [] };
  const listed = answer.records
    .map((r) => {
      const [preference, exchange = ''] = r.value.split(/\s+/);
      return { preference: Number(preference), exchange: exchange.replace(/\.$/, '').toLowerCase() };
    })
    .sort((a, b) => a.preference - b.preference || a.exchange.localeCompare(b.exchange));
  if (listed.length === 0) return { rcode: answer.rcode, state: 'none', hosts: [] };
  if (listed.length === 1 && listed[0]!.exchange === '') return { rcode: answer.rcode, state: 'nullMx', hosts: [] };
  const hosts = await Promise.all(
    listed.map(async ({ preference, exchange }, i): Promise<MxHost> => {
      if (i >= MAX_MX || exchange === '') return { preference, exchange: exchange || '.', addresses: [], hidden: 0, state: 'notChecked' };
      const [a, aaaa] = await Promise.all([ask(exchange, 'A'), ask(exchange, 'AAAA')]);
      if (a === 'failed' && aaaa === 'failed') {
        // A name whose addresses are private is refused by the checked path: said, never shown.
        const refused = await ctx.dnsName(exchange);
        return { preference, exchange, addresses: [], hidden: 0, state: isToolError(refused) && refused.code === 'privateName' ? 'private' : 'failed' };
      }
      const all = [...(a === 'failed' ? [] : a.records), ...(aaaa === 'failed' ? [] : aaaa.records)].map((r) => r.value);
      const shown = all.filter((address) => ctx.settings.allowPrivateTargets || !ctx.classify(address));
      const hidden = all.length - shown.length;
      return { preference, exchange, addresses: shown, hidden, state: all.length === 0 ? 'noAddress' : shown.length === 0 ? 'private' : 'ok' };
    }),
  );
  return { rcode: answer.rcode, state: 'found', hosts };
}

/**
 * The domain's SPF record and every include: and redirect= it leads to, depth first as a receiver reads
 * them, counting the DNS lookups. Past the limit the walk stops (the receiver would give a permanent
 * error there); the includes of one record are asked in parallel, ahead of being read.
 */
async function checkSpf(domain: string, texts: Texts): Promise<MailCheck['spf']> {
  const own = await texts(domain, isSpf);
  const base = { records: own.found, chain: [] as SpfNode[], lookups: 0, stopped: false, all: null, redirect: null, invalid: [] as MailCheck['spf']['invalid'], usesPtr: false, missing: [] as string[] };
  if (own.state !== 'found') return { ...base, state: own.state };
  const spf = { ...base, state: 'found' as PartState };
  const parsed = new Map<string, SpfRecord>();
  let read = 0;
  const fetch = (name: string) => {
    read++;
    return texts(name, isSpf);
  };
  const visit = async (name: string, depth: number, via: SpfNode['via'], path: readonly string[], got: ReturnType<Texts>): Promise<void> => {
    const node = { domain: name, depth, via, record: null, lookups: 0 };
    const answer = await got;
    if (answer.state !== 'found') {
      if (answer.state === 'none') spf.missing.push(name);
      spf.chain.push({ ...node, state: answer.state, record: answer.found[0] ?? null });
      return;
    }
    const record = parseSpf(answer.found[0]!);
    parsed.set(name, record);
    spf.chain.push({ ...node, state: 'found', record: answer.found[0]!, lookups: record.lookups });
    spf.lookups += record.lookups;
    spf.invalid.push(...record.invalid.map((term) => ({ domain: name, term })));
    if (record.usesPtr) spf.usesPtr = true;
    const targets: [SpfNode['via'], string][] = [...record.includes.map((d): [SpfNode['via'], string] => ['include', d.replace(/\.$/, '').toLowerCase()]), ...(record.redirect ? [['redirect', record.redirect.replace(/\.$/, '').toLowerCase()] as [SpfNode['via'], string]] : [])];
    // Asked ahead, in parallel, as far as the limits allow: read below in order.
    const ahead = targets.map(([, target]) => (target.includes('%') || path.includes(target) || depth + 1 > MAX_SPF_DEPTH || spf.lookups > SPF_LOOKUP_LIMIT || read >= MAX_SPF_RECORDS ? null : fetch(target)));
    for (const [i, [kind, target]] of targets.entries()) {
      const child = { domain: target, depth: depth + 1, via: kind, record: null, lookups: 0 };
      const asked = ahead[i];
      if (target.includes('%')) spf.chain.push({ ...child, state: 'macro' });
      else if (path.includes(target)) spf.chain.push({ ...child, state: 'loop' });
      else if (!asked || spf.lookups > SPF_LOOKUP_LIMIT) {
        spf.chain.push({ ...child, state: 'notFollowed' });
        spf.stopped = true;
      } else await visit(target, depth + 1, kind, [...path, target], asked);
    }
  };
  await visit(domain, 0, null, [domain], Promise.resolve(own));
  // The policy for everything not listed: the record's own "all", else that of the record it redirects to.
  let at = parsed.get(domain);
  const seen = new Set<string>();
  while (at && at.all === null && at.redirect && !seen.has(at.redirect)) {
    seen.add(at.redirect);
    at = parsed.get(at.redirect.replace(/\.$/, '').toLowerCase());
  }
  return { ...spf, all: at?.all ?? null, redirect: parsed.get(domain)?.redirect ?? null };
}

/**
 * Asks the registry that holds a domain, an IP address or an AS number: RDAP first, at the service IANA's
 * bootstrap files name (ctx.rdapServers), fetched through the host's checked path (ctx.fetch: every hop's
 * host resolved once and checked, the answer's body read to a cap after decompression); for a TLD without
 * RDAP, WHOIS on port 43 (ctx.whois, the same checked path): the IANA WHOIS server names the TLD's own
 * server, which is then asked. The domain asked about is the registrable one (tldts, from the Public Suffix
 * List): www.example.co.uk is asked as example.co.uk.
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import { getDomain, getPublicSuffix } from 'tldts';
import { defineServerTool, type HttpOutcome, type RdapServices, type ServerToolContext } from '@sdk/server';
import { isToolError, toolError, type ToolError } from '@sdk/core';
import { readAutnum, readDomain, readNetwork } from './rdap.ts';
import { ianaReferral, readWhoisDomain, whoisNotFound } from './whoisText.ts';
import type { WhoisRequest, WhoisResult } from './run.ts';

/** Each registry's time to answer, and the most of an answer read (RDAP answers are a few kB; a WHOIS one less). */
const RDAP_MS = 8000;
const WHOIS_MS = 8000;
const RDAP_MAX_BYTES = 512 * 1024;
const WHOIS_MAX_BYTES = 128 * 1024;
/** What is kept of a WHOIS answer to show as written. */
const RAW_CHARS = 20_000;
const ACCEPT = 'application/rdap+json, application/json;q=0.9';

type Answer = { url: string; server: string; json: unknown } | ToolError;

/** The RDAP answer for `path` from the first service that answers (https ones only, when there are any). */
async function askRdap(ctx: ServerToolContext, services: RdapServices, path: string, query: string): Promise<Answer> {
  const secure = services.urls.filter((u) => u.startsWith('https:'));
  let last: ToolError = toolError('registryUnreachable', { server: '' });
  for (const base of (secure.length ? secure : services.urls).slice(0, 2)) {
    const url = new URL(path, base).href;
    const server = new URL(url).host;
    const outcome = await ctx.fetch(url, { method: 'GET', maxRedirects: 3, timeoutMs: RDAP_MS, body: { maxBytes: RDAP_MAX_BYTES, accept: ACCEPT } });
    if (isToolError(outcome)) return withoutField(outcome);
    const read = readOutcome(outcome, server, query);
    if (!isToolError(read)) return { url: read.url, server: new URL(read.url).host, json: read.json };
    // Another service only when this one could not be reached; its own answer (404…) stands.
    if (read.code !== 'registryUnreachable' && read.code !== 'timeout') return read;
    last = read;
  }
  return last;
}

/** A refusal of the first address carries the field of the tool that typed it: here the registry's, not the visitor's. */
function withoutField(error: ToolError): ToolError {
  const { field: _field, hop: _hop, url: _url, ...params } = error.params ?? {};
  return toolError(error.code, params);
}

function readOutcome(outcome: HttpOutcome, server: string, query: string): { url: string; json: unknown } | ToolError {
  if (outcome.stopped) {
    const code = outcome.stopped.code;
    if (code === 'forbiddenTarget' || code === 'serverBusy') return withoutField(outcome.stopped);
    return code === 'noAnswer' ? toolError('timeout', { server }) : toolError('registryUnreachable', { server });
  }
  const last = outcome.hops.at(-1);
  if (!last) return toolError('registryUnreachable', { server });
  const at = new URL(last.url).host;
  if (last.tls && !last.tls.authorized) return toolError('registryCertificate', { server: at });
  if (last.status === 404) return toolError('notFound', { query });
  if (last.status === 429) return toolError('registryBusy', { server: at });
  if (last.status !== 200) return toolError('registryError', { server: at, status: last.status });
  if (!last.body) return toolError('badAnswer', { server: at });
  if (!last.body.complete) return toolError('tooLarge', { server: at, limit: RDAP_MAX_BYTES / 1024 });
  try {
    return { url: last.url, json: JSON.parse(last.body.text) };
  } catch {
    return toolError('badAnswer', { server: at });
  }
}

/** One WHOIS question, its failures said as the tool's errors. */
async function askWhois(ctx: ServerToolContext, server: string, query: string): Promise<{ text: string; complete: boolean } | ToolError> {
  const answer = await ctx.whois(server, query, { timeoutMs: WHOIS_MS, maxBytes: WHOIS_MAX_BYTES });
  if (isToolError(answer)) return withoutField(answer);
  if (!answer.ok) return answer.reason === 'timeout' ? toolError('timeout', { server }) : toolError('registryUnreachable', { server });
  return answer;
}

const base = (request: WhoisRequest, query: string, typed: string): Omit<WhoisResult, 'source'> => ({ kind: request.kind, query, typed, domain: null, network: null, autnum: null, raw: null, checkedAt: Date.now() });

async function lookupDomain(name: string, ctx: ServerToolContext): Promise<WhoisResult | ToolError> {
  const ascii = domainToASCII(name);
  if (!ascii) return toolError('invalidQuery', { field: 'query' });
  const registrable = getDomain(ascii, { allowPrivateDomains: false });
  if (!registrable) return toolError('publicSuffix', { suffix: getPublicSuffix(ascii) ?? ascii, field: 'query' });
  const typed = domainToUnicode(ascii) || ascii;
  const request: WhoisRequest = { kind: 'domain', name };
  const services = ctx.rdapServers({ kind: 'domain', name: registrable });
  if (services) {
    const answer = await askRdap(ctx, services, `domain/${registrable}`, registrable);
    if (isToolError(answer)) return answer;
    const domain = readDomain(answer.json);
    if (!domain) return toolError('badAnswer', { server: answer.server });
    return { ...base(request, registrable, typed), domain, source: { protocol: 'rdap', url: answer.url, server: answer.server, bootstrap: services.publication, referral: null } };
  }
  // No RDAP service for this TLD: IANA's WHOIS server names the registry's own.
  const tld = registrable.slice(registrable.lastIndexOf('.') + 1);
  const iana = await askWhois(ctx, ctx.settings.whoisIanaServer, tld);
  if (isToolError(iana)) return iana;
  const referral = ianaReferral(iana.text);
  if (!referral) return toolError('noRdapService', { tld: `.${tld}` });
  const answer = await askWhois(ctx, referral, registrable);
  if (isToolError(answer)) return answer;
  if (whoisNotFound(answer.text)) return toolError('notFound', { query: registrable });
  if (!answer.complete) return toolError('tooLarge', { server: referral, limit: WHOIS_MAX_BYTES / 1024 });
  return {
    ...base(request, registrable, typed),
    domain: readWhoisDomain(answer.text, registrable),
    raw: answer.text.slice(0, RAW_CHARS),
    source: { protocol: 'whois', url: null, server: referral, bootstrap: null, referral: ctx.settings.whoisIanaServer },
  };
}

export const server = defineServerTool<WhoisRequest, WhoisResult>({
  perMinute: 20,
  timeLimitSeconds: 25,
  async handle(request, ctx) {
    if (request.kind === 'domain') return lookupDomain(request.name, ctx);
    if (request.kind === 'ip') {
      // No registry says who uses a private or reserved address: said without asking anyone.
      const special = ctx.classify(request.address);
      if (special) return toolError('privateAddress', { address: request.address, rfc: special.rfc, field: 'query' });
      const services = ctx.rdapServers({ kind: 'ip', address: request.address });
      if (!services) return toolError('noRdapService', { tld: request.address });
      const answer = await askRdap(ctx, services, `ip/${request.address}`, request.address);
      if (isToolError(answer)) return answer;
      const network = readNetwork(answer.json);
      if (!network) return toolError('badAnswer', { server: answer.server });
      return { ...base(request, request.address, request.address), network, source: { protocol: 'rdap', url: answer.url, server: answer.server, bootstrap: services.publication, referral: null } };
    }
    const asn = `AS${request.number}`;
    const services = ctx.rdapServers({ kind: 'asn', number: request.number });
    if (!services) return toolError('notFound', { query: asn });
    const answer = await askRdap(ctx, services, `autnum/${request.number}`, asn);
    if (isToolError(answer)) return answer;
    const autnum = readAutnum(answer.json);
    if (!autnum) return toolError('badAnswer', { server: answer.server });
    return { ...base(request, asn, asn), autnum, source: { protocol: 'rdap', url: answer.url, server: answer.server, bootstrap: services.publication, referral: null } };
  },
});

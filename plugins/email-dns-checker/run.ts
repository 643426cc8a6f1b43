/**
 * The page's check of what the visitor typed (the server reads it again): a domain name (an e-mail
 * address is taken for its domain), and an optional DKIM selector, one or more DNS labels.
 */
import { parseHost, toolError, type ToolError } from '@sdk/core';
import type { Input } from './manifest.ts';
import type { DkimKey, DmarcRecord, MtaStsPolicy, Qualifier } from './records.ts';

export interface MailRequest {
  domain: string;
  /** The DKIM selector to look up, when the visitor gave one. */
  selector?: string;
}

/** What each part's lookup found: 'failed' when the DNS server gave no usable answer (SERVFAIL, timeout). */
export type PartState = 'found' | 'none' | 'many' | 'invalid' | 'failed';

export interface MxHost {
  preference: number;
  exchange: string;
  /** Its public addresses (A and AAAA). */
  addresses: string[];
  /** Addresses left out: private or reserved ranges. */
  hidden: number;
  state: 'ok' | 'noAddress' | 'private' | 'failed' | 'notChecked';
}

/** One SPF record of the walk, in the order a receiver reads them (depth first). */
export interface SpfNode {
  domain: string;
  depth: number;
  /** How it was reached from its parent. */
  via: 'include' | 'redirect' | null;
  record: string | null;
  /** notFollowed: the lookup limit was passed first; macro: a name built from the message (%{…}), not followed. */
  state: 'found' | 'none' | 'many' | 'failed' | 'loop' | 'notFollowed' | 'macro';
  /** DNS lookups this record itself causes. */
  lookups: number;
}

/** Why a policy file could not be fetched (a key under mtaSts.policyError). */
export type PolicyError = 'notFound' | 'refused' | 'unreachable' | 'certificate' | 'redirect' | 'status' | 'contentType' | 'tooLarge';

/** The MTA-STS policy file, fetched from https://mta-sts.<domain>/.well-known/mta-sts.txt and judged (RFC 8461). */
export interface MtaStsPolicyCheck extends Omit<MtaStsPolicy, 'version'> {
  url: string;
  /** found: read and usable; invalid: read but senders cannot use it; failed: not fetched (see error). */
  state: 'found' | 'invalid' | 'failed';
  error: { code: PolicyError; params: Record<string, string | number> } | null;
  /** The file as served (at most 64 kB), or null. */
  text: string | null;
  /** The domain's mail servers that no mx line covers: senders following the policy will not deliver to them. */
  uncovered: string[];
}

export interface Fix {
  code: string;
  level: 'critical' | 'important' | 'advice';
  params: Record<string, string | number>;
}

/** The server's answer (plugins/email-dns-checker/server.ts). */
export interface MailCheck {
  domain: string;
  selector: string | null;
  server: string;
  /** false when the domain does not exist (NXDOMAIN). */
  exists: boolean;
  mx: { state: PartState | 'nullMx'; hosts: MxHost[] };
  spf: {
    state: PartState;
    /** Every SPF record the domain itself publishes (more than one is an error). */
    records: string[];
    chain: SpfNode[];
    /** DNS lookups counted over the whole walk (at least this many when the walk stopped). */
    lookups: number;
    /** The walk stopped at the limit: there are at least `lookups`. */
    stopped: boolean;
    all: Qualifier | null;
    redirect: string | null;
    /** Terms a receiver rejects, with the domain whose record holds them. */
    invalid: { domain: string; term: string }[];
    usesPtr: boolean;
    /** include: or redirect= domains without an SPF record (a permanent error). */
    missing: string[];
  };
  dmarc: { state: PartState; record: string | null; invalid: string | null; policy: DmarcRecord | null };
  dkim: { state: PartState | 'notAsked' | 'revoked'; name: string | null; record: string | null; invalid: string | null; key: DkimKey | null };
  mtaSts: { state: PartState; record: string | null; id: string | null; policy: MtaStsPolicyCheck | null };
  tlsRpt: { state: PartState; record: string | null; rua: string[] };
  bimi: { state: PartState; record: string | null; logo: string; authority: string };
  fixes: Fix[];
}

/** A selector: DNS labels of letters, digits, hyphens and underscores, joined by dots (RFC 6376 §3.1). */
const SELECTOR = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/i;

export function run(input: Input): MailRequest | ToolError {
  let text = input.domain.trim().replace(/^mailto:/i, '');
  if (text === '') return toolError('enterDomain', { field: 'domain' });
  // someone@example.com → example.com: people often paste an address.
  if (text.includes('@')) text = text.slice(text.lastIndexOf('@') + 1);
  const host = parseHost(text);
  if (!host) return toolError('invalidDomain', { field: 'domain' });
  if (host.kind === 'ip') return toolError('addressNotDomain', { field: 'domain' });
  const selector = (input.dkimSelector ?? '').trim().replace(/\._domainkey.*$/i, '');
  if (selector === '') return { domain: host.name };
  if (selector.length > 120 || !SELECTOR.test(selector)) return toolError('invalidSelector', { field: 'dkimSelector' });
  return { domain: host.name, selector: selector.toLowerCase() };
}

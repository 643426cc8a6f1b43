/**
 * The operator's settings, read from environment variables once at start-up (README: "Operator
 * settings"). Everything is safe by default: loopback only, no private targets, the port scanner
 * limited to the visitor's own address, forwarded headers ignored, limits kept in memory.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type { Caps } from './capacity.ts';
import { SOURCE_IDS, type SourceId } from './rates/ecb.ts';

export interface ServerConfig {
  host: string;
  port: number;
  /** The built site (npm run build). */
  dist: string;
  /** Addresses or CIDR ranges of proxies whose X-Forwarded-For is believed; none by default. */
  trustProxy: string[];
  allowPrivateTargets: boolean;
  /** The DNS lookup may ask about names under non-public suffixes (.internal, .local, .lan, .corp…). */
  allowInternalNames: boolean;
  portScanAnyHost: boolean;
  /** Limits shared by every instance when set; in this process's memory otherwise. */
  redisUrl: string | undefined;
  /** DNS servers (host or host:port); empty: the system's. */
  dnsServers: string[];
  /** The public resolvers the DNS propagation check asks, each with its label (the only ones ctx.dns may be pointed at). */
  propagationResolvers: { address: string; label: string }[];
  /** The DNS blocklists the blocklist check asks (through dnsServers), each for addresses or for domains. */
  dnsblZones: { zone: string; kind: 'ip' | 'domain' }[];
  pingMethod: 'auto' | 'icmp' | 'tcp';
  /** The only ports a TCP ping may connect to (80 and 443 unless the operator widens the list). */
  pingTcpPorts: number[];
  /** The only ports the TLS checker may connect to (443 unless the operator widens the list). */
  tlsPorts: number[];
  /** The only ports the HTTP headers checker may connect to, on any hop (80 and 443 unless widened). */
  httpPorts: number[];
  /** A PEM file of roots the TLS checker trusts besides the system's (a company's own CA). */
  tlsCaFile: string | undefined;
  /** The port WHOIS servers are asked on (43; another only for tests). */
  whoisPort: number;
  /** The WHOIS server asked for a TLD without RDAP, whose answer names the registry's own. */
  whoisIanaServer: string;
  /** A folder of fresher IANA RDAP bootstrap files (npm run rdap:refresh), preferred to the site's copy. */
  rdapBootstrapDir: string | undefined;
  /** The port MTA-STS policies are fetched from (443, RFC 8461; another only for tests). */
  mtaStsPort: number;
  logLevel: string;
  /** Currency rates: where the last fetch is stored, whether to fetch at all, the source's files. */
  ratesFile: string;
  ratesFetch: boolean;
  ratesSnapshot: string;
  ecbDailyUrl: string | undefined;
  ecbHistoryUrl: string | undefined;
  /** The rate sources served, in order of preference (the ECB first): CURRENCY_RATE_SOURCES. */
  rateSources: SourceId[];
  /** currency-api's last fetch, its snapshot in the repository, and its addresses (each a fallback for the one before). */
  currencyApiRatesFile: string;
  currencyApiSnapshot: string;
  currencyApiUrls: string[];
  /** The contact messages' SQLite database (created on first start), used when databaseUrl is not set. */
  contactDb: string;
  /** A PostgreSQL database for the contact messages (postgres://…), shared by every instance: DATABASE_URL. */
  databaseUrl: string | undefined;
  /** Seconds a SIGTERM waits for requests in flight before closing their connections: SHUTDOWN_GRACE_SECONDS. */
  shutdownGraceSeconds: number;
  /** Prometheus metrics: off (undefined), or the loopback-or-chosen port they are served on: METRICS_PORT. */
  metricsPort: number | undefined;
  /** Where the metrics port listens (METRICS_HOST, 127.0.0.1 by default). */
  metricsHost: string;
  /** A bearer token the metrics endpoint asks for (METRICS_TOKEN); none by default. */
  metricsToken: string | undefined;
  /** Contact messages a client may send in an hour. */
  contactPerHour: number;
  /** Signs the contact form's time tokens; the same on every instance behind a load balancer. */
  contactSecret: string;
  /** Server-wide caps on work, per instance (capacity.ts). */
  caps: Caps;
}

export const DEFAULT_PORT = 4173;

const flag = (value: string | undefined) => value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A comma-separated list of TCP ports, each 1 to 65535, given once; the fallback when unset. */
function ports(value: string | undefined, name: string, fallback: number[]): number[] {
  if (value === undefined || value.trim() === '') return fallback;
  const out: number[] = [];
  for (const entry of value.split(',').map((s) => s.trim())) {
    const n = Number(entry);
    if (!/^\d+$/.test(entry) || n < 1 || n > 65535) throw new Error(`${name} takes ports 1 to 65535, comma-separated, not "${entry}"`);
    if (!out.includes(n)) out.push(n);
  }
  return out.sort((a, b) => a - b);
}

/** CURRENCY_RATE_SOURCES: a comma-separated choice of 'ecb' and 'currency-api' (both when unset), served ECB first. */
function rateSources(value: string | undefined): SourceId[] {
  if (value === undefined || value.trim() === '') return [...SOURCE_IDS];
  const chosen = list(value.toLowerCase());
  for (const entry of chosen) if (!(SOURCE_IDS as readonly string[]).includes(entry)) throw new Error(`CURRENCY_RATE_SOURCES takes ${SOURCE_IDS.join(', ')} (comma-separated), not "${entry}"`);
  return SOURCE_IDS.filter((id) => chosen.includes(id));
}

/**
 * Well-known public resolvers, run by different operators in different places (README: "Operator
 * settings" gives each one's own page). All are anycast: the label names the service, not a city.
 */
export const DEFAULT_PROPAGATION_RESOLVERS =
  '8.8.8.8=Google,1.1.1.1=Cloudflare,9.9.9.9=Quad9,208.67.222.222=OpenDNS,94.140.14.140=AdGuard DNS (Cyprus),149.112.121.10=CIRA Canadian Shield (Canada),101.101.101.101=Quad101 (Taiwan),223.5.5.5=AliDNS (China)';

/** DNS_PROPAGATION_RESOLVERS: comma-separated address[:port]=Label (IPv6 as [address]:port=Label); a bad entry stops the server. */
function propagationResolvers(value: string | undefined): { address: string; label: string }[] {
  const out: { address: string; label: string }[] = [];
  for (const entry of list(value?.trim() ? value : DEFAULT_PROPAGATION_RESOLVERS)) {
    const equals = entry.indexOf('=');
    const address = (equals < 0 ? entry : entry.slice(0, equals)).trim();
    const label = (equals < 0 ? address : entry.slice(equals + 1)).trim() || address;
    const v6 = /^\[(.+)\](?::(\d+))?$/.exec(address);
    const [host, port] = v6 ? [v6[1]!, v6[2]] : address.includes(':') && isIP(address) !== 6 ? address.split(':') : [address, undefined];
    const n = port === undefined ? 53 : Number(port);
    if (!isIP(host ?? '') || !/^\d*$/.test(port ?? '') || n < 1 || n > 65535) throw new Error(`DNS_PROPAGATION_RESOLVERS takes address[:port]=Label, comma-separated, not "${entry}"`);
    if (label.length > 60) throw new Error(`DNS_PROPAGATION_RESOLVERS: the label of "${address}" is longer than 60 characters`);
    if (!out.some((r) => r.address === address)) out.push({ address, label });
  }
  return out;
}

/** The DNS blocklists asked by default: README "Operator settings" names each one's lookup and removal page. */
export const DEFAULT_DNSBL_ZONES = 'zen.spamhaus.org=ip,bl.spamcop.net=ip,b.barracudacentral.org=ip,psbl.surriel.com=ip,dbl.spamhaus.org=domain,multi.surbl.org=domain';

/** DNSBL_ZONES: comma-separated zone[=ip|domain] (ip when not said); a bad entry stops the server. */
function dnsblZones(value: string | undefined): { zone: string; kind: 'ip' | 'domain' }[] {
  const out: { zone: string; kind: 'ip' | 'domain' }[] = [];
  for (const entry of list(value?.trim() ? value : DEFAULT_DNSBL_ZONES)) {
    const [zoneText, kindText = 'ip'] = entry.split('=').map((s) => s.trim().toLowerCase());
    const zone = zoneText!.replace(/\.$/, '');
    if (!/^(?=.{1,200}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/.test(zone) || (kindText !== 'ip' && kindText !== 'domain')) {
      throw new Error(`DNSBL_ZONES takes zone[=ip|domain], comma-separated, not "${entry}"`);
    }
    if (!out.some((z) => z.zone === zone)) out.push({ zone, kind: kindText });
  }
  return out;
}

/** WHOIS_IANA_SERVER: a host name or an address (whois.iana.org by default); anything else stops the server. */
function whoisServer(value: string | undefined): string {
  const server = (value ?? '').trim() || 'whois.iana.org';
  if (!isIP(server) && !/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(server)) throw new Error(`WHOIS_IANA_SERVER takes a host name or an address, not "${server}"`);
  return server.toLowerCase();
}

/** DATABASE_URL: a postgres:// or postgresql:// address, or nothing (SQLite); anything else stops the server. */
function databaseUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//i.test(url)) throw new Error('DATABASE_URL takes a postgres:// address (the contact messages in PostgreSQL), or nothing for the SQLite file CONTACT_DB');
  return url;
}

function positive(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, not "${value}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const trustProxy = list(env.TRUST_PROXY);
  for (const entry of trustProxy) if (!isIP(entry.split('/')[0]!)) throw new Error(`TRUST_PROXY takes addresses or CIDR ranges, not "${entry}"`);
  const pingMethod = (env.PING_METHOD ?? 'auto') as ServerConfig['pingMethod'];
  if (!['auto', 'icmp', 'tcp'].includes(pingMethod)) throw new Error('PING_METHOD is auto, icmp or tcp');
  const ratesFile = resolve(env.CURRENCY_RATES_FILE ?? 'data/currency-rates.json');
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dist: resolve(env.DIST_DIR ?? 'dist'),
    trustProxy,
    allowPrivateTargets: flag(env.ALLOW_PRIVATE_TARGETS),
    allowInternalNames: flag(env.ALLOW_INTERNAL_NAMES),
    portScanAnyHost: flag(env.PORT_SCAN_ANY_HOST),
    redisUrl: env.REDIS_URL || undefined,
    dnsServers: list(env.DNS_SERVERS),
    propagationResolvers: propagationResolvers(env.DNS_PROPAGATION_RESOLVERS),
    dnsblZones: dnsblZones(env.DNSBL_ZONES),
    pingMethod,
    pingTcpPorts: ports(env.PING_TCP_PORTS, 'PING_TCP_PORTS', [80, 443]),
    tlsPorts: ports(env.TLS_CHECK_PORTS, 'TLS_CHECK_PORTS', [443]),
    httpPorts: ports(env.HTTP_CHECK_PORTS, 'HTTP_CHECK_PORTS', [80, 443]),
    tlsCaFile: env.TLS_CHECK_CA_FILE?.trim() || undefined,
    whoisPort: ports(env.WHOIS_PORT, 'WHOIS_PORT', [43])[0]!,
    whoisIanaServer: whoisServer(env.WHOIS_IANA_SERVER),
    rdapBootstrapDir: env.RDAP_BOOTSTRAP_DIR?.trim() ? resolve(env.RDAP_BOOTSTRAP_DIR.trim()) : undefined,
    mtaStsPort: ports(env.MTA_STS_PORT, 'MTA_STS_PORT', [443])[0]!,
    logLevel: env.LOG_LEVEL ?? 'info',
    ratesFile,
    ratesFetch: env.CURRENCY_RATES_FETCH === undefined ? true : flag(env.CURRENCY_RATES_FETCH),
    ratesSnapshot: resolve(env.CURRENCY_RATES_SNAPSHOT ?? 'plugins/currency-converter/data/eurofxref-hist-90d.xml'),
    ecbDailyUrl: env.ECB_DAILY_URL || undefined,
    ecbHistoryUrl: env.ECB_HISTORY_URL || undefined,
    rateSources: rateSources(env.CURRENCY_RATE_SOURCES),
    currencyApiRatesFile: resolve(env.CURRENCY_API_RATES_FILE ?? join(dirname(ratesFile), 'currency-api-rates.json')),
    currencyApiSnapshot: resolve(env.CURRENCY_API_SNAPSHOT ?? 'plugins/currency-converter/data/currency-api-eur-2026-09-29.json'),
    currencyApiUrls: list(env.CURRENCY_API_URL),
    contactDb: resolve(env.CONTACT_DB ?? 'data/contact.sqlite'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    shutdownGraceSeconds: positive(env.SHUTDOWN_GRACE_SECONDS, 'SHUTDOWN_GRACE_SECONDS', 10),
    metricsPort: env.METRICS_PORT?.trim() ? ports(env.METRICS_PORT, 'METRICS_PORT', [])[0] : undefined,
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    contactPerHour: positive(env.CONTACT_PER_HOUR, 'CONTACT_PER_HOUR', 5),
    // Without one, a secret of this process: a restart makes open forms ask for a new token (the page does so by itself).
    contactSecret: env.CONTACT_SECRET || randomBytes(32).toString('base64url'),
    // Sized for a small server (2 cores, 1,024 file descriptors): README "Operator settings" says why.
    caps: {
      scans: positive(env.MAX_SCANS, 'MAX_SCANS', 10),
      pings: positive(env.MAX_PINGS, 'MAX_PINGS', 30),
      sockets: positive(env.MAX_SOCKETS, 'MAX_SOCKETS', 400),
      dnsQueries: positive(env.MAX_DNS_QUERIES, 'MAX_DNS_QUERIES', 50),
    },
  };
}

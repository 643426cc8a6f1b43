/**
 * The SDK's server half (`@sdk/server`), for a plugin's server.ts: what a server tool declares and
 * what the host's API server gives it. A server tool never opens a socket or resolves a name by
 * itself: `ctx.target()` reads, resolves and checks the host once, and `ctx.connect()` and the
 * tool's own child processes are given exactly the address that was checked.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { ToolError } from '../core/toolError.ts';

/** A host as typed, read, resolved once and checked: the only address a tool may connect to. */
export interface CheckedTarget {
  /** What the visitor typed, read (a name in ASCII, or the address in its normal form). */
  readonly host: string;
  /** The checked address the tool connects to. */
  readonly address: string;
  readonly family: 4 | 6;
  /** Every address the name resolved to (each one checked), with the time it took. */
  readonly addresses: readonly string[];
  readonly resolveMs: number;
}

/** A TCP connect: open (connected), closed (refused), filtered (no answer in time, or unreachable). */
export interface ConnectResult {
  readonly state: 'open' | 'closed' | 'filtered';
  /** Milliseconds until the answer (the time limit when there was none). */
  readonly ms: number;
}

/** One TLS handshake the TLS checker asks for (ctx.tls). */
export interface TlsProbe {
  /** The name sent as SNI (a name the visitor typed; never an address). */
  readonly servername?: string;
  /** 'roots': verified against the trusted roots; 'none': nothing trusted, the chain exactly as sent. */
  readonly trust: 'roots' | 'none';
  /** Only this protocol version (with every cipher allowed): whether an old one is still accepted. */
  readonly version?: 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';
  /** Application protocols offered (ALPN), to learn which the server picks: ['h2', 'http/1.1']. */
  readonly alpn?: readonly string[];
  readonly timeoutMs: number;
}

/** A handshake's outcome: what was agreed and sent, or why there was none. */
export type TlsOutcome =
  | {
      readonly ok: true;
      /** "TLSv1.3" */
      readonly protocol: string;
      /** The cipher suite's standard name: "TLS_AES_256_GCM_SHA384". */
      readonly cipher: string;
      /** DER, leaf first. */
      readonly chain: readonly Uint8Array[];
      readonly authorized: boolean;
      /** OpenSSL's reason when not authorized: CERT_HAS_EXPIRED, UNABLE_TO_VERIFY_LEAF_SIGNATURE… */
      readonly authorizationError: string | null;
      readonly ocspStapled: boolean;
      /** The application protocol the server picked from `alpn` ("h2"), or null. */
      readonly alpnProtocol: string | null;
      readonly ms: number;
    }
  | { readonly ok: false; readonly reason: 'refused' | 'timeout' | 'reset' | 'protocol'; readonly code?: string };

/** A request a tool asks for (ctx.fetch): the status and headers, and a small body only when asked for. */
export interface HttpProbe {
  readonly method: 'HEAD' | 'GET';
  /** Redirects followed at most; one more is said as too many. */
  readonly maxRedirects: number;
  /** Each hop's time limit (the body's reading included). */
  readonly timeoutMs: number;
  /**
   * Read the final answer's body (never a redirect's): at most `maxBytes` of it after decompression
   * (gzip, deflate, br; the host caps it at HTTP_BODY_MAX_BYTES, 1 MiB), `accept` sent as the Accept header.
   * Without it no body is read, the connection is closed as soon as the headers have come.
   */
  readonly body?: { readonly maxBytes: number; readonly accept?: string };
}

/** The body of the final answer, as far as it was read (HttpProbe.body). */
export interface HttpBody {
  /** The bytes read, decompressed, as UTF-8 text. */
  readonly text: string;
  /** Bytes decompressed (at most maxBytes). */
  readonly bytes: number;
  /** false: the body went on past maxBytes (decompressed, or as sent) and was cut there, the connection closed. */
  readonly complete: boolean;
  /** The Content-Encoding it came in (gzip, deflate, br), or null. */
  readonly encoding: string | null;
}

/** The most of a body ctx.fetch ever reads, whatever a tool asks: 1 MiB. */
export const HTTP_BODY_MAX_BYTES = 1024 * 1024;

/** One hop of a request: what was asked, where it went, and what came back. */
export interface HttpHop {
  readonly url: string;
  /** The checked address the request went to. */
  readonly address: string;
  readonly status: number;
  readonly statusText: string;
  /** "1.1" */
  readonly httpVersion: string;
  /** Every header line as it came, in order, names in lower case (Set-Cookie may repeat). */
  readonly headers: readonly (readonly [string, string])[];
  /** Where a redirect points, resolved against the hop's URL. */
  readonly location: string | null;
  readonly ms: number;
  readonly tls: { readonly protocol: string; readonly authorized: boolean; readonly authorizationError: string | null } | null;
  /** The body, when the probe asked for it and this is the final answer (not a redirect). */
  readonly body?: HttpBody;
}

/** The hops, and why the request stopped before a final answer (a refused redirect, a loop…), or null. */
export interface HttpOutcome {
  readonly hops: readonly HttpHop[];
  readonly stopped: ToolError | null;
}

/** One DNS record as dig writes it: MX "10 mail.example.com", TXT "\"v=spf1 -all\"". */
export interface DnsRecord {
  readonly name: string;
  readonly type: string;
  readonly ttl: number;
  readonly value: string;
}

/** A DNS server's answer to one question (ctx.dns). */
export interface DnsReply {
  /** NOERROR, NXDOMAIN, SERVFAIL, REFUSED… */
  readonly rcode: string;
  readonly records: readonly DnsRecord[];
  /** The server that answered, as host:port. */
  readonly server: string;
  readonly ms: number;
}

/** What the operator allows (environment variables, see the README). */
export interface ServerSettings {
  readonly allowPrivateTargets: boolean;
  /** The DNS lookup may ask about names under non-public suffixes (.internal, .lan, .corp…). */
  readonly allowInternalNames: boolean;
  readonly portScanAnyHost: boolean;
  readonly pingMethod: 'auto' | 'icmp' | 'tcp';
  /** The only ports a TCP ping may connect to (PING_TCP_PORTS; 80 and 443 by default), in order. */
  readonly pingTcpPorts: readonly number[];
  /** The only ports the TLS checker may connect to (TLS_CHECK_PORTS; 443 by default). */
  readonly tlsPorts: readonly number[];
  /** The only ports the HTTP headers checker may connect to, on any hop (HTTP_CHECK_PORTS; 80 and 443 by default). */
  readonly httpPorts: readonly number[];
  /**
   * The public resolvers the DNS propagation check compares (DNS_PROPAGATION_RESOLVERS), in the operator's
   * order: `address` is what ctx.dns's `resolver` takes, `label` names it on the page.
   */
  readonly propagationResolvers: readonly { readonly address: string; readonly label: string }[];
  /** The DNS blocklists the blocklist check asks (DNSBL_ZONES) through the operator's resolver: IP lists and domain lists. */
  readonly dnsblZones: readonly { readonly zone: string; readonly kind: 'ip' | 'domain' }[];
  /** The WHOIS server asked first for a TLD without RDAP, whose answer names the registry's own (WHOIS_IANA_SERVER: whois.iana.org). */
  readonly whoisIanaServer: string;
  /** The port MTA-STS policies are fetched from: 443 (RFC 8461); another only in tests (MTA_STS_PORT). */
  readonly mtaStsPort: number;
}

/** What a WHOIS server (port 43, RFC 3912) answered to one query (ctx.whois). */
export type WhoisOutcome =
  | {
      readonly ok: true;
      /** The answer as text (UTF-8, else Latin-1), at most maxBytes of it. */
      readonly text: string;
      /** false: the answer went on past maxBytes and was cut there. */
      readonly complete: boolean;
      /** The server asked (a name) and the checked address the query went to. */
      readonly server: string;
      readonly address: string;
      readonly ms: number;
    }
  | { readonly ok: false; readonly reason: 'refused' | 'timeout' | 'reset' };

/** Where the IANA bootstrap files (RFC 9224) say a query is answered by RDAP (ctx.rdapServers). */
export interface RdapServices {
  /** The RDAP base URLs, https first (each ends in /). */
  readonly urls: readonly string[];
  /** The bootstrap file's publication date (ISO 8601), and whether it is the shipped copy or the operator's (RDAP_BOOTSTRAP_DIR). */
  readonly publication: string;
  readonly source: 'shipped' | 'operator';
}

export interface ServerToolContext {
  /** The visitor's address as this server sees it (forwarded headers only from configured proxies). */
  readonly clientAddress: string;
  /** Aborted when the visitor stops, leaves, or the tool's time limit passes: stop all work then. */
  readonly signal: AbortSignal;
  readonly settings: ServerSettings;
  /**
   * Reads, resolves and checks a host: a ToolError (invalidHost, notFound, forbiddenTarget…) when it may
   * not be used, `serverBusy` when a name would be resolved while the server's DNS questions are at the cap.
   */
  target(host: string): Promise<CheckedTarget | ToolError>;
  /**
   * Reads and checks a name the DNS lookup asks about (IDNA, label lengths, reverse names of
   * forbidden ranges, non-public suffixes, names whose addresses are private): the name as sent, or a ToolError.
   */
  dnsName(name: string): Promise<{ readonly name: string } | ToolError>;
  /** What kind of address this is when it is not a public one ("private", RFC 1918), else null. */
  classify(address: string): { readonly kind: string; readonly rfc: string } | null;
  /**
   * A TCP connection to a checked target, closed at once: its state and timing (measured from the
   * connect; while the server opens as many sockets as it takes, the call first waits for a free one).
   */
  connect(target: CheckedTarget, port: number, timeoutMs: number): Promise<ConnectResult>;
  /**
   * One TLS handshake with a checked target (waiting for a socket slot like connect), closed once it is
   * over: nothing is sent or read beyond the handshake.
   */
  tls(target: CheckedTarget, port: number, probe: TlsProbe): Promise<TlsOutcome>;
  /**
   * A URL fetched hop by hop through its redirects, every hop's host through the checked path and on an
   * allowed port: a ToolError when the first URL cannot be used (at the field), else the hops and why the
   * request stopped early, if it did. Only status lines and headers are read, and the final answer's body
   * only when `probe.body` asks for it (capped, decompressed safely).
   */
  fetch(url: string, probe: HttpProbe): Promise<HttpOutcome | ToolError>;
  /**
   * One WHOIS query (RFC 3912) to a server named by a registry (a name or an address), through the checked
   * path like every target, on port 43 (WHOIS_PORT), within a socket slot: the query is one line of printable
   * ASCII (anything else is refused before connecting), the answer read to `maxBytes` (at most 256 KiB) or the
   * time limit. A ToolError when the server may not be reached (forbiddenTarget…) or the server is busy.
   */
  whois(server: string, query: string, options: { readonly timeoutMs: number; readonly maxBytes: number }): Promise<WhoisOutcome | ToolError>;
  /**
   * The RDAP services the IANA bootstrap files name for a domain's TLD, an IP address or an AS number (the
   * operator's fresher files in RDAP_BOOTSTRAP_DIR first, else the site's copy); null when none is listed.
   */
  rdapServers(query: { readonly kind: 'domain'; readonly name: string } | { readonly kind: 'ip'; readonly address: string } | { readonly kind: 'asn'; readonly number: number }): RdapServices | null;
  /** The names of an address (PTR), through the operator's resolver (waiting for a DNS slot); [] when there are none. */
  reverse(address: string): Promise<string[]>;
  /** The DNS servers the operator configured (or the system's), as host:port. */
  readonly dnsServers: readonly string[];
  /**
   * Starts a program (only those the host allows: ping) without a shell, with an argument list; it is
   * ended when `signal` aborts. Every argument must already be a checked number or a checked address.
   */
  spawn(command: 'ping', args: readonly string[]): ChildProcessWithoutNullStreams;
  /**
   * Holds this client's one running job of a kind (a scan, a ping) until the job ends or `seconds`
   * pass, and one of the server's slots for that kind: false when the client already runs one (on
   * any instance sharing the limits) or the server runs as many as it takes. Return toolError('busy')
   * then: the host answers with the reason (429 `busy`, or 503 `serverBusy` with Retry-After).
   */
  exclusive(kind: JobKind, seconds: number): Promise<boolean>;
  /**
   * Runs a DNS question the tool sends itself (the DNS lookup's own query) as one of the server's
   * DNS questions in flight: a `serverBusy` ToolError, without asking, when they are at the cap.
   */
  dnsQuery<T>(ask: () => Promise<T>): Promise<T | ToolError>;
  /**
   * One DNS question (a name ctx.dnsName has checked) to the operator's resolver, as one of the server's
   * DNS questions in flight: the answer with TTLs and response code, 'timeout' when no server answered,
   * or `serverBusy` at the cap. With `resolver` (an `address` of settings.propagationResolvers), that one
   * resolver alone is asked, with no fallback; any other address is refused (the call rejects, nothing is sent).
   */
  dns(name: string, type: string, options?: { readonly timeoutMs?: number; readonly resolver?: string }): Promise<DnsReply | 'timeout' | ToolError>;
}

/** The jobs a client runs one at a time, each kind with a server-wide cap (MAX_SCANS, MAX_PINGS). */
export type JobKind = 'port-scan' | 'ping';

/** A tool whose whole answer comes at once (an IP lookup, a DNS lookup). */
export interface OnceServerTool<Request = never, Result = unknown> {
  readonly stream?: false;
  /** Requests per client in a minute. */
  readonly perMinute: number;
  readonly timeLimitSeconds: number;
  handle(request: Request, ctx: ServerToolContext): Promise<Result | ToolError>;
  /** Field values the server fixes for this visitor (shown read-only on the page). */
  fixed?(ctx: Pick<ServerToolContext, 'clientAddress' | 'settings'>): Record<string, string>;
}

/** A tool whose answer arrives in parts (ping replies, scanned ports), each sent as soon as it is known. */
export interface StreamServerTool<Request = never, Part = Record<string, unknown>> {
  readonly stream: true;
  readonly perMinute: number;
  /** The longest run; `ctx.signal` is aborted then. */
  timeLimitSeconds(request: Request): number;
  /** Sends parts with `send`; resolves when the work has ended (every socket closed, every process gone). */
  handle(request: Request, ctx: ServerToolContext, send: (part: Part) => void): Promise<void | ToolError>;
  fixed?(ctx: Pick<ServerToolContext, 'clientAddress' | 'settings'>): Record<string, string>;
}

export type ServerTool<Request = never> = OnceServerTool<Request> | StreamServerTool<Request, never>;

/** A plugin's server.ts: `export const server = defineServerTool({...})`. */
export function defineServerTool<Request, Result>(tool: OnceServerTool<Request, Result>): OnceServerTool<Request, Result>;
export function defineServerTool<Request, Part>(tool: StreamServerTool<Request, Part>): StreamServerTool<Request, Part>;
export function defineServerTool(tool: unknown): unknown {
  return tool;
}

/** Extra routes a plugin adds under /api (the IP lookup's GET /api/ip): given the visitor's address. */
export interface ServerRoute {
  readonly method: 'GET';
  readonly path: string;
  readonly perMinute: number;
  /** The JSON Schema of the answer (Fastify serialises with it: nothing else goes out). */
  readonly response: Readonly<Record<string, unknown>>;
  handle(ctx: Pick<ServerToolContext, 'clientAddress'>): Promise<unknown> | unknown;
}

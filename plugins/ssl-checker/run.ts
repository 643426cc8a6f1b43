/**
 * The page's check of what the visitor typed (made again on the server): a host name or address, or a
 * whole address pasted from the browser (https://host:port/path → host and port) or host:port, and the port.
 */
import { parseHost, toolError, type CertInfo, type ChainLink, type ToolError } from '@sdk/core';
import type { Input } from './manifest.ts';

export interface TlsRequest {
  host: string;
  port: number;
}

/** What to fix, most serious first (the server's judgement, each said in words on the page). */
export const PROBLEMS = [
  'expired',
  'notYetValid',
  'wrongHost',
  'selfSigned',
  'incompleteChain',
  'untrustedRoot',
  'untrusted',
  'legacyProtocols',
  'weakKey',
  'weakSignature',
  'expiresSoon',
  'noOcspStapling',
] as const;
export type Problem = (typeof PROBLEMS)[number];

/** The server's answer (plugins/ssl-checker/server.ts). */
export interface TlsCheck {
  host: string;
  address: string;
  port: number;
  /** When the check was made (epoch ms): days left are counted from it. */
  checkedAt: number;
  protocol: string;
  cipher: string;
  ms: number;
  /** Leaf first; `sent`: the server sent it (else it came from the trusted roots). */
  certificates: (CertInfo & { sent: boolean })[];
  chain: ChainLink[];
  trusted: boolean;
  /** OpenSSL's reason when the chain is not trusted. */
  trustError: string | null;
  hostMatch: boolean;
  /** Whether the server still accepts these versions. */
  legacy: { version: 'TLSv1' | 'TLSv1.1'; accepted: boolean | null }[];
  ocspStapled: boolean;
  problems: Problem[];
}

export function run(input: Input): TlsRequest | ToolError {
  let text = input.host.trim();
  let port = input.port;
  if (text === '') return toolError('enterHost', { field: 'host' });
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      text = url.hostname.replace(/^\[(.*)\]$/, '$1');
      if (url.port) port = Number(url.port);
    } catch {
      return toolError('invalidHost', { field: 'host' });
    }
  }
  // host:port, or [IPv6]:port, as people write a server (example.com:8443).
  const withPort = /^\[([^\]]+)\]:(\d{1,5})$/.exec(text) ?? /^([^:\s/[\]]+):(\d{1,5})$/.exec(text);
  if (withPort) {
    text = withPort[1]!;
    port = Number(withPort[2]);
  }
  if (port === null || !Number.isInteger(port) || port < 1 || port > 65535) return toolError('invalidPort', { field: 'port' });
  const host = parseHost(text);
  if (!host) return toolError('invalidHost', { field: 'host' });
  return { host: host.kind === 'ip' ? host.address : host.name, port };
}

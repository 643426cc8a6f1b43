/** Checks a scan request: a host that is an address or a name, a range whose start is not above its end (443–443 scans one port). */
import { parseHost, toolError, type ToolError } from '@sdk/core';
import { LIMITS, type Input, type Options } from './manifest.ts';

export interface ScanRequest {
  host: string;
  /** 'common' (the usual ports), or the first and last port. */
  ports: 'common' | [number, number];
  timeoutMs: number;
  concurrency: number;
}

export interface ScannedPort {
  port: number;
  state: 'open' | 'closed' | 'filtered';
  /** The IANA service name of the port, if it has one. */
  service?: string;
  ms: number;
}

/** What the server streams, merged: the target first, then ports as they are scanned. */
export interface ScanResult {
  host: string;
  address: string;
  total: number;
  ports?: ScannedPort[];
  elapsedMs?: number;
  done?: boolean;
  stopped?: 'visitor' | 'timeLimit';
  limitSeconds?: number;
}

const RANGES = { wellKnown: [1, 1024], all: [1, 65535] } as const;

export function run(input: Input, options: Options): ScanRequest | ToolError {
  const host = parseHost(input.host);
  if (!host) return toolError('invalidHost', { field: 'host' });
  const timeout = Math.min(Math.max(options.timeout, LIMITS.minTimeout), LIMITS.maxTimeout);
  const concurrency = Math.min(Math.max(Math.round(options.concurrency), 1), LIMITS.maxConcurrency);
  let ports: ScanRequest['ports'];
  if (options.range === 'custom') {
    const { startPort, endPort } = input;
    if (startPort === null || endPort === null) return toolError('invalidRange', { field: 'endPort' });
    if (startPort > endPort) return toolError('invalidRange', { field: 'endPort' });
    ports = [startPort, endPort];
  } else ports = options.range === 'common' ? 'common' : [...RANGES[options.range as keyof typeof RANGES]];
  return { host: host.kind === 'ip' ? host.address : host.name, ports, timeoutMs: Math.round(timeout * 1000), concurrency };
}

/**
 * Checks a ping request before anything is sent: a host that is an address or a name (never
 * anything a shell could read), and numbers within their bounds (the page reads them; a fixed run
 * may last at most 15 seconds).
 */
import { parseHost, toolError, type ToolError } from '@sdk/core';
import { LIMITS, type Input } from './manifest.ts';

export interface PingRequest {
  host: string;
  count: number;
  timeoutMs: number;
  intervalMs: number;
  size: number;
  ttl: number;
  port: number;
  continuous: boolean;
}

/** One probe: a reply with its round trip, or none in time. */
export interface PingReply {
  seq: number;
  ms?: number;
  ttl?: number;
  lost?: boolean;
  /** An ICMP error instead of a reply (a router said "time to live exceeded", "unreachable"). */
  error?: 'ttlExceeded' | 'unreachable';
  /** TCP: the port refused (the host answered, with a reset). */
  refused?: boolean;
}

/** What the server streams, merged: the target and method first, then replies as they come. */
export interface PingResult {
  host: string;
  address: string;
  addresses: string[];
  resolveMs: number;
  method: 'icmp' | 'tcp';
  port?: number;
  /** TCP: the ports the operator lets ping connect to. */
  allowedPorts?: number[];
  timeoutMs: number;
  continuous: boolean;
  reverse?: string[];
  replies?: PingReply[];
  done?: boolean;
  stopped?: 'visitor' | 'timeLimit';
  limitSeconds?: number;
}

const inBounds = (value: number | null, min: number, max: number): value is number => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

export function run(input: Input): PingRequest | ToolError {
  const host = parseHost(input.host);
  if (!host) return toolError('invalidHost', { field: 'host' });
  const { count, timeout, interval, size, ttl, port } = input;
  if (!inBounds(count, 1, LIMITS.maxCount) || !Number.isInteger(count)) return toolError('aboveMax', { max: LIMITS.maxCount, field: 'count' });
  if (!inBounds(timeout, 0.5, 5) || !inBounds(interval, LIMITS.minInterval, 2) || !inBounds(size, 16, 1472) || !inBounds(ttl, 1, 255) || !inBounds(port, 1, 65535)) return toolError('invalidNumber');
  if (!input.continuous && (count - 1) * interval + timeout > LIMITS.maxRunSeconds) return toolError('runTooLong', { seconds: LIMITS.maxRunSeconds, field: 'count' });
  return {
    host: host.kind === 'ip' ? host.address : host.name,
    count,
    timeoutMs: Math.round(timeout * 1000),
    intervalMs: Math.round(interval * 1000),
    size: Math.round(size),
    ttl: Math.round(ttl),
    port: Math.round(port),
    continuous: input.continuous,
  };
}

/**
 * The operator's settings, read from environment variables once at start-up (README: "Operator
 * settings"). Everything is safe by default: loopback only, no private targets, the port scanner
 * limited to the visitor's own address, forwarded headers ignored, limits kept in memory.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  /** The built site (npm run build). */
  dist: string;
  /** Addresses or CIDR ranges of proxies whose X-Forwarded-For is believed; none by default. */
  trustProxy: string[];
  allowPrivateTargets: boolean;
  portScanAnyHost: boolean;
  /** Limits shared by every instance when set; in this process's memory otherwise. */
  redisUrl: string | undefined;
  /** DNS servers (host or host:port); empty: the system's. */
  dnsServers: string[];
  pingMethod: 'auto' | 'icmp' | 'tcp';
  logLevel: string;
}

export const DEFAULT_PORT = 4173;

const flag = (value: string | undefined) => value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const trustProxy = list(env.TRUST_PROXY);
  for (const entry of trustProxy) if (!isIP(entry.split('/')[0]!)) throw new Error(`TRUST_PROXY takes addresses or CIDR ranges, not "${entry}"`);
  const pingMethod = (env.PING_METHOD ?? 'auto') as ServerConfig['pingMethod'];
  if (!['auto', 'icmp', 'tcp'].includes(pingMethod)) throw new Error('PING_METHOD is auto, icmp or tcp');
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dist: resolve(env.DIST_DIR ?? 'dist'),
    trustProxy,
    allowPrivateTargets: flag(env.ALLOW_PRIVATE_TARGETS),
    portScanAnyHost: flag(env.PORT_SCAN_ANY_HOST),
    redisUrl: env.REDIS_URL || undefined,
    dnsServers: list(env.DNS_SERVERS),
    pingMethod,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

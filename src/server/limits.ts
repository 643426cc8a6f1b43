/**
 * Per-client limits: requests per minute (answered 429 with Retry-After) and one running job of a
 * kind per client (a scan, a continuous ping). Clients are their address, IPv6 clients grouped by
 * their /64 (one household or server has a whole /64). Kept in this process's memory, or in Redis
 * when REDIS_URL is set, so that every instance behind a load balancer counts the same requests.
 */
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Redis } from 'ioredis';

/** The key a client is counted under: its IPv4 address, or the /64 of its IPv6 address. */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const v6 = ipaddr.parse(address) as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts.slice(0, 4).map((p) => p.toString(16)).join(':')}::/64`;
}

export interface JobSlots {
  /** Takes the client's slot of a kind for at most `seconds`; a release function, or null when it is taken. */
  acquire(kind: string, client: string, seconds: number): Promise<(() => Promise<void>) | null>;
  close(): Promise<void>;
}

export function memorySlots(): JobSlots {
  const held = new Map<string, { token: string; until: number }>();
  return {
    async acquire(kind, client, seconds) {
      const key = `${kind}|${client}`;
      const now = Date.now();
      const current = held.get(key);
      if (current && current.until > now) return null;
      const token = randomUUID();
      held.set(key, { token, until: now + seconds * 1000 });
      return async () => {
        if (held.get(key)?.token === token) held.delete(key);
      };
    },
    async close() {},
  };
}

/** Deletes a key only while it still holds our token (a slot that expired and was taken again stays). */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export function redisSlots(redis: Redis): JobSlots {
  return {
    async acquire(kind, client, seconds) {
      const key = `toolbench:job:${kind}:${client}`;
      const token = randomUUID();
      const ok = await redis.set(key, token, 'PX', Math.ceil(seconds * 1000), 'NX');
      if (ok !== 'OK') return null;
      return async () => {
        await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
      };
    },
    async close() {},
  };
}

export function connectRedis(url: string): Redis {
  // Commands fail fast while Redis is away (the API answers 503) instead of queueing without end.
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2000, lazyConnect: false });
}

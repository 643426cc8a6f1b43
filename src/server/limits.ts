/**
 * Per-client limits: requests per minute (answered 429 with Retry-After) and one running job of a
 * kind per client (a scan, a continuous ping). Clients are their address, IPv6 clients grouped by
 * their /64 (one household or server has a whole /64). Kept in this process's memory, or in Redis
 * when REDIS_URL is set, so that every instance behind a load balancer counts the same requests.
 *
 * While Redis is unreachable, both kinds of limit are counted in this process's memory (bounded, as
 * without Redis), /api/health says `degraded`, the log gets one warning a minute, and the shared
 * counts resume by themselves when Redis answers again. No visitor sees an error for it.
 */
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
// The rate limiter's own stores: ours only chooses between them (no types are published for them).
// @ts-expect-error untyped CommonJS module of @fastify/rate-limit
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
// @ts-expect-error untyped CommonJS module of @fastify/rate-limit
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

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

/** Slots held in memory at most; beyond it, expired ones are dropped (a released slot is deleted at once). */
const MEMORY_SLOTS = 10_000;

export function memorySlots(): JobSlots {
  const held = new Map<string, { token: string; until: number }>();
  return {
    async acquire(kind, client, seconds) {
      const key = `${kind}|${client}`;
      const now = Date.now();
      if (held.size >= MEMORY_SLOTS) for (const [k, v] of held) if (v.until <= now) held.delete(k);
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

/** Extends a key's life only while it still holds our token. */
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

/**
 * A slot in Redis is a lease of at most this long, renewed while its job runs: an instance that dies
 * (SIGKILL, a lost machine) cannot release its slots, and a continuous ping's 5 minutes would otherwise
 * keep its visitor from starting another on a live instance for that long.
 */
export const SLOT_LEASE_MS = 15_000;

export function redisSlots(redis: Redis, leaseMs = SLOT_LEASE_MS): JobSlots {
  return {
    async acquire(kind, client, seconds) {
      const key = `toolbench:job:${kind}:${client}`;
      const token = randomUUID();
      const until = Date.now() + seconds * 1000;
      const lease = () => Math.max(1, Math.min(leaseMs, until - Date.now()));
      const ok = await redis.set(key, token, 'PX', Math.ceil(lease()), 'NX');
      if (ok !== 'OK') return null;
      const renew = setInterval(() => {
        if (Date.now() >= until) return clearInterval(renew);
        redis.eval(RENEW, 1, key, token, String(Math.ceil(lease()))).catch(() => undefined);
      }, leaseMs / 3);
      renew.unref();
      return async () => {
        clearInterval(renew);
        await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
      };
    },
    async close() {},
  };
}

/** Redis while it answers, this process's memory while it does not. */
export function sharedSlots(redis: Redis): JobSlots {
  const shared = redisSlots(redis);
  const local = memorySlots();
  return {
    async acquire(kind, client, seconds) {
      if (redis.status === 'ready') {
        try {
          return await shared.acquire(kind, client, seconds);
        } catch {
          // Redis went away during the command: counted here instead.
        }
      }
      return local.acquire(kind, client, seconds);
    },
    async close() {},
  };
}

type StoreCallback = (error: Error | null, result: { current: number; ttl: number } | null) => void;
interface RateStore {
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateStore;
}

/** A rate-limit store that counts in Redis while it answers and in this process's memory (an LRU of 5,000 clients a route) otherwise. */
class RedisOrMemoryStore implements RateStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: RateStore,
    private readonly local: RateStore,
  ) {}

  private use(method: 'incr' | 'read', key: string, cb: StoreCallback, timeWindow: number, max: number) {
    if (this.redis.status !== 'ready') return this.local[method](key, cb, timeWindow, max);
    this.shared[method](key, (error, result) => (error ? this.local[method](key, cb, timeWindow, max) : cb(null, result)), timeWindow, max);
  }

  incr(key: string, cb: StoreCallback, timeWindow: number, max: number) {
    this.use('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: StoreCallback, timeWindow: number, max: number) {
    this.use('read', key, cb, timeWindow, max);
  }

  child(routeOptions: unknown): RateStore {
    return new RedisOrMemoryStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit (it calls `new store(options)`). */
export function rateLimitStore(redis: Redis, nameSpace: string) {
  return function store(this: unknown, options: { continueExceeding: boolean; exponentialBackoff: boolean }) {
    return new RedisOrMemoryStore(redis, new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace), new LocalStore(options.continueExceeding, options.exponentialBackoff));
  };
}

/** How often the log says Redis is still away. */
const WARN_EVERY_MS = 60_000;

export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  // Commands fail at once while Redis is away (the limits count in memory) instead of waiting in a queue;
  // ioredis keeps reconnecting (at most every 2 s), and the shared counts resume on its own.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000, lazyConnect: false });
  let warnedAt = 0;
  let away = false;
  // Without a listener ioredis prints "Unhandled error event" for every failed reconnection.
  redis.on('error', (error: Error) => {
    away = true;
    if (Date.now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = Date.now();
    log.warn({ err: { message: error.message } }, 'Redis unreachable: limits are counted in this process until it answers again');
  });
  redis.on('ready', () => {
    if (away) log.info('Redis answers again: limits are shared again');
    away = false;
  });
  return redis;
}

/** What /api/health says about the limits: shared in Redis, or in memory (by choice, or `degraded` because Redis is away). */
export function limitsState(redis: Redis | undefined): { status: 'ok' | 'degraded'; limits: 'redis' | 'memory' } {
  if (!redis) return { status: 'ok', limits: 'memory' };
  return redis.status === 'ready' ? { status: 'ok', limits: 'redis' } : { status: 'degraded', limits: 'memory' };
}

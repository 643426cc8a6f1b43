/**
 * A visitor's one-running-job slot in Redis is a short lease renewed while the job runs: it outlives its
 * lease while the job runs, is freed at once when the job ends, and, when the instance holding it dies
 * (no more renewals, no release), is free again after one lease instead of the job's whole time limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { redisSlots } from '../../src/server/limits.ts';
import { startRedis } from '../server/services.ts';

let redis: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job slots in Redis', () => {
  it('renew their lease while the job runs and free it at once when it ends', async () => {
    const client = new Redis(redis.url);
    const slots = redisSlots(client, 300);
    const release = await slots.acquire('ping', '203.0.113.1', 60);
    expect(release).not.toBeNull();
    await sleep(1000);
    expect(await slots.acquire('ping', '203.0.113.1', 60)).toBeNull();
    await release!();
    expect(await client.exists('toolbench:job:ping:203.0.113.1')).toBe(0);
    client.disconnect();
  });

  it('are free again one lease after the instance holding them died', async () => {
    const dying = new Redis(redis.url);
    const survivor = new Redis(redis.url);
    expect(await redisSlots(dying, 300).acquire('port-scan', '203.0.113.2', 300)).not.toBeNull();
    // The instance is gone: its connection closes, nothing renews or releases the slot.
    dying.disconnect();
    const other = redisSlots(survivor, 300);
    expect(await other.acquire('port-scan', '203.0.113.2', 300)).toBeNull();
    await sleep(400);
    const again = await other.acquire('port-scan', '203.0.113.2', 300);
    expect(again).not.toBeNull();
    await again!();
    survivor.disconnect();
  });
});

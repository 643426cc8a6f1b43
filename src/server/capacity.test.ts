import { describe, expect, it } from 'vitest';
import { createCapacity } from './capacity.ts';

const caps = { scans: 2, pings: 1, sockets: 2, dnsQueries: 1 };

describe('server-wide caps', () => {
  it('refuse a job at the cap and take one as soon as a slot is released', () => {
    const capacity = createCapacity(caps);
    const a = capacity.tryTake('scans', 60)!;
    const b = capacity.tryTake('scans', 60)!;
    expect(capacity.tryTake('scans', 60)).toBeNull();
    expect(capacity.tryTake('pings', 60), 'each kind has its own cap').not.toBeNull();
    a();
    a();
    expect(capacity.inUse('scans'), 'releasing twice frees one slot').toBe(1);
    expect(capacity.tryTake('scans', 60)).not.toBeNull();
    b();
    expect(capacity.peak('scans')).toBe(2);
  });

  it('give waiting sockets their slots in the order asked, and pass a slot on when a waiter leaves', async () => {
    const capacity = createCapacity(caps);
    const held = [capacity.tryTake('sockets', 60)!, capacity.tryTake('sockets', 60)!];
    const order: string[] = [];
    const leaving = new AbortController();
    const first = capacity.take('sockets', 60, new AbortController().signal).then((r) => (order.push('first'), r));
    const gone = capacity.take('sockets', 60, leaving.signal);
    const third = capacity.take('sockets', 60, new AbortController().signal).then((r) => (order.push('third'), r));
    leaving.abort();
    expect(await gone).toBeNull();
    held[0]!();
    held[1]!();
    const granted = await Promise.all([first, third]);
    expect(order).toEqual(['first', 'third']);
    expect(granted.every(Boolean)).toBe(true);
    expect(capacity.inUse('sockets')).toBe(2);
    expect(capacity.peak('sockets')).toBe(2);
  });

  it('take back a slot held past its time, and say to retry within the kind’s hint', async () => {
    const capacity = createCapacity(caps);
    capacity.tryTake('dnsQueries', 0.05);
    expect(capacity.tryTake('dnsQueries', 60)).toBeNull();
    expect(capacity.retryAfter('dnsQueries')).toBe(1);
    await expect.poll(() => capacity.tryTake('dnsQueries', 600) !== null).toBe(true);
    // The running one may take ten minutes: the answer says at most 5 seconds for DNS.
    expect(capacity.retryAfter('dnsQueries')).toBe(5);
  });
});

/**
 * Server-wide caps on work, on top of the per-client limits (limits.ts): how many scans and pings
 * run at once, how many TCP connections are being opened, how many DNS questions are in flight.
 * Kept in this process's memory: each instance has its own caps (they guard this machine's
 * processes, sockets and file descriptors, which another instance does not share).
 *
 * A new job or DNS question at its cap is refused at once (the API answers 503 `serverBusy` with
 * Retry-After); a socket waits for a free slot instead, first come first served, so a running scan
 * slows down when the server is busy but never loses a port.
 */

export interface Caps {
  /** Port scans running at once. */
  scans: number;
  /** Pings running at once (ICMP, each one `ping` process, and TCP). */
  pings: number;
  /** TCP connections being opened at once (scans and TCP pings). */
  sockets: number;
  /** DNS questions in flight (the DNS lookup, resolving a host, reverse lookups). */
  dnsQueries: number;
}

export type WorkKind = keyof Caps;

/** The longest Retry-After said for a kind: a slot often frees long before the longest job ends. */
const RETRY_HINT_SECONDS: Record<WorkKind, number> = { scans: 30, pings: 15, sockets: 5, dnsQueries: 5 };

interface Held {
  until: number;
}

export interface Capacity {
  /** Takes a slot for at most `seconds` (it is released by then even if nobody does): a release, or null at the cap. */
  tryTake(kind: WorkKind, seconds: number): (() => void) | null;
  /** Waits for a slot (in the order asked); null when `signal` aborts first. */
  take(kind: WorkKind, seconds: number, signal: AbortSignal): Promise<(() => void) | null>;
  /** Seconds until a slot is likely free: the soonest end of a running one, at most the kind's hint. */
  retryAfter(kind: WorkKind): number;
  inUse(kind: WorkKind): number;
  /** The most slots of a kind held at once since start (tests prove the cap held). */
  peak(kind: WorkKind): number;
}

export function createCapacity(caps: Caps): Capacity {
  const held = Object.fromEntries(Object.keys(caps).map((k) => [k, new Set<Held>()])) as Record<WorkKind, Set<Held>>;
  const waiting = Object.fromEntries(Object.keys(caps).map((k) => [k, [] as (() => void)[]])) as Record<WorkKind, (() => void)[]>;
  const peaks = Object.fromEntries(Object.keys(caps).map((k) => [k, 0])) as Record<WorkKind, number>;

  // A slot past its time is given back: a job that never released (a bug) cannot hold it forever.
  const expire = (kind: WorkKind) => {
    const now = Date.now();
    for (const h of held[kind]) if (h.until <= now) held[kind].delete(h);
  };

  const grant = (kind: WorkKind, seconds: number) => {
    const slot = { until: Date.now() + seconds * 1000 };
    held[kind].add(slot);
    peaks[kind] = Math.max(peaks[kind], held[kind].size);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held[kind].delete(slot);
      waiting[kind].shift()?.();
    };
  };

  const free = (kind: WorkKind) => {
    if (held[kind].size >= caps[kind]) expire(kind);
    return held[kind].size < caps[kind];
  };

  return {
    tryTake(kind, seconds) {
      return free(kind) && !waiting[kind].length ? grant(kind, seconds) : null;
    },
    async take(kind, seconds, signal) {
      while (!signal.aborted) {
        if (free(kind) && !waiting[kind].length) return grant(kind, seconds);
        // Woken by the next release (or polled: a slot may also free by expiring).
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            signal.removeEventListener('abort', wake);
            const at = waiting[kind].indexOf(wake);
            if (at >= 0) waiting[kind].splice(at, 1);
            resolve();
          };
          const timer = setTimeout(wake, 1000);
          signal.addEventListener('abort', wake, { once: true });
          waiting[kind].push(wake);
        });
        // The one woken goes first, before any newcomer (tryTake/take see an empty queue only when it is).
        if (!signal.aborted && free(kind)) return grant(kind, seconds);
      }
      // Woken but leaving: the free slot goes to the next in line.
      if (free(kind)) waiting[kind].shift()?.();
      return null;
    },
    retryAfter(kind) {
      expire(kind);
      const soonest = Math.min(...[...held[kind]].map((h) => h.until));
      return Math.max(1, Math.min(RETRY_HINT_SECONDS[kind], Math.ceil((soonest - Date.now()) / 1000)));
    },
    inUse: (kind) => held[kind].size,
    peak: (kind) => peaks[kind],
  };
}

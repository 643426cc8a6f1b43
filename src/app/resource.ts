/**
 * Cached promises that React's use() can read synchronously once settled (React reads the
 * `status`/`value` fields). Pages preload what they need before hydrating or server
 * rendering, so use() never suspends there; on client navigation it suspends into the
 * section's loading placeholder.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const cache = new Map<string, Tracked<unknown>>();

export function resource<T>(key: string, load: () => Promise<T>): Promise<T> {
  let tracked = cache.get(key) as Tracked<T> | undefined;
  if (!tracked) {
    tracked = load() as Tracked<T>;
    tracked.status = 'pending';
    tracked.then(
      (value) => Object.assign(tracked!, { status: 'fulfilled', value }),
      (reason) => Object.assign(tracked!, { status: 'rejected', reason }),
    );
    cache.set(key, tracked);
  }
  return tracked;
}

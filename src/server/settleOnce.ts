import type { Socket } from 'node:net';

/**
 * One outcome per connection however many events its socket fires (the WHOIS query, the TLS handshake): the
 * first `finish` settles it, stops the timer and the abort listener and destroys the socket; later calls do
 * nothing. A socket may report a second error while it closes, and an unheard error would end the server, so the
 * caller listens to errors with `on`, never `once`.
 */
export function settleOnce<T>(
  socket: Socket,
  resolve: (outcome: T) => void,
  limits: { timeoutMs: number; onTimeout: () => T; onAbort: () => T; signal?: AbortSignal },
): (outcome: T) => void {
  let settled = false;
  const finish = (outcome: T) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    limits.signal?.removeEventListener('abort', abort);
    socket.destroy();
    resolve(outcome);
  };
  const abort = () => finish(limits.onAbort());
  const timer = setTimeout(() => finish(limits.onTimeout()), limits.timeoutMs);
  limits.signal?.addEventListener('abort', abort, { once: true });
  return finish;
}

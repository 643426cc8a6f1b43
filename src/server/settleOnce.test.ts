import { Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { settleOnce } from './settleOnce.ts';

describe('settleOnce', () => {
  it('settles once: the first outcome wins, the socket is destroyed, a second error while closing is heard and ignored', () => {
    const socket = new Socket();
    const resolve = vi.fn();
    const finish = settleOnce<string>(socket, resolve, { timeoutMs: 60_000, onTimeout: () => 'timeout', onAbort: () => 'aborted' });
    socket.on('error', () => finish('error'));
    socket.emit('error', new Error('first'));
    socket.emit('error', new Error('second, while closing'));
    finish('late');
    expect(resolve.mock.calls).toEqual([['error']]);
    expect(socket.destroyed).toBe(true);
  });

  it('gives the timeout outcome when nothing happens in time, worked out at that moment', () => {
    vi.useFakeTimers();
    try {
      let received = 0;
      const resolve = vi.fn();
      settleOnce<string>(new Socket(), resolve, { timeoutMs: 1000, onTimeout: () => (received > 0 ? 'partial' : 'timeout'), onAbort: () => 'aborted' });
      received = 10;
      vi.advanceTimersByTime(999);
      expect(resolve).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(resolve.mock.calls).toEqual([['partial']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the abort outcome when the request is abandoned, and stops listening to its signal once settled', () => {
    const controller = new AbortController();
    const resolve = vi.fn();
    const finish = settleOnce<string>(new Socket(), resolve, { timeoutMs: 60_000, onTimeout: () => 'timeout', onAbort: () => 'aborted', signal: controller.signal });
    controller.abort();
    finish('after');
    expect(resolve.mock.calls).toEqual([['aborted']]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isToolError } from '@sdk/core/toolError.ts';
import { reportProgress, setProgressSink } from '@sdk/core/progress.ts';
import { CANCELLED, WorkerRunner } from './workerRunner.ts';

/** A stand-in for the browser's Worker: the test answers for the tool's code. */
class FakeWorker {
  static last: FakeWorker | undefined;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  posted: { id: number }[] = [];
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(data: { id: number }) {
    this.posted.push(data);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WorkerRunner', () => {
  it('gives the result of its own run only', async () => {
    const runner = new WorkerRunner();
    const done = runner.run('tool', 'in', {}, 1000);
    const worker = FakeWorker.last!;
    const { id } = worker.posted[0]!;
    worker.answer({ id: id + 1, result: 'stale' });
    worker.answer({ id, result: 'fresh' });
    await expect(done).resolves.toBe('fresh');
  });

  it('stops a run over its time limit with a timeout error', async () => {
    const runner = new WorkerRunner();
    const done = runner.run('tool', 'in', {}, 2000);
    vi.advanceTimersByTime(2000);
    const value = await done;
    expect(isToolError(value) && value.code).toBe('timeout');
    expect(FakeWorker.last!.terminated).toBe(true);
  });

  it('restarts the time limit at each progress report and passes the reports on', async () => {
    const runner = new WorkerRunner();
    const seen: unknown[] = [];
    const done = runner.run('tool', 'in', {}, 2000, (p) => seen.push(p));
    const worker = FakeWorker.last!;
    const { id } = worker.posted[0]!;
    for (let i = 1; i <= 3; i++) {
      vi.advanceTimersByTime(1500);
      worker.answer({ id, progress: { done: i, total: 4 } });
    }
    // 4.5 s in, past the 2 s limit, but never 2 s without a report.
    worker.answer({ id, result: 'hashed' });
    await expect(done).resolves.toBe('hashed');
    expect(seen).toEqual([1, 2, 3].map((done) => ({ done, total: 4 })));
  });

  it('resolves a cancelled run to CANCELLED', async () => {
    const runner = new WorkerRunner();
    const done = runner.run('tool', 'in', {}, 2000);
    runner.cancel();
    await expect(done).resolves.toBe(CANCELLED);
  });
});

describe('reportProgress', () => {
  afterEach(() => setProgressSink(undefined));

  it('does nothing outside a worker run', () => {
    expect(() => reportProgress(1, 2)).not.toThrow();
  });

  it('clamps reports and drops meaningless ones', () => {
    const seen: [number, number][] = [];
    setProgressSink((d, t) => seen.push([d, t]));
    reportProgress(5, 4);
    reportProgress(-1, 4);
    reportProgress(1, 0);
    reportProgress(Number.NaN, 4);
    expect(seen).toEqual([
      [4, 4],
      [0, 4],
    ]);
  });
});

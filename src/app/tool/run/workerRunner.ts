/**
 * Runs a plugin's run() in a Web Worker with a time limit. A new run cancels the one in
 * flight; a run over its limit has its worker terminated (the only way to stop runaway
 * work such as a catastrophic regex) and yields a `timeout` ToolError. A run that reports its
 * progress (reportProgress from @sdk/core) is not stuck: each report restarts its time limit.
 */
import { toolError } from '@sdk/core/toolError.ts';
import type { ProgressStage } from '@sdk/core/progress.ts';


export const CANCELLED = Symbol('cancelled');
export const DEFAULT_TIME_LIMIT_MS = 30_000;

/** How far a run has got: `done` of `total` units. */
export interface Progress {
  readonly done: number;
  readonly total: number;
  /** Bytes of a big file being downloaded before the work, or the work itself. */
  readonly stage?: ProgressStage;
}

interface Pending {
  resolve: (value: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class WorkerRunner {
  private worker: Worker | undefined;
  private pending: Pending | undefined;
  private seq = 0;

  /** `wasm`: the tool declares it runs WebAssembly, which only its own worker script may (wasmToolWorker.ts). */
  constructor(private readonly settings: { wasm?: boolean } = {}) {}

  /** Starts the worker and loads the tool's code in it ahead of the first run. */
  warm(toolId: string): void {
    this.ensureWorker().postMessage({ warm: toolId });
  }

  run(
    toolId: string,
    input: unknown,
    options: Record<string, unknown>,
    limitMs = DEFAULT_TIME_LIMIT_MS,
    onProgress?: (progress: Progress) => void,
  ): Promise<unknown> {
    this.cancel();
    const worker = this.ensureWorker();
    const id = ++this.seq;
    return new Promise((resolve) => {
      const settle = (value: unknown) => {
        clearTimeout(pending.timer);
        this.pending = undefined;
        resolve(value);
      };
      const startTimer = () =>
        setTimeout(() => {
          this.terminate();
          settle(toolError('timeout', { seconds: Math.round(limitMs / 1000) }));
        }, limitMs);
      const pending: Pending = { resolve, timer: startTimer() };
      this.pending = pending;
      worker.onmessage = (e: MessageEvent<{ id: number; result?: unknown; failed?: boolean; progress?: Progress }>) => {
        if (e.data.id !== id) return;
        if (e.data.progress) {
          clearTimeout(pending.timer);
          pending.timer = startTimer();
          onProgress?.(e.data.progress);
          return;
        }
        settle(e.data.failed ? toolError('unexpected') : e.data.result);
      };
      worker.onerror = () => {
        this.terminate();
        settle(toolError('unexpected'));
      };
      worker.postMessage({ id, toolId, input, options });
    });
  }

  /** Stops the run in flight, if any; its promise resolves to CANCELLED. */
  cancel(): void {
    const pending = this.pending;
    if (!pending) return;
    this.terminate();
    clearTimeout(pending.timer);
    this.pending = undefined;
    pending.resolve(CANCELLED);
  }

  dispose(): void {
    this.cancel();
    this.terminate();
  }

  private ensureWorker(): Worker {
    // Two literal constructions: the bundler finds a worker's script by this exact form.
    return (this.worker ??= this.settings.wasm
      ? new Worker(new URL('./wasmToolWorker.ts', import.meta.url), { type: 'module' })
      : new Worker(new URL('./toolWorker.ts', import.meta.url), { type: 'module' }));
  }

  private terminate(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}

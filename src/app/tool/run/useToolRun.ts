import { useEffect, useRef, useState } from 'react';
import { isToolError, toolError } from '@sdk/core/toolError.ts';
import type { HostRun } from '../../../registry/runs.ts';
import type { RunHandle, RunState } from '@sdk/ui/toolHost.ts';

import { CANCELLED, WorkerRunner } from './workerRunner.ts';
import { findTool } from '../../../registry/index.ts';


/** A worker for the tool: the WebAssembly one if its card says it needs it (workerRunner.ts). */
const newRunner = (toolId: string) => new WorkerRunner({ wasm: findTool(toolId)?.wasm });

/** Typing in an input this large waits for a pause before the tool runs again; a paste runs at once. */
const DEBOUNCE_FROM_CHARS = 50_000;
const DEBOUNCE_MS = 250;
/** How long a run may take before the page says it is working. */
const BUSY_AFTER_MS = 300;
/** A change of at least this many characters is a paste or a clear, not typing. */
const PASTE_CHARS = 1_000;

/** The characters of every text in the input: how big a change was. */
function textLength(input: unknown): number {
  if (typeof input === 'string') return input.length;
  if (typeof input !== 'object' || input === null) return 0;
  return Object.values(input).reduce((sum: number, v) => sum + (typeof v === 'string' ? v.length : 0), 0);
}

/**
 * Runs the tool whenever input or options change: on the main thread for light tools, in
 * a cancellable, time-limited Web Worker for those whose manifest asks for it. A stale
 * result never overwrites a newer one.
 */
export function useToolRun(
  toolId: string,
  run: HostRun,
  input: unknown,
  options: Record<string, unknown>,
  { worker, enabled, timeLimitMs, initialResult }: { worker: boolean; enabled: boolean; timeLimitMs?: number; initialResult?: unknown },
): RunHandle {
  const [state, setState] = useState<RunState>(() =>
    isToolError(initialResult) ? { result: undefined, error: initialResult, running: false } : { result: initialResult, error: null, running: false },
  );
  // What the result shown was made from: a newer input may still be running.
  const [madeFrom, setMadeFrom] = useState<{ input: unknown; options: Record<string, unknown> }>();
  const runner = useRef<WorkerRunner | null>(null);
  const previousLength = useRef(0);
  const [generation, setGeneration] = useState(0);

  useEffect(
    () => () => {
      runner.current?.dispose();
      runner.current = null;
    },
    [worker, toolId],
  );

  useEffect(() => {
    if (!enabled) {
      // Nothing to run any more (the fields cleared, a start button's values changed): a run in flight stops.
      runner.current?.cancel();
      setState({ result: undefined, error: null, running: false });
      return;
    }
    let current = true;
    let busyTimer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      // The "Working…" line shows only for slow runs: a quick one would just make the page jump.
      busyTimer = setTimeout(() => current && setState((s) => ({ ...s, running: true, progress: undefined })), BUSY_AFTER_MS);
      let value: unknown;
      try {
        value = worker
          ? await (runner.current ??= newRunner(toolId)).run(toolId, input, options, timeLimitMs, (progress) => current && setState((s) => ({ ...s, running: true, progress })))
          : await run(input, options);
      } catch (err) {
        console.error(err);
        value = toolError('unexpected');
      }
      clearTimeout(busyTimer);
      if (!current || value === CANCELLED) return;
      setMadeFrom({ input, options });
      setState(isToolError(value) ? { result: undefined, error: value, running: false } : { result: value, error: null, running: false });
    };
    const length = textLength(input);
    const typing = Math.abs(length - previousLength.current) < PASTE_CHARS;
    previousLength.current = length;
    if (!(typing && length >= DEBOUNCE_FROM_CHARS)) {
      void start();
      return () => {
        current = false;
        clearTimeout(busyTimer);
      };
    }
    const timer = setTimeout(() => void start(), DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      clearTimeout(busyTimer);
    };
  }, [toolId, run, input, options, worker, enabled, timeLimitMs, generation]);

  return {
    ...state,
    upToDate: madeFrom !== undefined && madeFrom.input === input && madeFrom.options === options && !state.error,
    rerun: () => setGeneration((g) => g + 1),
    /** Starts the worker and loads the tool's code in it; call when the visitor is about to use the tool. */
    warm: () => {
      if (worker && !runner.current) (runner.current = newRunner(toolId)).warm(toolId);
    },
    cancel: () => {
      runner.current?.cancel();
      setState((s) => ({ ...s, running: false }));
    },
  };
}

/// <reference lib="webworker" />
import { setProgressSink } from '@sdk/core/progress.ts';
import { loadRun } from '../../../registry/runs.ts';


type Request = { id: number; toolId: string; input: unknown; options: Record<string, unknown> } | { warm: string };

self.onmessage = async (e: MessageEvent<Request>) => {
  if ('warm' in e.data) {
    await loadRun(e.data.warm).catch(() => undefined); // a real run reports the failure
    return;
  }
  const { id, toolId, input, options } = e.data;
  // One run at a time per worker: a new run replaces the worker, so the sink always belongs to this one.
  setProgressSink((done, total, stage) => self.postMessage({ id, progress: { done, total, stage } }));
  try {
    const run = await loadRun(toolId);
    self.postMessage({ id, result: await run(input, options) });
  } catch (err) {
    console.error(err);
    self.postMessage({ id, failed: true });
  } finally {
    setProgressSink(undefined);
  }
};

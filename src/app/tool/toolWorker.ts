/// <reference lib="webworker" />
import { loadRun } from '../../registry/runs.ts';

self.onmessage = async (e: MessageEvent<{ id: number; toolId: string; input: string; options: Record<string, unknown> }>) => {
  const { id, toolId, input, options } = e.data;
  try {
    const run = await loadRun(toolId);
    self.postMessage({ id, result: await run(input, options) });
  } catch (err) {
    console.error(err);
    self.postMessage({ id, failed: true });
  }
};

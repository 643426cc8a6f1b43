import { describe, expect, it } from 'vitest';
import { runsInWorker } from './tool.ts';

describe('runsInWorker', () => {
  const ui = { type: 'tabs' } as const;
  it('sends every run to the worker, none, or the runs on the tabs named', () => {
    expect(runsInWorker({ ui, worker: true }, { type: 'text' })).toBe(true);
    expect(runsInWorker({ ui }, { type: 'text' })).toBe(false);
    expect(runsInWorker({ ui, worker: ['batch'] }, { type: 'batch' })).toBe(true);
    expect(runsInWorker({ ui, worker: ['batch'] }, { type: 'url' })).toBe(false);
    // Tabs named without a tabs option: no tab is ever on.
    expect(runsInWorker({ worker: ['batch'] }, { type: 'batch' })).toBe(false);
  });
});

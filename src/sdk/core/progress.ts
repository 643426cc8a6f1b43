/**
 * How far a long run has got (a big file hashed in chunks). A tool's run() calls reportProgress
 * from its worker; the host's worker passes each report to the page, which draws a progress bar
 * and restarts the run's time limit (a run that reports progress is not stuck). Outside a worker
 * nobody listens and a report does nothing.
 */
/** What the units are: the run's own work, or bytes of a big file it downloads first (bigAssets.ts). */
export type ProgressStage = 'work' | 'download';
type ProgressSink = (done: number, total: number, stage: ProgressStage) => void;

let sink: ProgressSink | undefined;

/** The host's worker: where reports go while a run is in flight (undefined: nowhere). */
export function setProgressSink(next: ProgressSink | undefined): void {
  sink = next;
}

/** Reports that `done` of `total` units (bytes, items) are processed. */
export function reportProgress(done: number, total: number, stage: ProgressStage = 'work'): void {
  if (sink && Number.isFinite(done) && Number.isFinite(total) && total > 0) sink(Math.min(Math.max(done, 0), total), total, stage);
}

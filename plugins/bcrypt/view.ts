/**
 * Hash: the hash (copyable), how long it took here, and a table of the estimated time per hash at every
 * cost on this device, the chosen one marked. Verify: the answer in words. Either way, a password over
 * bcrypt's 72 bytes is explained.
 */
import { msg, num, type Display, type ResultBlock, type ResultView } from '@sdk/core';
import { MIN_COST } from './manifest.ts';
import { MAX_BYTES, type BcryptResult } from './run.ts';

/** A duration in the page's language: "35 ms", "1.2 s", "3.4 min". */
export function duration(ms: number): Display {
  if (ms < 1000) return num(Math.round(ms), { style: 'unit', unit: 'millisecond' });
  if (ms < 60_000) return num(ms / 1000, { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
  return num(ms / 60_000, { style: 'unit', unit: 'minute', maximumFractionDigits: 1 });
}

export function view(result: BcryptResult): ResultView {
  const blocks: ResultBlock[] = [];
  if (result.mode === 'hash') {
    blocks.push({
      kind: 'values',
      layout: 'rows',
      items: [
        { label: msg('hashLabel'), value: result.hash, mono: true, copy: true, main: true },
        { label: msg('tookLabel'), value: msg('took', { time: duration(result.ms), cost: num(result.cost) }) },
      ],
    });
    blocks.push({
      kind: 'table',
      caption: msg('estimates.caption'),
      columns: [{ label: msg('estimates.cost') }, { label: msg('estimates.time'), numeric: true }],
      rows: result.estimates.map((ms, i) => [num(MIN_COST + i), duration(ms)]),
      rowHeaders: true,
      marked: { row: result.cost - MIN_COST, note: msg('estimates.chosen') },
    });
    blocks.push({ kind: 'note', text: msg('saltNote') });
  } else {
    blocks.push({
      kind: 'values',
      items: [
        { label: msg('resultLabel'), value: msg(result.match ? 'match' : 'noMatch'), main: true },
        { label: msg('costLabel'), value: num(result.cost) },
        { label: msg('versionLabel'), value: `$${result.version}$` },
      ],
      announce: true,
    });
  }
  if (result.bytes > MAX_BYTES) blocks.push({ kind: 'note', tone: 'warning', text: msg('tooLong', { bytes: num(result.bytes), max: num(MAX_BYTES) }) });
  return result.mode === 'hash' ? { blocks, copy: result.hash } : { blocks, regenerate: false };
}

/**
 * Bcrypt: the hash (copyable), how long it took here, and a table of the estimated time per hash at every
 * cost on this device, the chosen one marked. Argon2id, scrypt: the PHC string, the parameters it
 * records and the memory it takes, and the format explained. Verify: the answer in words, with the
 * hash's algorithm and parameters. A password over bcrypt's 72 bytes is explained.
 */
import { msg, num, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import { MAX_BYTES, MIN_COST } from './manifest.ts';
import type { Argon2Result, BcryptResult, ScryptResult, VerifyResult } from './run.ts';

const ALGORITHM_NAMES: Record<VerifyResult['algorithm'], string> = { bcrypt: 'bcrypt', argon2id: 'Argon2id', argon2i: 'Argon2i', argon2d: 'Argon2d', scrypt: 'scrypt' };
const kib = (value: number): Display => msg('units.kib', { value: num(value) });
const mib = (value: number): Display => msg('units.mib', { value: num(value, { maximumFractionDigits: 1 }) });
const byteCount = (value: number): Display => msg('units.bytes', { count: num(value) });

/** Argon2id's or scrypt's PHC string, its parameters and the memory it takes. */
function kdfView(result: Argon2Result | ScryptResult): ResultView {
  const items: ValueItem[] = [];
  if (result.mode === 'argon2id') {
    items.push({ label: msg('params.memory'), value: kib(result.memory), hint: mib(result.memory / 1024) });
    items.push({ label: msg('params.iterations'), value: num(result.iterations) });
  } else {
    items.push({ label: msg('params.costN'), value: num(2 ** result.costLog), hint: msg('params.costLogHint', { ln: num(result.costLog) }) });
    items.push({ label: msg('params.blockSize'), value: num(result.blockSize) });
  }
  items.push({ label: msg('params.parallelism'), value: num(result.parallelism) });
  if (result.mode === 'scrypt') items.push({ label: msg('params.memoryUsed'), value: mib(result.memoryBytes / 2 ** 20) });
  items.push({ label: msg('params.salt'), value: msg(result.randomSalt ? 'saltRandom' : 'saltTyped', { bytes: byteCount(result.saltBytes) }) });
  items.push({ label: msg('params.hashLength'), value: byteCount(result.hashBytes) });
  // The PHC string in a box of its own: a 64-byte scrypt hash is longer than a row of values can show.
  const blocks: ResultBlock[] = [
    { kind: 'text', text: result.hash, label: msg(`phcLabel.${result.mode}`), mono: true, noTranslate: true },
    { kind: 'values', layout: 'rows', label: msg('paramsLabel'), items },
  ];
  blocks.push({ kind: 'note', text: msg(`format.${result.mode}`) });
  blocks.push(result.randomSalt ? { kind: 'note', text: msg('saltNote') } : { kind: 'note', tone: 'warning', text: msg('saltTypedNote') });
  return { blocks, copy: result.hash, ...(result.randomSalt ? {} : { regenerate: false }) };
}

/** The verdict, then what the hash says about itself. */
function verifyItems(result: VerifyResult): ValueItem[] {
  const items: ValueItem[] = [
    { label: msg('resultLabel'), value: msg(result.match ? 'match' : 'noMatch'), main: true },
    { label: msg('algorithmLabel'), value: ALGORITHM_NAMES[result.algorithm] },
  ];
  if (result.algorithm === 'bcrypt') {
    items.push({ label: msg('costLabel'), value: num(result.cost) }, { label: msg('versionLabel'), value: `$${result.version}$` });
  } else if (result.algorithm === 'scrypt') {
    items.push({ label: msg('params.costN'), value: num(2 ** result.costLog), hint: msg('params.costLogHint', { ln: num(result.costLog) }) });
    items.push({ label: msg('params.blockSize'), value: num(result.blockSize) }, { label: msg('params.parallelism'), value: num(result.parallelism) });
  } else {
    items.push({ label: msg('params.memory'), value: kib(result.memory), hint: mib(result.memory / 1024) });
    items.push({ label: msg('params.iterations'), value: num(result.iterations) }, { label: msg('params.parallelism'), value: num(result.parallelism) });
    items.push({ label: msg('versionLabel'), value: msg(`argon2Versions.v${result.version}`) });
  }
  return items;
}

/** A duration in the page's language: "35 ms", "1.2 s", "3.4 min". */
export function duration(ms: number): Display {
  if (ms < 1000) return num(Math.round(ms), { style: 'unit', unit: 'millisecond' });
  if (ms < 60_000) return num(ms / 1000, { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
  return num(ms / 60_000, { style: 'unit', unit: 'minute', maximumFractionDigits: 1 });
}

export function view(result: BcryptResult): ResultView {
  if (result.mode === 'argon2id' || result.mode === 'scrypt') return kdfView(result);
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
    blocks.push({ kind: 'values', items: verifyItems(result), announce: true });
  }
  // Only bcrypt reads no more than 72 bytes: Argon2 and scrypt take the whole password.
  if (result.bytes > MAX_BYTES && (result.mode === 'hash' || result.algorithm === 'bcrypt')) blocks.push({ kind: 'note', tone: 'warning', text: msg('tooLong', { bytes: num(result.bytes), max: num(MAX_BYTES) }) });
  return result.mode === 'hash' ? { blocks, copy: result.hash } : { blocks, regenerate: false };
}

/**
 * The draws of this visit, the latest first: kept in memory only (gone on reload, never stored or sent).
 * A draw made with other settings less than TYPING_MS after the one before replaces it: the visitor was
 * still typing a number ("1", "10", "100" are one draw from 1 to 100, not three).
 */
import { msg, num, type Display } from '@sdk/core';
import type { DrawResult } from './run.ts';

/** Values of a draw written out in the history; the rest is said as "…". */
const SHOWN = 10;

export interface HistoryEntry {
  readonly id: number;
  /** When it was drawn (epoch ms). */
  readonly at: number;
  /** What it was drawn with (mode, fields and options), to tell a new draw from a setting being typed. */
  readonly settings: string;
  readonly result: DrawResult;
}

export const TYPING_MS = 1500;
export const MAX_ENTRIES = 100;

/** The history with one more draw, the latest first. */
export function addDraw(entries: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const last = entries[0];
  const typing = last !== undefined && last.settings !== entry.settings && entry.at - last.at < TYPING_MS;
  return [entry, ...entries.slice(typing ? 1 : 0)].slice(0, MAX_ENTRIES);
}

let entries: HistoryEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
/** Results already recorded: the page draws the same result again when nothing changed. */
const recorded = new WeakSet<object>();

export const historyStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): readonly HistoryEntry[] => entries,
  /** Records a draw once, however often it is drawn on the page. */
  record(result: DrawResult, settings: string, at = Date.now()): void {
    if (recorded.has(result)) return;
    recorded.add(result);
    entries = addDraw(entries, { id: nextId++, at, settings, result });
    listeners.forEach((l) => l());
  },
  clear(): void {
    entries = [];
    listeners.forEach((l) => l());
  },
};

/** What was drawn: "6 numbers from 1 to 49", "3 × D6", "10 flips". */
export function what(r: DrawResult): Display {
  if (r.mode === 'numbers') {
    const f = { minimumFractionDigits: r.decimals, maximumFractionDigits: r.decimals };
    return msg('history.numbers', { count: num(r.values.length), min: num(r.low, f), max: num(r.high, f) });
  }
  if (r.mode === 'dice') return msg('history.dice', { dice: num(r.rolls.length), die: msg('dice.name', { sides: num(r.sides) }) });
  return msg('history.coin', { count: num(r.flips.length) });
}

/** What came out: the first values, the dice with their total, heads and tails counted. */
export function outcome(r: DrawResult, w: (d: Display) => string): Display {
  const list = (values: readonly number[], decimals: number) => {
    const shown = values
      .slice(0, SHOWN)
      .map((v) => w(num(v, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })))
      .join(', ');
    return values.length > SHOWN ? msg('history.more', { shown }) : shown;
  };
  if (r.mode === 'numbers') return list(r.values, r.decimals);
  if (r.mode === 'dice') return r.rolls.length === 1 ? num(r.rolls[0]!) : msg('history.diceTotal', { rolls: list(r.rolls, 0), sum: num(r.stats.sum) });
  if (r.flips.length === 1) return msg(`coin.${r.flips[0]!}`);
  return msg('history.coinTotal', { heads: num(r.heads), tails: num(r.tails) });
}

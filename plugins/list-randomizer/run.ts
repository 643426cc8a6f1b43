import { randomInt, toolError, type RandomInt, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export interface ListResult {
  mode: Options['mode'];
  /** The whole list shuffled, or the winners in the order they were drawn. */
  items: string[];
  /** Items in the list after removing empty lines and duplicates (those drawn from). */
  total: number;
  /** Lines in the input (a final line break does not start another line). */
  lines: number;
  duplicatesRemoved: number;
  emptyRemoved: number;
}

export interface CleanList {
  items: string[];
  lines: number;
  duplicatesRemoved: number;
  emptyRemoved: number;
}

/**
 * The input's lines as items: spaces around each line trimmed, empty lines dropped if asked, and later
 * copies of a line dropped if asked (the first keeps its place). Lines that differ only in Unicode
 * normalization ("é" as one code point or as e + accent) count as duplicates.
 */
export function cleanList(text: string, removeEmpty: boolean, removeDuplicates: boolean): CleanList {
  if (text === '') return { items: [], lines: 0, duplicatesRemoved: 0, emptyRemoved: 0 };
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const items: string[] = [];
  const seen = new Set<string>();
  let duplicatesRemoved = 0;
  let emptyRemoved = 0;
  for (const line of lines) {
    const item = line.trim();
    if (item === '' && removeEmpty) {
      emptyRemoved++;
      continue;
    }
    if (removeDuplicates) {
      const key = item.normalize('NFC');
      if (seen.has(key)) {
        duplicatesRemoved++;
        continue;
      }
      seen.add(key);
    }
    items.push(item);
  }
  return { items, lines: lines.length, duplicatesRemoved, emptyRemoved };
}

/**
 * `count` items drawn without replacement, in the order drawn: the first `count` steps of a
 * Fisher–Yates shuffle (each step picks uniformly among the items not drawn yet). With count equal
 * to the length, a uniformly random permutation.
 */
export function draw<T>(items: readonly T[], count: number, random: RandomInt = randomInt): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + random(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

/** Shuffles the list, or picks `winners` of it, with the Web Crypto random source. */
export function run({ text }: Input, options: Options): ListResult | ToolError {
  const list = cleanList(text, options.removeEmpty, options.removeDuplicates);
  const total = list.items.length;
  const base = { mode: options.mode, total, lines: list.lines, duplicatesRemoved: list.duplicatesRemoved, emptyRemoved: list.emptyRemoved };
  if (total === 0) return { ...base, items: [] };
  if (options.mode === 'pick') {
    if (options.winners > total) return toolError('tooManyWinners', { winners: options.winners, total });
    return { ...base, items: draw(list.items, options.winners) };
  }
  return { ...base, items: draw(list.items, total) };
}

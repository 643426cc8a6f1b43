import { isJsonNumber, jsonNumberText, jsonNumberValue, type ExactJson } from '@sdk/core';
import type { SortStrings } from './manifest.ts';

export type { SortStrings } from './manifest.ts';

/** Languages whose alphabetical order strings can be sorted in, and the order of code points. */

/** What is read at a path: a value, or nothing (the key is missing, or the item is not an object). */
type Found = { readonly value: ExactJson } | null;

/**
 * The value at a dotted path ("user.name"; a number steps into an array: "tags.0"). A key that itself
 * holds a dot is found too, when the object has the rest of the path as one key.
 */
export function valueAt(item: ExactJson, path: readonly string[]): Found {
  let here: ExactJson = item;
  for (let i = 0; i < path.length; i++) {
    if (here === null || typeof here !== 'object' || isJsonNumber(here)) return null;
    if (Array.isArray(here)) {
      const segment = path[i]!;
      if (!/^\d+$/.test(segment) || Number(segment) >= here.length) return null;
      here = here[Number(segment)]!;
      continue;
    }
    const rest = path.slice(i).join('.');
    if (i < path.length - 1 && Object.hasOwn(here, rest)) return { value: here[rest]! };
    if (!Object.hasOwn(here, path[i]!)) return null;
    here = here[path[i]!]!;
  }
  return { value: here };
}

/** Numbers first, then text, true/false, null, and objects or arrays (kept in their order). */
function rank(value: ExactJson): number {
  if (typeof value === 'number' || isJsonNumber(value)) return 0;
  if (typeof value === 'string') return 1;
  if (typeof value === 'boolean') return 2;
  return value === null ? 3 : 4;
}

/** Two JSON numbers by value; integers beyond 2^53 by their exact digits. */
function compareNumbers(a: number | JsonNumberLike, b: number | JsonNumberLike): number {
  const x = jsonNumberValue(a);
  const y = jsonNumberValue(b);
  if (x !== y) return x < y ? -1 : 1;
  const [p, q] = [jsonNumberText(a), jsonNumberText(b)];
  const integer = /^-?\d+$/;
  if (integer.test(p) && integer.test(q)) {
    const [m, n] = [BigInt(p), BigInt(q)];
    return m === n ? 0 : m < n ? -1 : 1;
  }
  return 0;
}
type JsonNumberLike = Parameters<typeof jsonNumberText>[0];

/** Code point order (String's < compares UTF-16 units, which puts 😀 before ﬀ). */
export function compareCodePoints(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
}

export interface SortedArray {
  readonly items: ExactJson[];
  /** Items without the key (or that are not objects): placed last, in their order. */
  readonly missing: number;
}

/**
 * The array sorted by the value at the path: stable (equal values keep their order), numbers as
 * numbers, text in the chosen language's order or by code point; descending reverses the comparison,
 * and items without the key come last either way.
 */
export function sortByPath(array: readonly ExactJson[], path: string, descending: boolean, strings: SortStrings): SortedArray {
  const steps = path.split('.');
  const collator = strings === 'codePoint' ? null : new Intl.Collator(strings);
  const sign = descending ? -1 : 1;
  const keyed = array.map((item) => ({ item, found: valueAt(item, steps) }));
  const present = keyed.filter((k) => k.found !== null);
  const absent = keyed.filter((k) => k.found === null);
  present.sort((a, b) => {
    const x = a.found!.value;
    const y = b.found!.value;
    const r = rank(x) - rank(y);
    if (r !== 0) return sign * r;
    if (rank(x) === 0) return sign * compareNumbers(x as number, y as number);
    if (typeof x === 'string' && typeof y === 'string') return sign * (collator ? collator.compare(x, y) : compareCodePoints(x, y));
    if (typeof x === 'boolean') return sign * (Number(x) - Number(y));
    return 0;
  });
  return { items: [...present, ...absent].map((k) => k.item), missing: absent.length };
}

/**
 * A structural diff of two JSON values and the RFC 6902 JSON Patch that turns the left one into the
 * right one. Object keys are compared as sets (their order never counts). Arrays are compared by
 * position, by an identifying key of their objects (moves detected), or as unordered collections.
 * Numbers are compared by their exact value as written, never as doubles.
 */

import { isJsonNumber, jsonNumberKey, type ExactJson, type JsonNumber } from '@sdk/core';

/** A JSON value with its numbers as written (@sdk/core's parseJsonExact): 12345678901234567890 and …891 differ, 1.0 and 1 do not. */
export type Json = ExactJson;

export type PatchOp =
  | { op: 'add'; path: string; value: Json }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: Json }
  | { op: 'move'; from: string; path: string };

export type Change =
  | { kind: 'added'; path: string; right: Json }
  | { kind: 'removed'; path: string; left: Json }
  | { kind: 'changed'; path: string; left: Json; right: Json }
  | { kind: 'moved'; path: string; from: string; left: Json };

export interface DiffOptions {
  readonly arrays: 'position' | 'key' | 'unordered';
  /** The member that identifies the objects of an array (arrays: 'key'). */
  readonly arrayKey: string;
}

export interface Diff {
  readonly changes: Change[];
  readonly patch: PatchOp[];
}

const isObject = (v: Json): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v) && !isJsonNumber(v);
const isNumber = (v: Json): v is number | JsonNumber => typeof v === 'number' || isJsonNumber(v);
/** A scalar as text that is the same exactly for equal values (a number by its exact value). */
const scalarKey = (v: Json): string => (isNumber(v) ? jsonNumberKey(v) : JSON.stringify(v));
const pointerToken = (key: string | number) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** The value as text with object keys sorted: equal texts, equal JSON values. */
export function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k]!)}`)
      .join(',')}}`;
  }
  return scalarKey(value);
}

export function deepEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (isNumber(a) || isNumber(b)) return isNumber(a) && isNumber(b) && scalarKey(a) === scalarKey(b);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]!));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && deepEqual(a[k]!, b[k]!));
  }
  return false;
}

export function diff(left: Json, right: Json, options: DiffOptions): Diff {
  const changes: Change[] = [];
  const patch: PatchOp[] = [];

  const walk = (a: Json, b: Json, path: string): void => {
    if (a === b) return;
    if (isObject(a) && isObject(b)) {
      for (const key of Object.keys(a)) {
        if (!Object.hasOwn(b, key)) {
          changes.push({ kind: 'removed', path: path + pointerToken(key), left: a[key]! });
          patch.push({ op: 'remove', path: path + pointerToken(key) });
        }
      }
      for (const key of Object.keys(b)) {
        if (Object.hasOwn(a, key)) walk(a[key]!, b[key]!, path + pointerToken(key));
        else {
          changes.push({ kind: 'added', path: path + pointerToken(key), right: b[key]! });
          patch.push({ op: 'add', path: path + pointerToken(key), value: b[key]! });
        }
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      if (options.arrays === 'unordered') return unordered(a, b, path);
      if (options.arrays === 'key' && byKey(a, b, path)) return;
      return byPosition(a, b, path);
    }
    if (!deepEqual(a, b)) {
      changes.push({ kind: 'changed', path, left: a, right: b });
      patch.push({ op: 'replace', path, value: b });
    }
  };

  const byPosition = (a: Json[], b: Json[], path: string): void => {
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) walk(a[i]!, b[i]!, path + pointerToken(i));
    for (let i = a.length - 1; i >= b.length; i--) {
      changes.push({ kind: 'removed', path: path + pointerToken(i), left: a[i]! });
      patch.push({ op: 'remove', path: path + pointerToken(i) });
    }
    for (let i = a.length; i < b.length; i++) {
      changes.push({ kind: 'added', path: path + pointerToken(i), right: b[i]! });
      patch.push({ op: 'add', path: path + pointerToken(i), value: b[i]! });
    }
  };

  /** Arrays whose items are all objects with a unique scalar value under the key: matched by it. False when they are not. */
  const byKey = (a: Json[], b: Json[], path: string): boolean => {
    const keysOf = (list: Json[]): string[] | undefined => {
      const keys: string[] = [];
      const seen = new Set<string>();
      for (const item of list) {
        if (!isObject(item) || !Object.hasOwn(item, options.arrayKey)) return undefined;
        const id = item[options.arrayKey]!;
        if (typeof id === 'object' && id !== null && !isJsonNumber(id)) return undefined;
        const k = scalarKey(id);
        if (seen.has(k)) return undefined;
        seen.add(k);
        keys.push(k);
      }
      return keys;
    };
    const ka = keysOf(a);
    const kb = keysOf(b);
    if (!ka || !kb || (a.length === 0 && b.length === 0)) return false;
    const inB = new Map(kb.map((k, i) => [k, i]));
    const inA = new Map(ka.map((k, i) => [k, i]));

    // 1. Items whose key is gone: removed, from the end so that indexes hold.
    const current: string[] = [];
    for (let i = ka.length - 1; i >= 0; i--) {
      if (!inB.has(ka[i]!)) {
        changes.push({ kind: 'removed', path: path + pointerToken(i), left: a[i]! });
        patch.push({ op: 'remove', path: path + pointerToken(i) });
      }
    }
    for (const k of ka) if (inB.has(k)) current.push(k);

    // 2. Kept items in the order of the right side: the longest run already in order stays, the others move.
    const order = current.map((k) => inB.get(k)!);
    const staying = new Set(longestIncreasing(order).map((i) => current[i]!));
    const placed = new Set(staying);
    const commonInB = kb.filter((k) => inA.has(k));
    commonInB.forEach((k, position) => {
      if (placed.has(k)) return;
      const from = current.indexOf(k);
      current.splice(from, 1);
      let to = 0;
      for (let p = position - 1; p >= 0; p--) {
        if (placed.has(commonInB[p]!)) {
          to = current.indexOf(commonInB[p]!) + 1;
          break;
        }
      }
      current.splice(to, 0, k);
      placed.add(k);
      changes.push({ kind: 'moved', path: path + pointerToken(inB.get(k)!), from: path + pointerToken(inA.get(k)!), left: a[inA.get(k)!]! });
      if (from !== to) patch.push({ op: 'move', from: path + pointerToken(from), path: path + pointerToken(to) });
    });

    // 3. New items, at their place on the right (every earlier place already holds its final item).
    kb.forEach((k, i) => {
      if (inA.has(k)) return;
      changes.push({ kind: 'added', path: path + pointerToken(i), right: b[i]! });
      patch.push({ op: 'add', path: path + pointerToken(i), value: b[i]! });
    });

    // 4. The contents of the kept items, at their final place.
    kb.forEach((k, i) => {
      const j = inA.get(k);
      if (j !== undefined) walk(a[j]!, b[i]!, path + pointerToken(i));
    });
    return true;
  };

  /** Arrays as collections: equal items pair up wherever they are; the rest is removed or added. */
  const unordered = (a: Json[], b: Json[], path: string): void => {
    const pool = new Map<string, number[]>();
    a.forEach((item, i) => {
      const k = canonical(item);
      const list = pool.get(k);
      if (list) list.push(i);
      else pool.set(k, [i]);
    });
    const extra: number[] = [];
    b.forEach((item, i) => {
      const list = pool.get(canonical(item));
      if (list && list.length) list.shift();
      else extra.push(i);
    });
    const missing = [...pool.values()].flat().sort((x, y) => y - x);
    for (const i of missing) {
      changes.push({ kind: 'removed', path: path + pointerToken(i), left: a[i]! });
      patch.push({ op: 'remove', path: path + pointerToken(i) });
    }
    for (const i of extra) {
      changes.push({ kind: 'added', path: path + pointerToken(i), right: b[i]! });
      patch.push({ op: 'add', path: `${path}/-`, value: b[i]! });
    }
  };

  walk(left, right, '');
  return { changes, patch };
}

/** Indexes of a longest strictly increasing subsequence (patience sorting, n log n). */
export function longestIncreasing(values: readonly number[]): number[] {
  const tails: number[] = [];
  const previous: number[] = new Array(values.length).fill(-1);
  values.forEach((v, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < v) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const out: number[] = [];
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = previous[i]!) out.push(i);
  return out.reverse();
}

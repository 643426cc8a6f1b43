import { isJsonNumber, jsonNumberIsInteger, jsonNumberText, type JsonNumber } from '@sdk/core';

/**
 * Infers the shape of a JSON sample and names its object types. Pure and iterative enough for
 * megabyte samples: every value is visited once, and the objects of an array merge into one shape
 * (a key missing from some of them becomes optional; values of several kinds become a union). A number
 * is an integer when its value as written is whole (@sdk/core's parseJsonExact keeps the literal).
 */

export type Prim = 'string' | 'integer' | 'number' | 'boolean' | 'null';

export interface Shape {
  /** Scalar kinds seen. */
  prims: Set<Prim>;
  /** The merged shape of every object seen here. */
  obj?: ObjShape;
  /** The merged shape of the items of every array seen here (undefined items: only empty arrays). */
  arr?: { items?: Shape };
  /** The smallest and largest integers seen outside ±2^53 (where a 64-bit integer may no longer hold them). */
  intLow?: bigint;
  intHigh?: bigint;
  /** Whether a negative integer was seen. */
  intNeg?: boolean;
  /** Whether a whole number was written with a fraction or an exponent (2.0, 1E2), which Go, Rust or Java read only into a float. */
  intAsFloat?: boolean;
}

export interface ObjShape {
  /** Keys in the order first seen. */
  keys: Map<string, Shape>;
  /** In how many of the merged objects each key appears. */
  seen: Map<string, number>;
  /** How many objects were merged. */
  count: number;
}

export const emptyShape = (): Shape => ({ prims: new Set() });

/** Adds a value to a shape. */
export function addValue(shape: Shape, value: unknown): void {
  if (value === null) shape.prims.add('null');
  else if (typeof value === 'string') shape.prims.add('string');
  else if (typeof value === 'boolean') shape.prims.add('boolean');
  else if (typeof value === 'number' || isJsonNumber(value)) {
    if (!jsonNumberIsInteger(value)) shape.prims.add('number');
    else {
      shape.prims.add('integer');
      addInteger(shape, value);
    }
  }
  else if (Array.isArray(value)) {
    const arr = (shape.arr ??= {});
    for (const item of value) addValue((arr.items ??= emptyShape()), item);
  } else if (typeof value === 'object') {
    const obj = (shape.obj ??= { keys: new Map(), seen: new Map(), count: 0 });
    obj.count++;
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      let child = obj.keys.get(key);
      if (!child) obj.keys.set(key, (child = emptyShape()));
      obj.seen.set(key, (obj.seen.get(key) ?? 0) + 1);
      addValue(child, v);
    }
  }
}

const SAFE = 2 ** 53;
/** Beyond 10^60 every integer is simply "huge": the exact value no longer matters. */
const HUGE = 10n ** 60n;

/** The exact value of a whole number (1E2, 2.0 and 12345678901234567890 included), clamped to ±10^60. */
export function integerValue(value: number | JsonNumber): bigint {
  if (typeof value === 'number') return BigInt(value);
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(jsonNumberText(value));
  if (!m) return 0n;
  const frac = m[3] ?? '';
  const digits = (m[2]! + frac).replace(/^0+(?=\d)/, '');
  const exponent = Number(m[4] ?? '0') - frac.length;
  let n: bigint;
  if (/^0+$/.test(digits)) n = 0n;
  else if (exponent >= 0) n = digits.length + exponent > 61 ? HUGE : BigInt(digits) * 10n ** BigInt(exponent);
  else n = BigInt(digits.slice(0, exponent) || '0'); // whole: the digits cut off are zeros
  if (n > HUGE) n = HUGE;
  return m[1] ? -n : n;
}

function addInteger(shape: Shape, value: number | JsonNumber): void {
  const text = jsonNumberText(value);
  if (/[.eE]/.test(text)) shape.intAsFloat = true;
  const n = typeof value === 'number' ? value : Number(text);
  if (n < 0) shape.intNeg = true;
  if (Math.abs(n) < SAFE) return;
  const exact = integerValue(value);
  if (exact < 0n && (shape.intLow === undefined || exact < shape.intLow)) shape.intLow = exact;
  if (exact > 0n && (shape.intHigh === undefined || exact > shape.intHigh)) shape.intHigh = exact;
}

/** The narrowest of the usual integer types that holds every integer seen: signed 64-bit, unsigned 64-bit, signed 128-bit, or none. */
export type IntRange = 'i64' | 'u64' | 'i128' | 'huge';

export function intRange(shape: Shape): IntRange {
  const low = shape.intLow ?? 0n;
  const high = shape.intHigh ?? 0n;
  if (low >= -(2n ** 63n) && high < 2n ** 63n) return 'i64';
  if (!shape.intNeg && high < 2n ** 64n) return 'u64';
  if (low >= -(2n ** 127n) && high < 2n ** 127n) return 'i128';
  return 'huge';
}

export function shapeOf(value: unknown): Shape {
  const shape = emptyShape();
  addValue(shape, value);
  return shape;
}

/** Whether a key was missing from some of the merged objects. */
export const isOptional = (obj: ObjShape, key: string): boolean => (obj.seen.get(key) ?? 0) < obj.count;

// ---------------------------------------------------------------------------------------------
// Names

const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/** Global names a declaration must not shadow (a key "date" holding an object gives DateType, not Date). */
const GLOBALS = new Set(
  'Object String Number Boolean Symbol BigInt Date Map Set WeakMap WeakSet Array Error Promise Function RegExp Record Partial Required Readonly Pick Omit JSON Math Intl Proxy Reflect Event Node Element Response Request Headers URL File Blob Document Window Location Storage Text Image Audio Option Range Selection Notification History Navigator Screen Performance Worker Buffer Iterator Generator Uint8Array ArrayBuffer DataView Type'.split(' '),
);

/** A key as a property name: bare when it is an identifier, else quoted. */
export function propertyName(key: string): string {
  return IDENTIFIER.test(key) ? key : JSON.stringify(key);
}

/** "first_name", "first-name", "firstName" → "FirstName"; digits first get a leading underscore. */
export function pascalCase(key: string): string {
  const words = key
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return '';
  const name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return /^\p{N}/u.test(name) ? `_${name}` : name;
}

const IRREGULAR: Record<string, string> = { children: 'child', people: 'person', men: 'man', women: 'woman', feet: 'foot', teeth: 'tooth', mice: 'mouse', data: 'datum', criteria: 'criterion', indices: 'index', matrices: 'matrix', vertices: 'vertex' };

/**
 * The English singular of a plural key where the rule is simple (users → user, categories → category,
 * boxes → box, addresses → address), else undefined (status, data-like words stay as they are).
 */
export function singular(word: string): string | undefined {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular && irregular !== 'datum') return word.slice(0, 1) + irregular.slice(1);
  if (/(movie|cookie|pie|tie|lie|zombie|rookie|selfie|calorie|prairie|goalie|species|series)s?$/i.test(word)) return /(species|series)$/i.test(word) ? undefined : word.endsWith('s') ? word.slice(0, -1) : undefined;
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}${word.at(-3) === 'I' ? 'Y' : 'y'}`;
  if (/(ss|x|ch|sh|zz)es$/i.test(word)) return word.slice(0, -2);
  if (/[^s]uses$/i.test(word)) return word.slice(0, -2);
  if (/(ss|us|is|os)$/i.test(word)) return undefined;
  if (/[a-z]s$/i.test(word) && word.length > 3) return word.slice(0, -1);
  return undefined;
}

/** The type name for a value under a key: PascalCase; for array items the singular, else "…Item"; a name in `reserved` gets "Type". */
export function typeName(key: string, item: boolean, reserved: ReadonlySet<string> = GLOBALS): string {
  let base = pascalCase(key) || 'Type';
  if (item) {
    const one = singular(base);
    base = one && one.length > 0 ? one : `${base}Item`;
  }
  if (reserved.has(base)) base = `${base}Type`;
  return base;
}

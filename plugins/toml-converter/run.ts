import { isJsonNumber, jsonNumber, jsonNumberText, lineColumn, parseJsonExact, stringifyJsonExact, toolError, type ToolError } from '@sdk/core';
import type { ScalarTag } from 'yaml';
import { FORMATS, type Input, type Options } from './manifest.ts';

/**
 * TOML ↔ JSON and TOML ↔ YAML with smol-toml (TOML 1.0) and the yaml library (YAML 1.2), both loaded on
 * first use, in the worker.
 *
 * Dates: TOML has four kinds (offset date-time, local date-time, local date, local time). JSON has none, so
 * they are written as RFC 3339 text, as TOML writes them; YAML gets dates and date-times as timestamps
 * (unquoted, which YAML readers with timestamps read as dates) and a time of day, which YAML has no type
 * for, as quoted text. Going to TOML, text in one of TOML's date forms becomes a TOML date again (unless the
 * visitor turns that off), so a round trip keeps them.
 *
 * Numbers: TOML integers are 64-bit; every one is read as a BigInt and written with all its digits (in
 * JSON too, where JavaScript's JSON.parse would round those beyond 2^53: the page says so). Floats stay
 * floats (1.0 is written 1.0, not 1). An integer beyond TOML's 64 bits cannot go into TOML and is refused
 * with its place. TOML has no null: a null in a table is left out (counted), one in an array is refused.
 */
export interface Converted {
  readonly text: string;
  /** Dates and times met (TOML → JSON/YAML) or texts read as TOML dates (→ TOML). */
  readonly dates: number;
  /** Integers beyond 2^53 − 1, written with every digit. */
  readonly bigIntegers: number;
  /** Null values left out (→ TOML). */
  readonly nulls: number;
}

type Toml = typeof import('smol-toml');
type Yaml = typeof import('yaml');

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Thrown inside a conversion to return a ToolError from deep down. */
class Fail {
  constructor(readonly error: ToolError) {}
}
function fail(code: string, params?: Record<string, string | number>): never {
  throw new Fail(toolError(code, params));
}

interface Counts {
  dates: number;
  bigIntegers: number;
  nulls: number;
}

export async function run({ text }: Input, options: Options): Promise<Converted | ToolError> {
  const [from, to] = FORMATS[options.mode];
  if (!/\S/.test(text)) return toolError(from === 'toml' ? 'emptyToml' : from === 'json' ? 'emptyJson' : 'emptyYaml');
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const TOML = await import('smol-toml');
  const counts: Counts = { dates: 0, bigIntegers: 0, nulls: 0 };
  try {
    let out: string;
    if (from === 'toml') {
      const value = readToml(TOML, src);
      out = to === 'json' ? tomlToJson(TOML, value, options, counts) : tomlToYaml(TOML, await import('yaml'), value, counts);
    } else {
      const value = from === 'json' ? readJson(src) : readYaml(await import('yaml'), src);
      out = writeToml(TOML, value, from === 'json', options, counts);
    }
    return { text: out, ...counts };
  } catch (err) {
    if (err instanceof Fail) return err.error;
    if (err instanceof RangeError || (err instanceof Error && (err.name === 'InternalError' || /depth/.test(err.message)))) return toolError('tooDeep');
    throw err;
  }
}

/** A place in the document, as a dotted path with indexes: servers[0].ip. */
const child = (path: string, key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

// ---------------------------------------------------------------------------------------------
// Reading TOML

/** smol-toml's messages (English) → this tool's translated messages; anything else is "not valid TOML". */
const TOML_ERRORS: readonly (readonly [RegExp, string])[] = [
  [/nested/, 'tooDeep'],
  [/comment/, 'tomlSyntax'],
  [/redefine/, 'tomlDuplicate'],
  [/losslessly/, 'tomlIntegerRange'],
  [/date|time/, 'tomlDate'],
  [/string|escape|control char/, 'tomlString'],
  [/numeric|leading zero|underscore/, 'tomlNumber'],
  [/end-of-line|table array declaration/, 'tomlEndOfLine'],
  [/unfinished (table|array)|comma or end/, 'tomlBracket'],
  [/key/, 'tomlKey'],
];

function readToml(TOML: Toml, src: string): Record<string, unknown> {
  try {
    const value = TOML.parse(src, { integersAsBigInt: true, maxDepth: 500 }) as Record<string, unknown>;
    checkLiterals(src);
    return value;
  } catch (err) {
    if (err instanceof Fail) throw err;
    if (!(err instanceof TOML.TomlError)) throw err;
    const code = TOML_ERRORS.find(([re]) => re.test(err.message))?.[1] ?? 'tomlSyntax';
    return code === 'tooDeep' ? fail(code) : fail(code, { line: err.line, column: err.column });
  }
}

/**
 * The document with its strings and comments blanked out (same length, line breaks kept), so that the
 * literals left can be found where they are.
 */
export function codeOnly(src: string): string {
  return src.replace(/#[^\n]*|"""[\s\S]*?"""(?!")|'''[\s\S]*?'''(?!')|"(?:[^"\\\n]|\\.)*"|'[^'\n]*'/g, (m) => m.replace(/[^\n]/g, ' '));
}

const DATE_LITERAL = /(?<![\w.-])(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2}):(\d{2}))?|(?<![\w.:-])(\d{2}):(\d{2}):(\d{2})(?![\d-])/g;
const INTEGER_LITERAL = /(?<![\w.:+-])[+-]?(?:0x[\da-fA-F_]+|0o[0-7_]+|0b[01_]+|\d[\d_]*)(?![\w.:-])/g;

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * What smol-toml lets through: a date that does not exist (2024-02-30, which it moves to 1 March) and an
 * integer beyond 64 bits (read as a BigInt), each refused at its line and column.
 */
function checkLiterals(src: string): void {
  const code = codeOnly(src);
  for (const m of code.matchAll(DATE_LITERAL)) {
    const n = m.map(Number);
    const badDate = m[1] !== undefined && (n[2]! < 1 || n[2]! > 12 || n[3]! < 1 || n[3]! > daysIn(n[1]!, n[2]!));
    const [hh, mm, ss] = m[4] !== undefined ? [n[4]!, n[5]!, n[6]!] : m[7] !== undefined ? [n[7]!, n[8]!, n[9]!] : [0, 0, 0];
    if (badDate || hh > 23 || mm > 59 || ss > 60) fail('tomlDate', lineColumn(src, m.index));
  }
  for (const m of code.matchAll(INTEGER_LITERAL)) {
    const text = m[0].replaceAll('_', '');
    const negative = text.startsWith('-');
    let value: bigint;
    try {
      value = BigInt(text.replace(/^[+-]/, ''));
    } catch {
      continue;
    }
    if (negative ? -value < INT64_MIN : value > INT64_MAX) fail('tomlIntegerRange', lineColumn(src, m.index));
  }
}

/** A TOML date as TOML and RFC 3339 write it, without the milliseconds smol-toml adds when they are zero. */
export function dateText(date: Date): string {
  return date.toISOString().replace(/\.000(?=$|Z|[+-]\d\d:\d\d$)/, '');
}

/** An integral float as a float: 1.0, -0.0. */
const floatText = (v: number): string => (Object.is(v, -0) ? '-0.0' : v.toFixed(1));

function bigint(value: bigint, counts: Counts): bigint {
  if (value > SAFE || value < -SAFE) counts.bigIntegers++;
  return value;
}

function tomlToJson(TOML: Toml, root: Record<string, unknown>, options: Options, counts: Counts): string {
  const walk = (v: unknown, path: string): unknown => {
    if (typeof v === 'bigint') return jsonNumber(String(bigint(v, counts)));
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return fail('nonFinite', { path, value: Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf' });
      // A float stays a float to every reader: 1.0, not 1.
      return Number.isInteger(v) && Math.abs(v) < 1e21 ? jsonNumber(floatText(v)) : v;
    }
    if (v instanceof TOML.TomlDate) {
      counts.dates++;
      return dateText(v);
    }
    if (Array.isArray(v)) return v.map((item, i) => walk(item, child(path, i)));
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, child(path, k))]));
    return v;
  };
  const indent = options.jsonIndent === 'minify' ? '' : options.jsonIndent === 'tab' ? '\t' : Number(options.jsonIndent);
  return stringifyJsonExact(walk(root, ''), indent);
}

/** A TOML date written as a YAML timestamp, unquoted. */
class Timestamp {
  constructor(readonly literal: string) {}
}
/** An integral TOML float written as a YAML float (3.0: the yaml library would write 3, an integer). */
class YamlFloat {
  constructor(readonly literal: string) {}
}
const raw = (tag: string, type: typeof Timestamp | typeof YamlFloat): ScalarTag => ({
  identify: (value) => value instanceof type,
  default: true,
  tag,
  resolve: (text) => text,
  stringify: ({ value }) => (value as Timestamp).literal,
});
const YAML_TAGS = [raw('tag:yaml.org,2002:timestamp', Timestamp), raw('tag:yaml.org,2002:float', YamlFloat)];

function tomlToYaml(TOML: Toml, YAML: Yaml, root: Record<string, unknown>, counts: Counts): string {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'bigint') return bigint(v, counts);
    if (typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 1e21) return new YamlFloat(floatText(v));
    if (v instanceof TOML.TomlDate) {
      counts.dates++;
      // YAML has no time of day: text, quoted so that no YAML 1.1 reader takes 07:30:00 for a number.
      return v.isTime() ? dateText(v) : new Timestamp(dateText(v));
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item)]));
    return v;
  };
  return new YAML.Document(walk(root), { compat: 'yaml-1.1', customTags: YAML_TAGS }).toString({ lineWidth: 0, minContentWidth: 0 });
}

// ---------------------------------------------------------------------------------------------
// Reading JSON and YAML

function readJson(src: string): unknown {
  const parsed = parseJsonExact(src);
  if ('error' in parsed) throw new Fail(parsed.error);
  return parsed.value;
}

const YAML_ERRORS: Readonly<Record<string, string>> = {
  DUPLICATE_KEY: 'yamlDuplicateKey',
  BAD_INDENT: 'yamlIndent',
  TAB_AS_INDENT: 'yamlIndent',
  MULTIPLE_DOCS: 'yamlMultipleDocuments',
};

function readYaml(YAML: Yaml, src: string): unknown {
  const doc = YAML.parseDocument(src, { version: '1.2', intAsBigInt: true, prettyErrors: false });
  const error = doc.errors[0];
  if (error) fail(YAML_ERRORS[error.code] ?? 'yamlSyntax', lineColumn(src, error.pos[0]));
  try {
    return doc.toJS({ maxAliasCount: 100 }) as unknown;
  } catch (err) {
    if (err instanceof ReferenceError) fail('yamlAliases');
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Writing TOML

/** Text written into the TOML as it is (a date the visitor wrote), through smol-toml's date path. */
class Literal extends Date {
  constructor(readonly literal: string) {
    super(0);
  }
  override toISOString(): string {
    return this.literal;
  }
}

const DATE_FORM = /^(\d{4}-\d{2}-\d{2}([Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}:\d{2}(\.\d+)?)$/;

/** Whether TOML reads this text as a date or time (one that exists: no 2024-02-30). */
function isTomlDate(TOML: Toml, text: string): boolean {
  if (!DATE_FORM.test(text)) return false;
  try {
    checkLiterals(text);
    return TOML.parse(`d = ${text}`).d instanceof TOML.TomlDate;
  } catch {
    return false;
  }
}

const INTEGER = /^-?\d+$/;

function writeToml(TOML: Toml, root: unknown, fromJson: boolean, options: Options, counts: Counts): string {
  if (root === null || typeof root !== 'object' || Array.isArray(root) || isJsonNumber(root)) fail('rootNotTable');
  const integer = (n: bigint, path: string): bigint => {
    if (n < INT64_MIN || n > INT64_MAX) fail('integerRange', { path, value: String(n) });
    return bigint(n, counts);
  };
  const walk = (v: unknown, path: string): unknown => {
    // Integers as BigInts and every other number as a float, so that 1.0 stays 1.0 (numbersAsFloat below).
    if (isJsonNumber(v)) {
      const text = jsonNumberText(v);
      return INTEGER.test(text) ? integer(BigInt(text), path) : Number(text);
    }
    if (typeof v === 'bigint') return integer(v, path);
    // A plain JSON number is written as JSON.parse would give it back, so 8000 is an integer; a YAML number is a float (its integers are BigInts).
    if (typeof v === 'number') return fromJson && Number.isSafeInteger(v) && !Object.is(v, -0) ? integer(BigInt(v), path) : v;
    if (typeof v === 'string') {
      if (options.dates && isTomlDate(TOML, v)) {
        counts.dates++;
        return new Literal(v);
      }
      return v;
    }
    if (v instanceof Date) {
      counts.dates++;
      return new Literal(dateText(v));
    }
    if (Array.isArray(v)) {
      return v.map((item, i) => {
        if (item === null || item === undefined) fail('nullInArray', { path: child(path, i) });
        return walk(item, child(path, i));
      });
    }
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) {
        if (item === null || item === undefined) counts.nulls++;
        else out[k] = walk(item, child(path, k));
      }
      return out;
    }
    return v;
  };
  return TOML.stringify(walk(root, ''), { numbersAsFloat: true });
}

import { bytesToBase64, isCanonicalNumber, isJsonNumber, jsonNumber, jsonNumberText, lineColumn, parseJsonExact, toolError, type ToolError } from '@sdk/core';
import type { Document, ScalarTag, Tags } from 'yaml';
import type { Input, Options } from './manifest.ts';

/**
 * JSON ↔ YAML with the `yaml` library (loaded on first use, in the worker).
 *
 * JSON → YAML: the JSON is checked strictly (errors named as every JSON tool names them, by
 * @sdk/core's parseJsonExact). Numbers are written as in the JSON, digit for digit (an integer longer
 * than a double holds, 0.1000000000000000000001, 1.50). Text
 * that YAML 1.1 or 1.2 readers would take for something else ("no", "on", "0755", "1:30", "0o17",
 * "null", "") is quoted, so PyYAML and other 1.1 readers read the same data as 1.2 ones. Long lines
 * are never folded.
 *
 * YAML → JSON: YAML 1.2 by default (1.1 on request, or when the document says `%YAML 1.1`);
 * aliases and `<<` merge keys are expanded (at most 100 aliases: a "billion laughs" document is
 * refused); integers of any length stay exact, and so do decimals written as JSON writes numbers
 * (0.1000000000000000000001, 1.50 and 1e3 stay as they are); timestamps (1.1) become ISO text, binary Base64.
 * Comments cannot go into JSON: their number is returned so the page can say so.
 */
export interface Converted {
  readonly text: string;
  /** Comments in the YAML that the JSON leaves out. */
  readonly comments: number;
}

type Yaml = typeof import('yaml');

export async function run({ text }: Input, options: Options): Promise<Converted | ToolError> {
  if (!/\S/.test(text)) return toolError(options.mode === 'yamlFormat' ? 'emptyYamlFormat' : options.mode === 'yamlToJson' ? 'emptyYaml' : 'emptyJson');
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const YAML = await import('yaml');
  try {
    if (options.mode === 'yamlFormat') return formatYaml(YAML, src, options);
    return options.mode === 'yamlToJson' ? yamlToJson(YAML, src, options) : jsonToYaml(YAML, src, options);
  } catch (err) {
    if (err instanceof Fail) return err.error;
    if (err instanceof RangeError || (err instanceof Error && err.name === 'InternalError')) return toolError('tooDeep');
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// JSON → YAML

/** A JSON number the YAML gets as written (a JsonNumber, which the yaml library would take for text). */
class YamlNumber {
  constructor(readonly literal: string) {}
}

/**
 * Writes a YamlNumber as it is, untagged: every JSON number literal is a number in YAML 1.2 (an
 * exponent without a dot, 1E2, is left to 1.2 readers, as the 1e+21 the yaml library writes for a double).
 */
const RAW_NUMBER: ScalarTag = {
  identify: (value) => value instanceof YamlNumber,
  default: true,
  tag: 'tag:yaml.org,2002:float',
  resolve: (text) => text,
  stringify: ({ value }) => (value as YamlNumber).literal,
};

/** JsonNumbers handed to the YAML document as YamlNumbers. */
const keepNumbers = (_key: unknown, value: unknown) => (isJsonNumber(value) ? new YamlNumber(jsonNumberText(value)) : value);

function jsonToYaml(YAML: Yaml, src: string, options: Options): Converted {
  const parsed = parseJsonExact(src);
  if ('error' in parsed) return fail(parsed.error);
  const { value } = parsed;
  const write = (v: unknown) => new YAML.Document(v, keepNumbers, { compat: 'yaml-1.1', customTags: [RAW_NUMBER] }).toString({ indent: Number(options.yamlIndent), lineWidth: 0, minContentWidth: 0 });
  const text = options.documents && Array.isArray(value) && value.length > 0 ? value.map(write).join('---\n') : write(value);
  return { text, comments: 0 };
}

// ---------------------------------------------------------------------------------------------
// YAML → JSON

/** Messages for the yaml library's error codes; the others are "not valid YAML" with their place. */
const YAML_ERRORS: Readonly<Record<string, string>> = {
  BAD_INDENT: 'yamlIndent',
  TAB_AS_INDENT: 'yamlTab',
  DUPLICATE_KEY: 'yamlDuplicateKey',
  BAD_DQ_ESCAPE: 'yamlEscape',
  BLOCK_AS_IMPLICIT_KEY: 'yamlNestedMapping',
  MULTILINE_IMPLICIT_KEY: 'yamlNestedMapping',
  MISSING_CHAR: 'yamlMissingChar',
  UNEXPECTED_TOKEN: 'yamlUnexpected',
};

/** Thrown inside the conversion to return a ToolError from deep down. */
class Fail {
  constructor(readonly error: ToolError) {}
}
function fail(error: ToolError): never {
  throw new Fail(error);
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * The schema's float tags, except that a float written as JSON writes numbers (0.1000000000000000000001,
 * 1.50, 1e3) is kept as written when a double would change it; YAML's other spellings (.5, 1_000.5) are numbers.
 */
function exactFloats(tags: Tags): Tags {
  return tags.map((tag) => {
    if (typeof tag !== 'object' || tag.tag !== 'tag:yaml.org,2002:float' || !('test' in tag) || !tag.test) return tag;
    const scalar = tag as ScalarTag;
    return { ...scalar, resolve: (text, onError, options) => (JSON_NUMBER.test(text) && !isCanonicalNumber(text) ? jsonNumber(text) : scalar.resolve(text, onError, options)) } as ScalarTag;
  });
}

/** The first error of the documents, named and placed (line and column), or null. */
function firstError(list: readonly Document[], src: string): ToolError | null {
  const error = list.flatMap((d) => d.errors)[0];
  return error ? toolError(YAML_ERRORS[error.code] ?? 'yamlSyntax', lineColumn(src, error.pos[0])) : null;
}

function yamlToJson(YAML: Yaml, src: string, options: Options): Converted | ToolError {
  const docs = YAML.parseAllDocuments(src, { version: options.yamlVersion, intAsBigInt: true, merge: true, prettyErrors: false, customTags: exactFloats });
  const list: Document[] = Array.isArray(docs) ? docs : [];
  const error = firstError(list, src);
  if (error) return error;
  if (list.length > 1 && !options.documents) return toolError('multipleDocuments', { count: list.length });

  const values = list.map((doc) => {
    try {
      return doc.toJS({ maxAliasCount: 100, mapAsMap: true }) as unknown;
    } catch (err) {
      if (err instanceof ReferenceError && /alias/i.test(err.message)) {
        const alias = unresolvedAlias(YAML, doc);
        if (alias) return fail(toolError('yamlUnknownAlias', { name: alias.name, ...lineColumn(src, alias.offset) }));
        return fail(toolError('yamlTooManyAliases'));
      }
      throw err;
    }
  });
  for (const [i, value] of values.entries()) {
    if (hasNonFinite(value)) {
      const at = nonFinitePlace(YAML, list[i]!);
      return toolError('nonFinite', { value: at?.source ?? '.inf', ...lineColumn(src, at?.offset ?? 0) });
    }
  }
  const indent = options.jsonIndent === 'minify' ? '' : options.jsonIndent === 'tab' ? '\t' : ' '.repeat(Number(options.jsonIndent));
  const value = options.documents ? values : (values[0] ?? null);
  return { text: toJson(value, indent), comments: countComments(YAML, src) };
}

// ---------------------------------------------------------------------------------------------
// YAML → YAML

/**
 * Every document written again with the chosen indentation. Read with the failsafe schema, every scalar
 * is its text: a formatter changes the layout, never a value ("no", 0755, 2.50, 0.1000000000000000000001
 * stay as written, whatever the YAML version); explicit tags (!!binary, !!set, !Ref) are left unresolved, so
 * their values are kept too. Comments, anchors, aliases and the documents' markers are kept. Lines are
 * never folded (lineWidth 0).
 */
function formatYaml(YAML: Yaml, src: string, options: Options): Converted | ToolError {
  const docs = YAML.parseAllDocuments(src, { schema: 'failsafe', resolveKnownTags: false, prettyErrors: false });
  const list: Document[] = Array.isArray(docs) ? docs : [];
  const error = firstError(list, src);
  if (error) return error;
  // The yaml library writes no document with an alias before its anchor ("*a" alone): said as when converting.
  for (const doc of list) {
    const alias = unresolvedAlias(YAML, doc);
    if (alias) return toolError('yamlUnknownAlias', { name: alias.name, ...lineColumn(src, alias.offset) });
  }
  const text = list.map((doc) => doc.toString({ indent: Number(options.yamlIndent), lineWidth: 0, minContentWidth: 0 })).join('');
  return { text, comments: 0 };
}

function unresolvedAlias(YAML: Yaml, doc: Document): { name: string; offset: number } | undefined {
  let found: { name: string; offset: number } | undefined;
  const anchors = new Set<string>();
  // Anchors and aliases in document order: an alias must follow its anchor.
  YAML.visit(doc, {
    Node(_, node) {
      if (YAML.isAlias(node)) {
        if (!anchors.has(node.source) && !found) found = { name: node.source, offset: node.range?.[0] ?? 0 };
      } else if (node.anchor) anchors.add(node.anchor);
    },
  });
  return found;
}

function hasNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (value instanceof Map) return [...value].some(([k, v]) => hasNonFinite(k) || hasNonFinite(v));
  if (Array.isArray(value) || value instanceof Set) return [...value].some(hasNonFinite);
  return false;
}

function nonFinitePlace(YAML: Yaml, doc: Document): { source: string; offset: number } | undefined {
  let found: { source: string; offset: number } | undefined;
  YAML.visit(doc, {
    Scalar(_, node) {
      if (!found && typeof node.value === 'number' && !Number.isFinite(node.value)) {
        found = { source: String(node.source ?? node.toString()), offset: node.range?.[0] ?? 0 };
        return YAML.visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** Comment tokens of the YAML (a `#` inside quotes is text, not a comment token). */
function countComments(YAML: Yaml, src: string): number {
  if (!src.includes('#')) return 0;
  let count = 0;
  for (const token of new YAML.Lexer().lex(src)) if (token[0] === '#') count++;
  return count;
}

// ---------------------------------------------------------------------------------------------
// Writing JSON: exact integers and decimals, the types YAML has and JSON has not written as JSON values

function keyText(key: unknown): string {
  if (typeof key === 'string') return key;
  if (key !== null && typeof key === 'object' && !(key instanceof Date)) return toJson(key, '');
  return key instanceof Date ? key.toISOString() : String(key);
}

export function toJson(value: unknown, indent: string): string {
  const out: string[] = [];
  const write = (v: unknown, pad: string): void => {
    if (v === null || v === undefined) return void out.push('null');
    if (typeof v === 'bigint') return void out.push(String(v));
    if (typeof v !== 'object') return void out.push(JSON.stringify(v));
    if (isJsonNumber(v)) return void out.push(jsonNumberText(v));
    if (v instanceof Date) return void out.push(JSON.stringify(Number.isNaN(v.getTime()) ? null : v.toISOString()));
    if (v instanceof Uint8Array) return void out.push(JSON.stringify(bytesToBase64(v)));
    const inner = pad + indent;
    const open = indent ? `\n${inner}` : '';
    const sep = indent ? `,\n${inner}` : ',';
    const close = indent ? `\n${pad}` : '';
    if (Array.isArray(v) || v instanceof Set) {
      const items = [...v];
      if (items.length === 0) return void out.push('[]');
      out.push('[', open);
      items.forEach((item, i) => {
        if (i > 0) out.push(sep);
        write(item, inner);
      });
      return void out.push(close, ']');
    }
    // A map's keys become text; the last of two keys that read the same wins, at the place of the first.
    const entries = new Map<string, unknown>();
    for (const [k, item] of v instanceof Map ? v : Object.entries(v)) entries.set(keyText(k), item);
    if (entries.size === 0) return void out.push('{}');
    const colon = indent ? ': ' : ':';
    out.push('{', open);
    let i = 0;
    for (const [k, item] of entries) {
      if (i++ > 0) out.push(sep);
      out.push(JSON.stringify(k), colon);
      write(item, inner);
    }
    out.push(close, '}');
  };
  write(value, '');
  return out.join('');
}

import { parseJsonText, toolError, type ToolError } from '@sdk/core';
import type { OutputUnit, Schema, SchemaDraft } from '@cfworker/json-schema';
import type { Input, Options } from './manifest.ts';

/** One failed rule: where in the document, which rule of the schema, and the figures its message needs. */
export interface Issue {
  /** JSON Pointer (RFC 6901) into the document: "" is the whole document. */
  readonly pointer: string;
  /** Where the rule is in the schema, as the validator reached it (through $ref): "#/properties/age/minimum". */
  readonly schemaPath: string;
  /** The message key: the keyword, or a variant of it (additionalPropertiesFalse, ifThen…). */
  readonly rule: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface Validation {
  readonly valid: boolean;
  readonly draft: SchemaDraft;
  /** Where the draft came from: the schema's $schema, the option, or the default (no $schema). */
  readonly draftFrom: 'schema' | 'option' | 'default';
  readonly issues: readonly Issue[];
}

const DRAFTS: readonly [RegExp, SchemaDraft][] = [
  [/draft\/2020-12\/schema/, '2020-12'],
  [/draft\/2019-09\/schema/, '2019-09'],
  [/draft-0[67]\/schema/, '7'],
  [/draft-04\/schema/, '4'],
];

/** Keywords whose error only says that something inside failed: shown only when nothing inside is. */
const WRAPPERS = new Set(['properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties', 'items', 'prefixItems', 'additionalItems', 'unevaluatedItems', '$ref', '$recursiveRef', '$dynamicRef', 'allOf', 'dependentSchemas', 'dependencies', 'propertyNames', 'contains']);

/** Validates the document against the schema with every error (no stop at the first). */
export async function run({ data, schema }: Input, options: Options): Promise<Validation | ToolError> {
  if (!/\S/.test(data)) return toolError('empty', { field: 'data' });
  const doc = parseJsonText(data, 'data');
  if ('error' in doc) return doc.error;
  if (!/\S/.test(schema)) return toolError('empty', { field: 'schema' });
  const sch = parseJsonText(schema, 'schema');
  if ('error' in sch) return sch.error;
  const root = sch.value;
  if (typeof root !== 'boolean' && (typeof root !== 'object' || root === null || Array.isArray(root))) return toolError('schemaNotObject', { field: 'schema' });

  let draft: SchemaDraft = '2020-12';
  let draftFrom: Validation['draftFrom'] = 'default';
  const declared = typeof root === 'object' && typeof (root as Schema).$schema === 'string' ? (root as Schema).$schema! : '';
  if (options.draft !== 'auto') [draft, draftFrom] = [options.draft, 'option'];
  else if (declared) {
    const found = DRAFTS.find(([re]) => re.test(declared));
    if (found) [draft, draftFrom] = [found[1], 'schema'];
  }

  const { Validator } = await import('@cfworker/json-schema');
  let units: OutputUnit[];
  try {
    units = new Validator(root as Schema | boolean, draft, false).validate(doc.value).errors;
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    const ref = /Unresolved \$ref "([^"]*)"/.exec(message);
    if (ref) return toolError('unresolvedRef', { ref: ref[1]!, field: 'schema' });
    if (err instanceof SyntaxError && /regular expression/i.test(message)) return toolError('badPattern', { field: 'schema' });
    if (err instanceof RangeError || (err instanceof Error && err.name === 'InternalError')) return toolError('tooDeep');
    return toolError('schemaUnusable', { field: 'schema' });
  }
  const issues = describe(units, root as Schema | boolean);
  return { valid: units.length === 0, draft, draftFrom, issues };
}

/** "#/a~1b/%C3%A9" → "/a~1b/é" (a JSON Pointer as written in a document). */
const pointerOf = (location: string): string => {
  const fragment = location.startsWith('#') ? location.slice(1) : location;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
};

const numbers = (text: string): string[] => text.match(/-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi) ?? [];
const quoted = (text: string): string[] => [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);

/** The validator's units as issues: wrappers left out when an error inside says more, figures read from each unit. */
export function describe(units: readonly OutputUnit[], schema: Schema | boolean): Issue[] {
  const issues: Issue[] = [];
  const onlyFalse = units.length === 1 && units[0]!.keyword === 'false';
  for (const unit of units) {
    const { keyword, keywordLocation: at, error } = unit;
    if (keyword === 'false' && !onlyFalse) continue; // said by its parent (additionalProperties: false…)
    if (WRAPPERS.has(keyword) && units.some((u) => u !== unit && u.keyword !== 'false' && u.keywordLocation.startsWith(`${at}/`))) continue;
    const n = numbers(error);
    const q = quoted(error);
    let rule = keyword;
    let params: Record<string, string | number> = {};
    switch (keyword) {
      case 'type':
        params = { actual: q[0] ?? '', expected: q.slice(1).join(', ') };
        break;
      case 'const':
        params = { value: error.replace(/^Instance does not match /, '').replace(/\.$/, '') };
        break;
      case 'enum': {
        const list = error.replace(/^Instance does not match any of /, '').replace(/\.$/, '');
        try {
          params = { values: (JSON.parse(list) as unknown[]).map((v) => JSON.stringify(v)).join(', ') };
        } catch {
          params = { values: list };
        }
        break;
      }
      case 'required':
      case 'properties':
      case 'additionalProperties':
      case 'unevaluatedProperties':
      case 'propertyNames':
      case 'dependentSchemas':
        params = { property: unquote(q[0]) };
        break;
      case 'patternProperties':
        params = { property: unquote(q[0]), pattern: unquote(q[1]) };
        break;
      case 'dependentRequired':
      case 'dependencies':
        if (/does not have/.test(error)) {
          rule = 'dependentRequired';
          params = { property: unquote(q[0]), required: unquote(q[1]) };
        } else {
          rule = 'dependentSchemas';
          params = { property: unquote(q[0]) };
        }
        break;
      case 'minProperties':
      case 'maxProperties':
      case 'oneOf':
        params = { limit: Number(n[0]) };
        break;
      case 'minItems':
      case 'maxItems':
      case 'minLength':
      case 'maxLength':
        params = { count: Number(n[0]), limit: Number(n[1]) };
        break;
      case 'minContains':
        params = /than minContains/.test(error) ? { count: Number(n[0]), limit: Number(n[1]) } : { limit: Number(n[0]), count: Number(n[1]) };
        break;
      case 'maxContains':
        params = { limit: Number(n[0]), count: Number(n[1]) };
        break;
      case 'uniqueItems':
        params = { first: Number(n[0]), second: Number(n[1]) };
        break;
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
      case 'multipleOf': {
        // "5 is less than or equal to 5." (draft 4's exclusiveMinimum: true) says the exclusive rule.
        if (/or equal to/.test(error)) rule = keyword === 'minimum' ? 'exclusiveMinimum' : keyword === 'maximum' ? 'exclusiveMaximum' : keyword;
        params = { value: Number(n[0]), limit: Number(n.at(-1)) };
        break;
      }
      case 'pattern': {
        const pattern = valueAt(schema, at);
        params = { pattern: typeof pattern === 'string' ? pattern : '' };
        break;
      }
      case 'format':
        params = { format: unquote(q[0]) };
        break;
      case 'if':
        rule = /"then"/.test(error) ? 'ifThen' : 'ifElse';
        break;
      default:
    }
    if (keyword === 'oneOf') params = { matches: params.limit ?? 0 };
    issues.push({ pointer: pointerOf(unit.instanceLocation), schemaPath: `#${pointerOf(at)}`, rule, params });
  }
  return issues;
}

function unquote(text: string | undefined): string {
  if (text === undefined) return '';
  try {
    return JSON.parse(`"${text}"`) as string;
  } catch {
    return text;
  }
}

/** The value at a keyword location, following local $refs ("#/$defs/x"); undefined where it cannot. */
export function valueAt(schema: unknown, location: string): unknown {
  const tokens = pointerOf(location).split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = schema;
  for (const token of tokens) {
    if (token === '$ref' && node && typeof node === 'object' && typeof (node as Schema).$ref === 'string') {
      const ref = (node as Schema).$ref!;
      if (!ref.startsWith('#')) return undefined;
      node = valueAt(schema, ref);
      continue;
    }
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

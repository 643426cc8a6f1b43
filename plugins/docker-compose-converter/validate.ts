/**
 * A compose file checked against the Compose Specification's JSON Schema (compose-spec.json, Apache-2.0,
 * beside this file), each problem at its line: the schema's instance path is followed in the YAML's
 * nodes, which know where they start.
 */
import { lineColumn } from '@sdk/core';
import type { OutputUnit, Schema } from '@cfworker/json-schema';
import type { Document, Node } from 'yaml';

export interface Issue {
  readonly line: number;
  readonly column: number;
  /** Where in the file: services.web.ports[1]. */
  readonly path: string;
  /** `issues.<rule>` in the locale: unknownKey, type, required, enum, pattern, minimum, maximum, oneOf, uniqueItems, other. */
  readonly rule: string;
  readonly params: Readonly<Record<string, string | number>>;
}

type Yaml = typeof import('yaml');

let schema: Promise<Schema> | undefined;

/** The top-level mappings whose keys are names (patternProperties in the schema). */
const NAMED = new Set(['services', 'volumes', 'networks', 'secrets', 'configs', 'models']);

/** Keywords whose failure only says that something inside failed. */
const WRAPPERS = new Set(['properties', 'patternProperties', 'additionalProperties', 'items', '$ref', 'allOf', 'anyOf', 'oneOf', 'dependencies', 'propertyNames', 'if', 'then', 'else', 'contains']);

const segmentsOf = (location: string): string[] => {
  const pointer = location.replace(/^#/, '');
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~');
      } catch {
        return s;
      }
    });
};

const pathText = (segments: readonly string[]): string =>
  segments.reduce((out, s) => (/^\d+$/.test(s) ? `${out}[${s}]` : out ? `${out}.${s}` : s), '');

/** Validates the parsed value; issues sorted by line, one per place and rule. */
export async function validateCompose(YAML: Yaml, doc: Document, src: string, value: unknown): Promise<Issue[]> {
  schema ??= import('./compose-spec.json').then((m) => (m as { default: Schema }).default);
  const { Validator } = await import('@cfworker/json-schema');
  const units = new Validator(await schema, '7', false).validate(value).errors;

  // A oneOf/anyOf whose every branch failed: when one branch has the instance's type, its own errors
  // say what is wrong; otherwise the instance has none of the types the branches allow.
  const branchOf = (u: OutputUnit): string | undefined => /^(.*\/(?:oneOf|anyOf))\/\d+(?:\/|$)/.exec(u.keywordLocation)?.[1];
  const chosen = new Map<string, string | null>();
  for (const u of units) {
    if (u.keyword !== 'oneOf' && u.keyword !== 'anyOf') continue;
    const base = u.keywordLocation;
    const branches = new Map<string, OutputUnit[]>();
    for (const v of units) {
      const m = v.keywordLocation.startsWith(`${base}/`) ? /^\/(\d+)/.exec(v.keywordLocation.slice(base.length)) : null;
      if (m) branches.set(m[1]!, [...(branches.get(m[1]!) ?? []), v]);
    }
    const typed = [...branches].filter(([, errs]) => !errs.some((e) => e.keyword === 'type' && e.instanceLocation === u.instanceLocation));
    chosen.set(base, typed.length === 1 ? `${base}/${typed[0]![0]}` : null);
  }
  const kept = (u: OutputUnit): boolean => {
    // Inside a oneOf: kept only in the branch chosen.
    let loc = u.keywordLocation;
    for (let b = branchOf({ ...u, keywordLocation: loc }); b !== undefined; b = branchOf({ ...u, keywordLocation: loc })) {
      const pick = chosen.get(b);
      if (pick === undefined) break;
      if (pick === null || !(u.keywordLocation === pick || u.keywordLocation.startsWith(`${pick}/`))) return false;
      loc = b;
    }
    return true;
  };

  const issues: Issue[] = [];
  const seen = new Set<string>();
  const push = (segments: string[], rule: string, params: Record<string, string | number>, atKey = false) => {
    const key = `${segments.join('/')}|${rule}|${JSON.stringify(params)}`;
    if (seen.has(key)) return;
    seen.add(key);
    const at = offsetOf(YAML, doc, segments, atKey);
    issues.push({ ...lineColumn(src, at), path: pathText(segments) || '/', rule, params });
  };

  for (const u of units) {
    const segments = segmentsOf(u.instanceLocation);
    if ((u.keyword === 'oneOf' || u.keyword === 'anyOf') && chosen.get(u.keywordLocation) === null && kept(u)) {
      // None of the forms fits: say which types are allowed.
      const types = new Set<string>();
      for (const v of units) {
        if (v.keyword === 'type' && v.instanceLocation === u.instanceLocation && v.keywordLocation.startsWith(`${u.keywordLocation}/`)) {
          for (const t of /Expected "([^"]+)"/.exec(v.error)?.[1]?.split('", "') ?? []) types.add(t);
        }
      }
      push(segments, types.size ? 'type' : 'oneOf', types.size ? { expected: [...types].join(',') } : {});
      continue;
    }
    if (WRAPPERS.has(u.keyword) || !kept(u)) continue;
    switch (u.keyword) {
      case 'false':
        // Under services, volumes, networks…: a name with a character the spec does not allow.
        push(segments, segments.length === 2 && NAMED.has(segments[0]!) ? 'serviceName' : 'unknownKey', { key: segments.at(-1) ?? '' }, true);
        break;
      case 'type':
        push(segments, 'type', { expected: (/Expected "([^"]+)"/.exec(u.error)?.[1] ?? '').split('", "').join(',') });
        break;
      case 'required':
        push(segments, 'required', { key: /"([^"]+)"/.exec(u.error)?.[1] ?? '' });
        break;
      case 'enum':
      case 'const': {
        const allowed = enumAt(u.keywordLocation, await schema);
        push(segments, 'enum', { values: allowed.join(', ') });
        break;
      }
      case 'pattern':
        push(segments, segments[0] === 'services' && segments.length === 2 ? 'serviceName' : 'pattern', { key: segments.at(-1) ?? '' }, true);
        break;
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        push(segments, u.keyword.toLowerCase().includes('min') ? 'minimum' : 'maximum', { limit: Number(/(-?\d+(?:\.\d+)?)\.?$/.exec(u.error)?.[1] ?? 0) });
        break;
      case 'uniqueItems':
        push(segments, 'uniqueItems', {});
        break;
      case 'minItems':
      case 'minProperties':
        push(segments, 'empty', {});
        break;
      default:
        push(segments, 'other', {});
    }
  }
  return issues.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The values an enum of the schema allows, at a keyword location. */
function enumAt(keywordLocation: string, root: Schema): string[] {
  let at: unknown = root;
  for (const s of segmentsOf(keywordLocation)) {
    if (at === null || typeof at !== 'object') return [];
    at = (at as Record<string, unknown>)[s];
    // A $ref on the way: followed from the root.
    if (typeof at === 'string' && s === '$ref') at = segmentsOf(at).reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], root);
  }
  return Array.isArray(at) ? at.map(String) : at !== undefined && typeof at !== 'object' ? [String(at)] : [];
}

/** Where a path starts in the file: the node's start, or its key's for an unknown key. */
function offsetOf(YAML: Yaml, doc: Document, segments: readonly string[], atKey: boolean): number {
  let node: unknown = doc.contents;
  let keyStart: number | undefined;
  for (const s of segments) {
    if (YAML.isAlias(node)) node = node.resolve(doc);
    if (YAML.isMap(node)) {
      const pair = node.items.find((p) => (YAML.isScalar(p.key) ? String(p.key.value) : String(p.key)) === s);
      if (!pair) break;
      keyStart = YAML.isNode(pair.key) ? (pair.key as Node).range?.[0] : undefined;
      node = pair.value;
    } else if (YAML.isSeq(node)) {
      const item = node.items[Number(s)];
      if (item === undefined) break;
      keyStart = undefined;
      node = item;
    } else break;
  }
  if (atKey && keyStart !== undefined) return keyStart;
  const range = YAML.isNode(node) ? (node as Node).range : undefined;
  return range?.[0] ?? keyStart ?? 0;
}

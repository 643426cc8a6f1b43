import { countGraphemes, parseJsonText, quotedMemberName, readJsonExact, scanJsonNumbers, toolError, type ExactJson, type ToolError } from '@sdk/core';
import type { Input } from './manifest.ts';

export interface Match {
  /** The normalized path (RFC 9535 §2.7): $['store']['book'][0]. */
  readonly path: string;
  /** The same place as a JSON Pointer (RFC 6901): /store/book/0. */
  readonly pointer: string;
  /** The value, its numbers as written (12345678901234567890 is not rounded). */
  readonly value: ExactJson;
}

export interface QueryResult {
  readonly matches: readonly Match[];
}

/** Runs an RFC 9535 JSONPath query over a JSON document: every node it selects, with its normalized path and its value (numbers as written). */
export async function run({ query, text }: Input): Promise<QueryResult | ToolError> {
  const expression = query.trim();
  if (!expression) return toolError('emptyQuery', { field: 'query' });
  if (!/\S/.test(text)) return toolError('empty', { field: 'text' });
  const doc = parseJsonText(text, 'text');
  if ('error' in doc) return doc.error;
  const p3 = await import('json-p3');
  let nodes: { value: unknown; location: (string | number)[] }[];
  try {
    nodes = p3.jsonpath.query(expression, doc.value as never).nodes;
  } catch (err) {
    return queryError(err, expression, p3);
  }
  // The query compares numbers as doubles (RFC 9535); the values it selects are shown as written in the text.
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const exact = scanJsonNumbers(src).rawNumber ? readJsonExact(src) : undefined;
  return { matches: nodes.map((n) => ({ path: normalizedPath(n.location), pointer: jsonPointer(n.location), value: exact === undefined ? (n.value as ExactJson) : at(exact, n.location) })) };
}

/** The value at a node's location in the document read with its numbers as written. */
function at(doc: ExactJson, location: readonly (string | number)[]): ExactJson {
  let node = doc;
  for (const step of location) node = (node as Record<string | number, ExactJson>)[step]!;
  return node;
}

type P3 = typeof import('json-p3');

function queryError(err: unknown, expression: string, p3: P3): ToolError {
  if (!(err instanceof p3.JSONPathError)) {
    if (err instanceof RangeError || (err instanceof Error && err.name === 'InternalError')) return toolError('tooDeep');
    throw err;
  }
  // The token's index is in the expression as typed (trimmed): a column counts characters as a reader sees them.
  const index = Math.max(0, Math.min(err.token.index, expression.length));
  const column = countGraphemes(expression.slice(0, index)) + 1;
  const near = expression.slice(index, index + 12) || '';
  const at = { column, field: 'query' };
  if (err instanceof p3.JSONPathRecursionLimitError) return toolError('tooDeep');
  if (err.name === 'UndefinedFilterFunctionError') return toolError('unknownFunction', { ...at, name: err.token.value });
  if (err instanceof p3.JSONPathTypeError) {
    const m = /^(\w+)\(\) takes (\d+) arguments?, (\d+) given/.exec(err.message);
    if (m) return toolError('argumentCount', { ...at, name: m[1]!, expected: Number(m[2]), given: Number(m[3]) });
    return toolError('typeError', at);
  }
  if (err instanceof p3.JSONPathIndexError) return toolError('indexRange', at);
  if (!near) return toolError('syntaxEnd', at);
  if (index === 0 && !expression.startsWith('$')) return toolError('noRoot', { field: 'query' });
  return toolError('syntax', { ...at, near });
}

/** RFC 9535 §2.7: $['name'][0], names in single quotes with \b \f \n \r \t \' \\ and \u00XX escapes. */
export function normalizedPath(location: readonly (string | number)[]): string {
  let out = '$';
  for (const part of location) {
    if (typeof part === 'number') {
      out += `[${part}]`;
      continue;
    }
    out += `[${quotedMemberName(part)}]`;
  }
  return out;
}

/** RFC 6901: "/a~1b/0", with ~ written ~0 and / written ~1. */
export function jsonPointer(location: readonly (string | number)[]): string {
  return location.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

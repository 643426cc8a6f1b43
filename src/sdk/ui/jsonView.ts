/**
 * What the JSON result views draw, without React: the tokens of a JSON text for highlighting, and
 * its tree, with every scalar kept as written (12345678901234567890, 1E2 and -0 as in the text; a
 * parsed number would change them). Loaded with those views only.
 */

export type TokenKind = 'key' | 'string' | 'number' | 'literal' | 'punct' | 'space';

/** Runs of the text by kind, up to `limit` characters; anything not JSON is 'punct' (drawn plain). */
export function jsonTokens(text: string, limit = text.length): { kind: TokenKind; text: string }[] {
  const out: { kind: TokenKind; text: string }[] = [];
  const end = Math.min(limit, text.length);
  let i = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    const start = i;
    let kind: TokenKind;
    if (c === 34) {
      i = stringEnd(text, i);
      let j = i;
      while (isSpace(text.charCodeAt(j))) j++;
      kind = text.charCodeAt(j) === 58 ? 'key' : 'string';
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      i++;
      while (i < text.length && /[0-9eE.+-]/.test(text[i]!)) i++;
      kind = 'number';
    } else if (c === 116 || c === 102 || c === 110) {
      while (i < text.length && /[a-z]/.test(text[i]!)) i++;
      kind = 'literal';
    } else if (isSpace(c)) {
      while (i < end && isSpace(text.charCodeAt(i))) i++;
      kind = 'space';
    } else {
      i++;
      kind = 'punct';
    }
    out.push({ kind, text: text.slice(start, Math.min(i, end)) });
  }
  return out;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** The index after the string that opens at `i` (its closing quote included), or the text's length. */
function stringEnd(text: string, i: number): number {
  let end = text.indexOf('"', i + 1);
  for (;;) {
    if (end < 0) return text.length;
    let slashes = 0;
    while (text.charCodeAt(end - 1 - slashes) === 92) slashes++;
    if ((slashes & 1) === 0) return end + 1;
    end = text.indexOf('"', end + 1);
  }
}

export interface JsonNode {
  /** Its number in document order (the root is 0). */
  readonly id: number;
  /** The key in its object, the index in its array, or null for the root. */
  readonly key: string | number | null;
  readonly kind: 'object' | 'array' | 'string' | 'number' | 'literal';
  /** A scalar as written in the text (a string with its quotes and escapes). */
  readonly text: string;
  readonly children: JsonNode[];
  readonly parent: JsonNode | null;
  readonly depth: number;
  /** Its place among its parent's children (0 for the root). */
  readonly index: number;
}

/** The tree of a JSON text (valid JSON: the views are given a tool's JSON output), read without recursion. Null if it is not JSON. */
export function parseJsonTree(text: string): JsonNode | null {
  let id = 0;
  let root: JsonNode | null = null;
  const stack: JsonNode[] = [];
  let key: string | number | null = null;
  let expectKey = false;
  const add = (kind: JsonNode['kind'], raw: string): JsonNode => {
    const parent = stack[stack.length - 1] ?? null;
    const node: JsonNode = { id: id++, key: parent ? (parent.kind === 'array' ? parent.children.length : key) : null, kind, text: raw, children: [], parent, depth: parent ? parent.depth + 1 : 0, index: parent ? parent.children.length : 0 };
    if (parent) parent.children.push(node);
    else if (root) throw new SyntaxError('two values');
    else root = node;
    return node;
  };
  try {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (isSpace(c) || c === 58) continue;
      if (c === 44) {
        expectKey = stack[stack.length - 1]?.kind === 'object';
        continue;
      }
      if (c === 123 || c === 91) {
        stack.push(add(c === 123 ? 'object' : 'array', ''));
        expectKey = c === 123;
      } else if (c === 125 || c === 93) {
        if (!stack.pop()) return null;
        expectKey = false;
      } else if (c === 34) {
        const end = stringEnd(text, i);
        const raw = text.slice(i, end);
        if (expectKey) {
          key = JSON.parse(raw) as string;
          expectKey = false;
        } else add('string', raw);
        i = end - 1;
      } else {
        let j = i + 1;
        while (j < text.length && /[0-9a-zA-Z.+-]/.test(text[j]!)) j++;
        const raw = text.slice(i, j);
        if (/^-?\d/.test(raw)) add('number', raw);
        else if (raw === 'true' || raw === 'false' || raw === 'null') add('literal', raw);
        else return null;
        i = j - 1;
      }
    }
  } catch {
    return null;
  }
  return stack.length === 0 ? root : null;
}

/** A row of the tree: a node, or the note that a container holds more than is drawn. */
export type TreeRow = { readonly node: JsonNode; readonly more?: undefined } | { readonly node: JsonNode; readonly more: number };

/** The rows drawn, in order: each expanded container's children (at most `perContainer`, then a "more" row), up to `max` rows. */
export function visibleRows(root: JsonNode, expanded: ReadonlySet<number>, perContainer: number, max: number): TreeRow[] {
  const out: TreeRow[] = [];
  const stack: TreeRow[] = [{ node: root }];
  while (stack.length > 0 && out.length < max) {
    const row = stack.pop()!;
    out.push(row);
    const node = row.node;
    if (row.more !== undefined || !expanded.has(node.id)) continue;
    if (node.children.length > perContainer) stack.push({ node, more: node.children.length - perContainer });
    for (let i = Math.min(node.children.length, perContainer) - 1; i >= 0; i--) stack.push({ node: node.children[i]! });
  }
  return out;
}

/** Every container of the tree (for "Expand all"). */
export function containerIds(root: JsonNode): Set<number> {
  const ids = new Set<number>();
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.children.length > 0) {
      ids.add(node.id);
      for (const child of node.children) stack.push(child);
    }
  }
  return ids;
}

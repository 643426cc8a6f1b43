/**
 * A small XML reader for formatting: it splits a document (already checked by fast-xml-parser's
 * validator) into a tree of elements, text, comments, CDATA, processing instructions, the
 * declaration and the DOCTYPE, keeping every start tag and every piece of text exactly as written,
 * and adds the checks the validator leaves out (one root element, no text outside it, no "<" in an
 * attribute value). No recursion: a deeply nested document cannot overflow the stack here.
 */

export type XmlNode =
  | { kind: 'element'; name: string; start: string; end: string; selfClosing: boolean; children: XmlNode[]; contentStart: number; contentEnd: number; preserve: boolean }
  | { kind: 'text' | 'comment' | 'cdata' | 'pi' | 'decl' | 'doctype'; raw: string };

export interface XmlProblem {
  readonly code: string;
  readonly offset: number;
  readonly params?: Record<string, string>;
}

/** The end of the token that starts at `i` with `open`, after `close`; -1 when it is never closed. */
function endOf(src: string, i: number, close: string): number {
  const at = src.indexOf(close, i);
  return at < 0 ? -1 : at + close.length;
}

/** The end of a start tag (after '>'), skipping quoted attribute values; the offset of a '<' inside one, if any. */
function endOfTag(src: string, i: number): { end: number; lt: number } {
  let quote = 0;
  let lt = -1;
  for (let j = i + 1; j < src.length; j++) {
    const c = src.charCodeAt(j);
    if (quote) {
      if (c === quote) quote = 0;
      else if (c === 60 && lt < 0) lt = j;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return { end: j + 1, lt };
  }
  return { end: -1, lt };
}

/** The end of a DOCTYPE, with its internal subset in [ ] and quoted strings. */
function endOfDoctype(src: string, i: number): number {
  let quote = 0;
  let depth = 0;
  for (let j = i + 2; j < src.length; j++) {
    const c = src.charCodeAt(j);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 91) depth++;
    else if (c === 93) depth--;
    else if (c === 62 && depth <= 0) return j + 1;
  }
  return -1;
}

const PRESERVE = /\bxml:space\s*=\s*["']preserve["']/;

export function parseXml(src: string): { nodes: XmlNode[]; elements: number } | XmlProblem {
  const top: XmlNode[] = [];
  const stack: Extract<XmlNode, { kind: 'element' }>[] = [];
  let roots = 0;
  let elements = 0;
  const add = (node: XmlNode) => (stack.length ? stack[stack.length - 1]!.children : top).push(node);
  let i = 0;
  while (i < src.length) {
    if (src.charCodeAt(i) !== 60) {
      const next = src.indexOf('<', i);
      const end = next < 0 ? src.length : next;
      const raw = src.slice(i, end);
      if (!stack.length && /\S/.test(raw)) return { code: 'textOutsideRoot', offset: i + raw.search(/\S/) };
      add({ kind: 'text', raw });
      i = end;
      continue;
    }
    let end: number;
    if (src.startsWith('<?', i)) {
      end = endOf(src, i, '?>');
      const raw = src.slice(i, end);
      add({ kind: /^<\?xml\s/.test(raw) ? 'decl' : 'pi', raw });
    } else if (src.startsWith('<!--', i)) {
      end = endOf(src, i + 4, '-->');
      add({ kind: 'comment', raw: src.slice(i, end) });
    } else if (src.startsWith('<![CDATA[', i)) {
      end = endOf(src, i, ']]>');
      add({ kind: 'cdata', raw: src.slice(i, end) });
    } else if (src.startsWith('<!', i)) {
      end = endOfDoctype(src, i);
      add({ kind: 'doctype', raw: src.slice(i, end) });
    } else if (src.startsWith('</', i)) {
      end = endOf(src, i, '>');
      const el = stack.pop();
      // Checked XML never gets here with nothing open; XML written from JSON (a key "" gives <></>) may.
      if (!el) return { code: 'syntax', offset: i };
      el.end = src.slice(i, end);
      el.contentEnd = i;
    } else {
      const tag = endOfTag(src, i);
      if (tag.lt >= 0) return { code: 'ltInAttribute', offset: tag.lt };
      end = tag.end;
      const start = src.slice(i, end);
      const name = /^<([^\s/>]+)/.exec(start)?.[1] ?? '';
      if (!stack.length && roots++ > 0) return { code: 'multipleRoots', offset: i, params: { name } };
      elements++;
      const selfClosing = start.endsWith('/>');
      const parent = stack[stack.length - 1];
      const el: XmlNode = { kind: 'element', name, start, end: '', selfClosing, children: [], contentStart: end, contentEnd: end, preserve: PRESERVE.test(start) || (parent?.preserve ?? false) };
      add(el);
      if (!selfClosing) stack.push(el);
    }
    if (end < 0) return { code: 'syntax', offset: i };
    i = end;
  }
  if (roots === 0) return { code: 'noRoot', offset: 0 };
  return { nodes: top, elements };
}

/**
 * Writes the tree: each element on its own line, indented; an element holding only text (or a
 * CDATA section) on one line; an element with mixed content (text beside elements) or
 * xml:space="preserve" exactly as written, since adding white space there would change the text.
 * Minified (indent null): white space between tags goes, and comments too when asked.
 */
export function writeXml(src: string, nodes: readonly XmlNode[], indent: string | null, removeComments: boolean): string {
  const out: string[] = [];
  const nl = indent === null ? '' : '\n';
  const significant = (n: XmlNode) => !(n.kind === 'text' && !/\S/.test(n.raw)) && !(removeComments && n.kind === 'comment');
  const write = (node: XmlNode, pad: string): void => {
    if (node.kind !== 'element') {
      out.push(pad, node.raw.trim() === '' ? '' : node.kind === 'text' ? node.raw.trim() : node.raw, nl);
      return;
    }
    if (node.selfClosing) return void out.push(pad, node.start, nl);
    const kids = node.children.filter(significant);
    const mixed = node.children.some((c) => c.kind === 'text' && /\S/.test(c.raw));
    if (node.preserve || mixed || (kids.length === 1 && kids[0]!.kind === 'cdata') || kids.length === 0) {
      const content = node.preserve || mixed ? src.slice(node.contentStart, node.contentEnd) : kids.map((k) => (k.kind === 'element' ? '' : k.raw)).join('');
      return void out.push(pad, node.start, content, node.end, nl);
    }
    out.push(pad, node.start, nl);
    const inner = indent === null ? '' : pad + indent;
    for (const kid of kids) write(kid, inner);
    out.push(pad, node.end, nl);
  };
  for (const node of nodes.filter(significant)) write(node, '');
  return out.join('').replace(/\n$/, '');
}

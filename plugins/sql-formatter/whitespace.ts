import type { DialectOptions } from 'sql-formatter';

/**
 * The formatted SQL cut into code and opaque pieces (strings, quoted names, comments), read
 * with the quoting rules of the dialect's own tokenizer settings, so that the whitespace
 * options change only the white space the formatter wrote between tokens, never the text of
 * a string literal, a quoted identifier or a comment (except trailing blanks in comments).
 */
export type SegmentKind = 'code' | 'quoted' | 'blockComment' | 'lineComment';
export interface Segment {
  kind: SegmentKind;
  text: string;
}

interface QuoteRule {
  open: string;
  close: string;
  /** A backslash escapes the next character. */
  backslash: boolean;
  prefixes: string[];
  requirePrefix: boolean;
  kind: 'plain' | 'triple' | 'dollar' | 'q';
}

type QuoteSpec = string | { quote: string; prefixes?: string[]; requirePrefix?: boolean };

interface Rules {
  quotes: QuoteRule[];
  lineComments: string[];
  nestedBlockComments: boolean;
}

function toRule(spec: QuoteSpec): QuoteRule {
  const quote = typeof spec === 'string' ? spec : spec.quote;
  const prefixes = typeof spec === 'string' ? [] : (spec.prefixes ?? []).map((p) => p.toUpperCase());
  const requirePrefix = typeof spec === 'string' ? false : !!spec.requirePrefix;
  const backslash = /-bs\b/.test(quote) || quote.includes('..');
  if (quote === '$$') return { open: '$', close: '$', backslash: false, prefixes, requirePrefix, kind: 'dollar' };
  if (quote === "q''") return { open: "'", close: "'", backslash: false, prefixes: ['Q', 'NQ'], requirePrefix: true, kind: 'q' };
  if (quote.startsWith("'''") || quote.startsWith('"""')) return { open: quote.slice(0, 3), close: quote.slice(0, 3), backslash, prefixes, requirePrefix, kind: 'triple' };
  const open = quote[0]!;
  const close = open === '[' ? ']' : open === '{' ? '}' : open;
  return { open, close, backslash: backslash && !quote.includes('-raw'), prefixes, requirePrefix, kind: 'plain' };
}

const cache = new WeakMap<DialectOptions, Rules>();

function rulesOf(dialect: DialectOptions): Rules {
  let rules = cache.get(dialect);
  if (!rules) {
    const t = dialect.tokenizerOptions as unknown as {
      stringTypes?: QuoteSpec[];
      identTypes?: QuoteSpec[];
      variableTypes?: (QuoteSpec | { regex: string })[];
      lineCommentTypes?: string[];
      nestedBlockComments?: boolean;
    };
    const variables = (t.variableTypes ?? []).filter((v): v is QuoteSpec => typeof v === 'string' || 'quote' in v);
    rules = {
      quotes: [...(t.stringTypes ?? []), ...(t.identTypes ?? []), ...variables].map(toRule),
      lineComments: t.lineCommentTypes ?? ['--'],
      nestedBlockComments: !!t.nestedBlockComments,
    };
    cache.set(dialect, rules);
  }
  return rules;
}

const WORD = /[A-Za-z0-9_&@$]/;
const DOLLAR_TAG = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y;
const MIRROR: Record<string, string> = { '[': ']', '(': ')', '{': '}', '<': '>' };

/** The word (letters, digits, _ & @ $) right before position i, in capitals: a string prefix such as E, N, U&, X, R. */
function wordBefore(text: string, i: number): string {
  let j = i;
  while (j > 0 && WORD.test(text[j - 1]!)) j--;
  return text.slice(j, i).toUpperCase();
}

/** The end (exclusive) of a quoted token whose closing delimiter is searched from `from`. */
function closeQuote(text: string, from: number, close: string, backslash: boolean): number {
  let i = from;
  while (i < text.length) {
    if (backslash && text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text.startsWith(close, i)) {
      // A doubled closing quote ('it''s', "a""b", ]]) stays inside.
      if (close.length === 1 && text[i + 1] === close) {
        i += 2;
        continue;
      }
      return i + close.length;
    }
    i++;
  }
  return text.length;
}

/** End of the quoted token starting at i, or -1 when none starts there. */
function quotedEnd(text: string, i: number, rules: Rules): number {
  const c = text[i]!;
  if (c === '$') {
    if (!rules.quotes.some((r) => r.kind === 'dollar')) return -1;
    DOLLAR_TAG.lastIndex = i;
    const m = DOLLAR_TAG.exec(text);
    if (!m) return -1;
    const end = text.indexOf(m[0], i + m[0].length);
    return end < 0 ? text.length : end + m[0].length;
  }
  const candidates = rules.quotes.filter((r) => r.kind !== 'dollar' && text.startsWith(r.open, i));
  if (candidates.length === 0) return -1;
  const word = wordBefore(text, i);
  const prefixed = (r: QuoteRule) => r.prefixes.some((p) => word === p || word.endsWith(p));
  const pick = (list: QuoteRule[]) =>
    list.find((r) => r.requirePrefix && prefixed(r)) ?? list.find((r) => !r.requirePrefix && (word === '' || prefixed(r))) ?? list.find((r) => !r.requirePrefix);
  const triple = candidates.filter((r) => r.kind === 'triple');
  const rule = (triple.length ? pick(triple) : undefined) ?? pick(candidates.filter((r) => r.kind !== 'triple'));
  if (!rule) return -1;
  if (rule.kind === 'q') {
    const delimiter = text[i + 1];
    if (delimiter === undefined) return text.length;
    const end = text.indexOf(`${MIRROR[delimiter] ?? delimiter}'`, i + 2);
    return end < 0 ? text.length : end + 2;
  }
  const raw = rule.requirePrefix && /R/.test(word);
  return closeQuote(text, i + rule.open.length, rule.close, rule.backslash && !raw);
}

function blockCommentEnd(text: string, i: number, nested: boolean): number {
  let depth = 0;
  let j = i;
  while (j < text.length) {
    if (text.startsWith('*/', j)) {
      depth--;
      j += 2;
      if (depth === 0) return j;
    } else if (text.startsWith('/*', j) && (nested || depth === 0)) {
      depth++;
      j += 2;
    } else j++;
  }
  return text.length;
}

export function segment(text: string, dialect: DialectOptions): Segment[] {
  const rules = rulesOf(dialect);
  const out: Segment[] = [];
  let codeStart = 0;
  const push = (kind: SegmentKind, start: number, end: number) => {
    if (codeStart < start) out.push({ kind: 'code', text: text.slice(codeStart, start) });
    out.push({ kind, text: text.slice(start, end) });
    codeStart = end;
  };
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('/*', i)) {
      const end = blockCommentEnd(text, i, rules.nestedBlockComments);
      push('blockComment', i, end);
      i = end;
      continue;
    }
    const line = rules.lineComments.find((lc) => text.startsWith(lc, i));
    if (line) {
      let end = text.indexOf('\n', i);
      if (end < 0) end = text.length;
      if (text[end - 1] === '\r') end--;
      push('lineComment', i, end);
      i = end;
      continue;
    }
    const end = quotedEnd(text, i, rules);
    if (end > i) {
      push('quoted', i, end);
      i = end;
      continue;
    }
    i++;
  }
  if (codeStart < text.length) out.push({ kind: 'code', text: text.slice(codeStart) });
  return out;
}

/**
 * "Remove extra whitespace": spaces and tabs at the end of every line are removed (the library
 * keeps them after a -- comment and inside block comments), and inside block comments runs of
 * blank lines become one blank line. Strings and quoted names are never changed.
 */
export function removeExtraWhitespace(segments: Segment[]): Segment[] {
  return segments.map((s, idx) => {
    if (s.kind === 'quoted') return s;
    let text = s.text.replace(/[ \t]+(?=\r?\n)/g, '');
    // Blanks at the end of the text, or before a line comment's line break (which sits in the next code piece).
    const next = segments[idx + 1];
    if (s.kind === 'lineComment' || !next || /^\r?\n/.test(next.text)) text = text.replace(/[ \t]+$/, '');
    if (s.kind === 'blockComment') text = text.replace(/(\r?\n)(?:[ \t]*\r?\n)+/g, '$1$1');
    return { kind: s.kind, text };
  });
}

/**
 * "Line breaks" off: each statement on one line. In the code between tokens, every run of
 * white space becomes one space, or nothing right after "(" or before ")"; a line break is
 * kept after a statement's ";" and after a -- comment (which would otherwise swallow the
 * code after it). Line breaks inside strings and block comments are part of them and stay.
 */
export function compactLines(segments: Segment[]): string {
  let out = '';
  segments.forEach((s, idx) => {
    if (s.kind !== 'code') {
      out += s.text;
      return;
    }
    const nextFirst = segments[idx + 1]?.text[0] ?? '';
    const afterLineComment = segments[idx - 1]?.kind === 'lineComment';
    out += s.text.replace(/\s+/g, (ws, offset: number) => {
      const atStart = offset === 0;
      const atEnd = offset + ws.length === s.text.length;
      const prev = atStart ? out[out.length - 1] : s.text[offset - 1];
      const next = atEnd ? nextFirst : s.text[offset + ws.length];
      if (prev === undefined || (atEnd && idx === segments.length - 1)) return '';
      if (atStart && afterLineComment) return '\n';
      if (prev === ';' && ws.includes('\n')) return '\n';
      if (prev === '(' || next === ')') return '';
      return ' ';
    });
  });
  return out;
}

import { countGraphemes, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export interface CleanResult {
  /** The cleaned text. */
  text: string;
  /** Characters (graphemes, as a reader counts them) the cleaning removed; never negative. */
  removedCharacters: number;
  /** Lines the cleaning removed; never negative. */
  removedLines: number;
}

/** A line with the line break that ends it ('' for the last line). */
interface Line {
  content: string;
  eol: string;
}

const LINE = /([^\r\n]*)(\r\n|\r|\n|$)/gy;

/** The lines of a text with their own line breaks (CRLF, CR or LF), so that joining them gives the text back. */
function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  LINE.lastIndex = 0;
  while (LINE.lastIndex <= text.length) {
    const m = LINE.exec(text);
    if (!m) break;
    lines.push({ content: m[1]!, eol: m[2]! });
    if (m[2] === '') break;
  }
  return lines;
}

/** Number of lines: 0 for the empty text, else one more than the line breaks. */
function countLines(text: string): number {
  if (text === '') return 0;
  let n = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) n++;
    else if (c === 0x0d) {
      n++;
      if (text.charCodeAt(i + 1) === 0x0a) i++;
    }
  }
  return n;
}

const BLANK = /^\s*$/u;

/** Collapses runs of spaces and tabs to one space and trims spaces and tabs at both ends of a line. */
function squeezeLine(line: string): string {
  return line.replace(/[ \t]+/g, ' ').replace(/^ | $/g, '');
}

/** Extra spaces: every line squeezed; line breaks are kept as they are. */
function cleanExtraSpaces(text: string): string {
  return splitLines(text)
    .map((l) => squeezeLine(l.content) + l.eol)
    .join('');
}

/** Empty lines: lines that are empty or only whitespace are dropped with their line break. */
function cleanEmptyLines(text: string): string {
  let out = '';
  for (const l of splitLines(text)) if (!BLANK.test(l.content)) out += l.content + l.eol;
  return out;
}

/**
 * Line breaks: the lines of each paragraph (lines between blank lines) are joined with one space
 * (spaces and tabs around each joint and at the end of each paragraph are dropped). Paragraphs are separated by one blank line if
 * keepParagraphs, else joined too. Blank lines at the start and the end disappear. The line break
 * kept between paragraphs is the first kind the text uses (CRLF, CR or LF).
 */
function cleanLineBreaks(text: string, keepParagraphs: boolean): string {
  const lines = splitLines(text);
  const eol = lines.find((l) => l.eol !== '')?.eol ?? '\n';
  const paragraphs: string[][] = [];
  let current: string[] | undefined;
  for (const { content } of lines) {
    if (BLANK.test(content)) {
      current = undefined;
      continue;
    }
    if (!current) paragraphs.push((current = []));
    current.push(content);
  }
  // Spaces and tabs at the end of a line never survive; at the start of a line only on a paragraph's first line (its indent).
  const joined = paragraphs.map((p) => p.map((line, i) => (i > 0 ? line.replace(/^[ \t]+/, '') : line).replace(/[ \t]+$/, '')).join(' '));
  if (keepParagraphs) return joined.join(eol + eol);
  return joined.map((p, i) => (i > 0 ? p.replace(/^[ \t]+/, '') : p)).join(' ');
}

// ---------- HTML ----------

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  deg: '°',
  times: '×',
  euro: '€',
};

/** End tags (and <br>) after which the text continues on a new line. */
const LINE_BREAK_TAGS = new Set(['br', '/br', '/p', '/div', '/li', '/h1', '/h2', '/h3', '/h4', '/h5', '/h6', '/tr']);
/** End tags of table cells, after which a space keeps neighbouring cells apart. */
const CELL_END_TAGS = new Set(['/td', '/th']);
/** Elements removed with everything inside them. */
const RAW_TEXT = new Set(['script', 'style']);

function isAsciiLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function isTagSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

/** The character of a numeric reference; U+FFFD for 0, surrogates and beyond U+10FFFF, as browsers do. */
function fromCodePoint(code: number): string {
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

const NUMERIC = /&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));?/y;
const NAMED = /&([a-zA-Z]{2,8});/y;

/** Decodes the entity at text[i] ('&'); returns the decoded text and where reading goes on, or undefined. */
function decodeEntity(text: string, i: number): [string, number] | undefined {
  NUMERIC.lastIndex = i;
  let m = NUMERIC.exec(text);
  if (m) return [fromCodePoint(m[1] !== undefined ? parseInt(m[1], 16) : parseInt(m[2]!, 10)), NUMERIC.lastIndex];
  NAMED.lastIndex = i;
  m = NAMED.exec(text);
  if (m) {
    const name = m[1]!;
    if (Object.hasOwn(ENTITIES, name)) return [ENTITIES[name]!, NAMED.lastIndex];
  }
  return undefined;
}

/** Where the tag starting at text[i] ('<' + name) ends: the index after its '>' (quoted values may hold '>'), or text.length. */
function tagEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === 0x3e /* > */) return j + 1;
    if (c === 0x3d /* = */) {
      j++;
      while (j < text.length && isTagSpace(text.charCodeAt(j))) j++;
      const q = text[j];
      if (q === '"' || q === "'") {
        const close = text.indexOf(q, j + 1);
        if (close < 0) return text.length;
        j = close + 1;
      }
      continue;
    }
    j++;
  }
  return text.length;
}

/**
 * The text of an HTML document or fragment, read inertly (no DOM: nothing is loaded or run).
 * Drops <script> and <style> with their content, comments, CDATA sections, doctypes and
 * processing instructions, and every tag; decodes common named and all numeric entities;
 * <br> and the end of p, div, li, h1–h6 and tr become line breaks, the end of td and th a space.
 * A '<' that does not start a tag stays, as in a browser.
 */
export function stripHtml(html: string): string {
  const text = html.replace(/\r\n?/g, '\n');
  let out = '';
  let i = 0;
  let plain = 0;
  const flush = (end: number) => {
    if (end > plain) out += text.slice(plain, end);
  };
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const amp = text.indexOf('&', i);
    if (lt < 0 && amp < 0) break;
    const at = lt < 0 ? amp : amp < 0 ? lt : Math.min(lt, amp);
    if (at === amp) {
      const decoded = decodeEntity(text, at);
      if (decoded) {
        flush(at);
        out += decoded[0];
        i = plain = decoded[1];
      } else i = at + 1;
      continue;
    }
    let end: number;
    let replacement = '';
    if (text.startsWith('<!--', at)) {
      const close = text.indexOf('-->', at + 4);
      end = close < 0 ? text.length : close + 3;
    } else if (text.startsWith('<![CDATA[', at)) {
      const close = text.indexOf(']]>', at + 9);
      end = close < 0 ? text.length : close + 3;
    } else if (text[at + 1] === '!' || text[at + 1] === '?') {
      const close = text.indexOf('>', at + 2);
      end = close < 0 ? text.length : close + 1;
    } else {
      const closing = text[at + 1] === '/';
      const nameStart = at + (closing ? 2 : 1);
      if (!isAsciiLetter(text.charCodeAt(nameStart))) {
        i = at + 1;
        continue;
      }
      let nameEnd = nameStart;
      while (nameEnd < text.length && !isTagSpace(text.charCodeAt(nameEnd)) && text[nameEnd] !== '/' && text[nameEnd] !== '>') nameEnd++;
      const name = text.slice(nameStart, nameEnd).toLowerCase();
      end = tagEnd(text, nameEnd);
      const key = (closing ? '/' : '') + name;
      if (LINE_BREAK_TAGS.has(key)) replacement = '\n';
      else if (CELL_END_TAGS.has(key)) replacement = ' ';
      else if (!closing && RAW_TEXT.has(name)) {
        const closeTag = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi');
        closeTag.lastIndex = end;
        const m = closeTag.exec(text);
        end = m ? tagEnd(text, m.index + 2 + name.length) : text.length;
      }
    }
    flush(at);
    out += replacement;
    i = plain = end;
  }
  flush(text.length);
  return out;
}

/** After stripping: spaces and tabs trimmed on each line, at most one blank line in a row, none at the start or end. */
function tidyLines(text: string): string {
  return text
    .split('\n')
    .map((l) => l.replace(/^[ \t]+|[ \t]+$/g, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}

// ---------- Normalize all ----------

/** Zero-width characters removed: ZERO WIDTH SPACE, WORD JOINER, ZERO WIDTH NO-BREAK SPACE (BOM). ZWJ and ZWNJ stay (emoji, Indic and Persian scripts need them). */
const ZERO_WIDTH = /[\u200B\u2060\uFEFF]/g;
/** No-break and other Unicode spaces that become a plain space. */
const UNICODE_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const LINE_ENDINGS = /\r\n|[\r\u0085\u2028\u2029]/g;

function normalizeAll(text: string, straightQuotes: boolean): string {
  let t = text.replace(LINE_ENDINGS, '\n').replace(ZERO_WIDTH, '').normalize('NFC').replace(UNICODE_SPACES, ' ');
  if (straightQuotes) t = t.replace(/[\u2018\u2019\u201A\u201B]/g, "'").replace(/[\u201C\u201D\u201E\u201F]/g, '"');
  const lines = t.split('\n').map(squeezeLine);
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === '') start++;
  while (end > start && lines[end - 1] === '') end--;
  return lines.slice(start, end).join('\n');
}

export function clean(input: string, options: Options): string {
  switch (options.mode) {
    case 'extraSpaces':
      return cleanExtraSpaces(input);
    case 'lineBreaks':
      return cleanLineBreaks(input, options.keepParagraphs);
    case 'emptyLines':
      return cleanEmptyLines(input);
    case 'htmlTags':
      return tidyLines(stripHtml(input));
    case 'normalizeAll':
      return normalizeAll(input, options.straightQuotes);
  }
}

/** Cleans the text as the mode says and tells how many characters and lines went. */
export function run({ text: input }: Input, options: Options): CleanResult | ToolError {
  try {
    const text = clean(input, options);
    return {
      text,
      removedCharacters: Math.max(0, countGraphemes(input) - countGraphemes(text)),
      removedLines: Math.max(0, countLines(input) - countLines(text)),
    };
  } catch {
    return toolError('unexpected');
  }
}

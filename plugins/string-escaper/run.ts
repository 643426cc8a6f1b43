import { toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

type Format = Options['format'];

/**
 * A mistake in the text to unescape, at a UTF-16 index of the input: turned into a ToolError with
 * the line and column (1-based, columns in characters as code points) where it is.
 */
class EscapeError extends Error {
  constructor(
    readonly code: 'invalidEscape' | 'unexpectedChar' | 'afterQuote' | 'unclosedQuote' | 'missingQuote',
    readonly index: number,
    readonly sequence = '',
  ) {
    super(code);
  }
}

/** Line and column (1-based; a character outside the BMP counts once) of a UTF-16 index. */
export function lineColumn(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < index && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: [...text.slice(lineStart, index)].length + 1 };
}

/** A character as the error message shows it: visible ones as they are, others as U+XXXX. */
function shown(char: string): string {
  const cp = char.codePointAt(0) ?? 0;
  if (cp < 0x21 || (cp >= 0x7f && cp <= 0xa0) || cp === 0x2028 || cp === 0x2029 || (cp >= 0xd800 && cp <= 0xdfff)) return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return char;
}

/** Hex digits in lower case, as JSON.stringify writes them. */
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
const isHex = (s: string) => /^[0-9a-fA-F]+$/.test(s);
const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

// ---------------------------------------------------------------- JSON (RFC 8259)

const JSON_SHORT: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** The body of a JSON string: quotes, backslashes and control characters escaped; lone surrogates as \uXXXX (as JSON.stringify does). */
function escapeJson(text: string, asciiOnly: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const c = text.charCodeAt(i);
    const short = JSON_SHORT[ch];
    if (short) out += short;
    else if (c < 0x20 || (asciiOnly && c > 0x7e)) out += `\\u${hex(c, 4)}`;
    else if (isHighSurrogate(c) && isLowSurrogate(text.charCodeAt(i + 1))) {
      out += ch + text[i + 1];
      i++;
    } else if (isHighSurrogate(c) || isLowSurrogate(c)) out += `\\u${hex(c, 4)}`;
    else out += ch;
  }
  return out;
}

function unescapeJson(text: string, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) {
    const ch = text[i]!;
    const c = text.charCodeAt(i);
    if (ch === '"' || c < 0x20) throw new EscapeError('unexpectedChar', i, ch);
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = text[i + 1];
    if (next === undefined || i + 1 >= end) throw new EscapeError('invalidEscape', i, '\\');
    const simple = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }[next];
    if (simple !== undefined) {
      out += simple;
      i++;
    } else if (next === 'u') {
      const digits = text.slice(i + 2, Math.min(i + 6, end));
      if (digits.length !== 4 || !isHex(digits)) throw new EscapeError('invalidEscape', i, text.slice(i, Math.min(i + 6, end)));
      out += String.fromCharCode(parseInt(digits, 16));
      i += 5;
    } else throw new EscapeError('invalidEscape', i, `\\${next}`);
  }
  return out;
}

// ---------------------------------------------------------------- JavaScript

const JS_SHORT: Record<string, string> = { '"': '\\"', "'": "\\'", '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** The body of a JavaScript string literal, valid between '…' and "…": both quotes escaped. */
function escapeJs(text: string, asciiOnly: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const c = text.charCodeAt(i);
    const short = JS_SHORT[ch];
    if (short) out += short;
    else if (c < 0x20 || c === 0x7f) out += `\\x${hex(c, 2)}`;
    else if (isHighSurrogate(c) && isLowSurrogate(text.charCodeAt(i + 1))) {
      out += asciiOnly ? `\\u{${hex(text.codePointAt(i)!, 1)}}` : ch + text[i + 1];
      i++;
    } else if (isHighSurrogate(c) || isLowSurrogate(c)) out += `\\u${hex(c, 4)}`;
    else if (asciiOnly && c > 0x7e) out += c <= 0xff ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`;
    else out += ch;
  }
  return out;
}

/** A JavaScript string body as strict-mode code reads it (no legacy octal escapes). */
function unescapeJs(text: string, start: number, end: number, quote: string | undefined): string {
  let out = '';
  for (let i = start; i < end; i++) {
    const ch = text[i]!;
    if (ch === quote || ch === '\n' || ch === '\r') throw new EscapeError('unexpectedChar', i, ch);
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    if (i + 1 >= end) throw new EscapeError('invalidEscape', i, '\\');
    const next = text[i + 1]!;
    const simple = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' }[next];
    if (simple !== undefined) {
      out += simple;
      i++;
    } else if (next === '0' && !/[0-9]/.test(text[i + 2] ?? '')) {
      out += '\0';
      i++;
    } else if (/[0-9]/.test(next)) throw new EscapeError('invalidEscape', i, `\\${next}`);
    else if (next === 'x') {
      const digits = text.slice(i + 2, Math.min(i + 4, end));
      if (digits.length !== 2 || !isHex(digits)) throw new EscapeError('invalidEscape', i, text.slice(i, Math.min(i + 4, end)));
      out += String.fromCharCode(parseInt(digits, 16));
      i += 3;
    } else if (next === 'u' && text[i + 2] === '{') {
      const close = text.indexOf('}', i + 3);
      const digits = close < 0 || close >= end ? '' : text.slice(i + 3, close);
      if (!isHex(digits) || parseInt(digits, 16) > 0x10ffff) throw new EscapeError('invalidEscape', i, text.slice(i, close < 0 || close >= end ? Math.min(i + 4, end) : close + 1));
      out += String.fromCodePoint(parseInt(digits, 16));
      i = close;
    } else if (next === 'u') {
      const digits = text.slice(i + 2, Math.min(i + 6, end));
      if (digits.length !== 4 || !isHex(digits)) throw new EscapeError('invalidEscape', i, text.slice(i, Math.min(i + 6, end)));
      out += String.fromCharCode(parseInt(digits, 16));
      i += 5;
    } else if (next === '\r') {
      // A line continuation: the backslash and the line break disappear.
      i += text[i + 2] === '\n' && i + 2 < end ? 2 : 1;
    } else if (next === '\n' || next === '\u2028' || next === '\u2029') i++;
    else {
      // Any other character escapes to itself (\' \" \\ \a…); a surrogate pair is one character.
      const cp = text.codePointAt(i + 1)!;
      out += String.fromCodePoint(cp);
      i += cp > 0xffff ? 2 : 1;
    }
  }
  return out;
}

// ---------------------------------------------------------------- HTML / XML

/** &, <, >, " and ' as references (safe in text and in either kind of attribute, in HTML and XML). */
function escapeHtml(text: string, asciiOnly: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const c = text.charCodeAt(i);
    if (ch === '&') out += '&amp;';
    else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '"') out += '&quot;';
    else if (ch === "'") out += '&#39;';
    else if (asciiOnly && c > 0x7e) {
      // A lone surrogate has no reference (HTML would read it as U+FFFD): it stays as it is.
      const cp = text.codePointAt(i)!;
      if (cp >= 0xd800 && cp <= 0xdfff) out += ch;
      else {
        out += `&#x${hex(cp, 1)};`;
        if (cp > 0xffff) i++;
      }
    } else out += ch;
  }
  return out;
}

type DecodeStrict = (text: string) => string;

/**
 * Character references decoded: numeric ones (decimal and hex) and every HTML5 named one, each
 * ending with ";". An & that starts no reference stays as it is, as in HTML; a reference that looks
 * like one but is not (an unknown name, a number that is no character, a missing ";") is reported.
 */
function unescapeHtml(text: string, decodeStrict: DecodeStrict): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const amp = text.indexOf('&', i);
    if (amp < 0) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, amp);
    const numeric = /^&#(?:([xX])([0-9a-fA-F]*)|([0-9]*))(;?)/.exec(text.slice(amp, amp + 40));
    if (numeric) {
      const digits = numeric[2] ?? numeric[3] ?? '';
      const cp = digits === '' ? NaN : parseInt(digits, numeric[1] ? 16 : 10);
      if (!numeric[4] || !(cp > 0 && cp <= 0x10ffff) || (cp >= 0xd800 && cp <= 0xdfff)) throw new EscapeError('invalidEscape', amp, numeric[0]);
      out += String.fromCodePoint(cp);
      i = amp + numeric[0].length;
      continue;
    }
    const named = /^&([a-zA-Z][a-zA-Z0-9]*);/.exec(text.slice(amp, amp + 40));
    if (named) {
      const decoded = decodeStrict(named[0]);
      if (decoded === named[0]) throw new EscapeError('invalidEscape', amp, named[0]);
      out += decoded;
      i = amp + named[0].length;
      continue;
    }
    out += '&';
    i = amp + 1;
  }
  return out;
}

// ---------------------------------------------------------------- CSV field (RFC 4180)

/**
 * One CSV field: in double quotes, with quotes doubled, when it holds a quote, a line break, a
 * comma, a semicolon or a tab (so it is safe whichever separator the file uses) or spaces at its
 * start or end (which some programs would drop); as it is otherwise.
 */
function escapeCsv(text: string): string {
  return /[",;\t\r\n]|^[ ]|[ ]$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function unescapeCsv(text: string): string {
  if (!text.startsWith('"')) {
    const bad = /["\r\n]/.exec(text);
    if (bad) throw new EscapeError('unexpectedChar', bad.index, bad[0]);
    return text;
  }
  let out = '';
  let i = 1;
  for (;;) {
    const quote = text.indexOf('"', i);
    if (quote < 0) throw new EscapeError('unclosedQuote', 0);
    out += text.slice(i, quote);
    if (text[quote + 1] === '"') {
      out += '"';
      i = quote + 2;
      continue;
    }
    if (quote + 1 < text.length) throw new EscapeError('afterQuote', quote + 1, text[quote + 1]);
    return out;
  }
}

// ---------------------------------------------------------------- SQL string literal

/** The body of a standard SQL string literal: each ' doubled (backslashes mean nothing in standard SQL). */
const escapeSql = (text: string) => text.replaceAll("'", "''");

function unescapeSql(text: string, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) {
    const ch = text[i]!;
    if (ch === "'") {
      if (i + 1 < end && text[i + 1] === "'") i++;
      else throw new EscapeError('unexpectedChar', i, ch);
    }
    out += ch;
  }
  return out;
}

// ---------------------------------------------------------------- Regular expression

/** Characters with a meaning in a pattern (with or without the u flag), and / for a /…/ literal. */
const REGEX_SYNTAX = new Set('^$\\.*+?()[]{}|/');
const REGEX_SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** A pattern that matches the text literally, valid with and without the u flag and in a /…/ literal. */
function escapeRegex(text: string): string {
  let out = '';
  for (const ch of text) out += REGEX_SYNTAX.has(ch) ? `\\${ch}` : (REGEX_SHORT[ch] ?? ch);
  return out;
}

/** A pattern made only of literal characters, back to its text; a character class such as \d or a quantifier is reported. */
function unescapeRegex(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch !== '\\') {
      if (REGEX_SYNTAX.has(ch)) throw new EscapeError('unexpectedChar', i, ch);
      out += ch;
      continue;
    }
    const next = text[i + 1];
    if (next === undefined) throw new EscapeError('invalidEscape', i, '\\');
    const simple = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' }[next];
    if (simple !== undefined) {
      out += simple;
      i++;
    } else if (next === '0' && !/[0-9]/.test(text[i + 2] ?? '')) {
      out += '\0';
      i++;
    } else if (next === 'x') {
      const digits = text.slice(i + 2, i + 4);
      if (digits.length !== 2 || !isHex(digits)) throw new EscapeError('invalidEscape', i, text.slice(i, i + 4));
      out += String.fromCharCode(parseInt(digits, 16));
      i += 3;
    } else if (next === 'u' && text[i + 2] === '{') {
      const close = text.indexOf('}', i + 3);
      const digits = close < 0 ? '' : text.slice(i + 3, close);
      if (!isHex(digits) || parseInt(digits, 16) > 0x10ffff) throw new EscapeError('invalidEscape', i, text.slice(i, close < 0 ? i + 3 : close + 1));
      out += String.fromCodePoint(parseInt(digits, 16));
      i = close;
    } else if (next === 'u') {
      const digits = text.slice(i + 2, i + 6);
      if (digits.length !== 4 || !isHex(digits)) throw new EscapeError('invalidEscape', i, text.slice(i, i + 6));
      out += String.fromCharCode(parseInt(digits, 16));
      i += 5;
    } else if (next === 'c' && /[a-zA-Z]/.test(text[i + 2] ?? '')) {
      out += String.fromCharCode(text.charCodeAt(i + 2) % 32);
      i += 2;
    } else if (/[0-9A-Za-z_]/.test(next)) {
      // \d, \w, \b, \1…: a class, an assertion or a back-reference, not one character.
      throw new EscapeError('invalidEscape', i, `\\${next}`);
    } else {
      const cp = text.codePointAt(i + 1)!;
      out += String.fromCodePoint(cp);
      i += cp > 0xffff ? 2 : 1;
    }
  }
  return out;
}

// ---------------------------------------------------------------- Shell (POSIX, single quotes)

/** The body of a single-quoted shell word: nothing is special inside '…' but ' itself, written '\''. */
const escapeShell = (text: string) => text.replaceAll("'", "'\\''");

/** A single-quoted body back to its text: a quote may appear only as '\'' or '"'"'. */
function unescapeShell(text: string, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) {
    const ch = text[i]!;
    if (ch !== "'") {
      out += ch;
      continue;
    }
    const rest = text.slice(i, end);
    if (rest.startsWith("'\\''")) i += 3;
    else if (rest.startsWith(`'"'"'`)) i += 4;
    else throw new EscapeError('unexpectedChar', i, ch);
    out += "'";
  }
  return out;
}

// ---------------------------------------------------------------- the tool

/** The quote a format's whole literal is written in, when "with quotes" is ticked. */
export const QUOTE: Partial<Record<Format, string>> = { json: '"', javascript: '"', sql: "'", shell: "'" };

export function escape(text: string, format: Format, quotes: boolean, asciiOnly: boolean): string {
  const body = (() => {
    switch (format) {
      case 'json':
        return escapeJson(text, asciiOnly);
      case 'javascript':
        return escapeJs(text, asciiOnly);
      case 'html':
        return escapeHtml(text, asciiOnly);
      case 'csv':
        return escapeCsv(text);
      case 'sql':
        return escapeSql(text);
      case 'regex':
        return escapeRegex(text);
      case 'shell':
        return escapeShell(text);
    }
  })();
  const quote = QUOTE[format];
  return quotes && quote ? quote + body + quote : body;
}

export async function unescape(text: string, format: Format, quotes: boolean): Promise<string> {
  let start = 0;
  let end = text.length;
  const quote = QUOTE[format];
  let jsQuote: string | undefined;
  if (quotes && quote) {
    // JavaScript takes either quote; the others their own.
    const opening = text[0];
    const ok = format === 'javascript' ? opening === '"' || opening === "'" : opening === quote;
    if (!ok) throw new EscapeError('missingQuote', 0, format === 'javascript' ? '" \'' : quote);
    if (text.length < 2 || text[text.length - 1] !== opening) throw new EscapeError('unclosedQuote', 0);
    jsQuote = opening;
    start = 1;
    end = text.length - 1;
  }
  switch (format) {
    case 'json':
      return unescapeJson(text, start, end);
    case 'javascript':
      return unescapeJs(text, start, end, jsQuote);
    case 'html': {
      const { decodeHTMLStrict } = await import('entities');
      return unescapeHtml(text, decodeHTMLStrict);
    }
    case 'csv':
      return unescapeCsv(text);
    case 'sql':
      return unescapeSql(text, start, end);
    case 'regex':
      return unescapeRegex(text);
    case 'shell':
      return unescapeShell(text, start, end);
  }
}

/** Escapes or unescapes the text for the chosen format; a mistake in the text to unescape is said with where it is. */
export async function run({ text }: Input, options: Options): Promise<string | ToolError> {
  try {
    if (options.mode === 'escape') return escape(text, options.format, options.quotes, options.asciiOnly);
    return await unescape(text, options.format, options.quotes);
  } catch (error) {
    if (!(error instanceof EscapeError)) return toolError('unexpected');
    const { line, column } = lineColumn(text, error.index);
    const params: Record<string, string | number> = { line, column, field: 'text' };
    if (error.code === 'invalidEscape') params.sequence = error.sequence;
    if (error.code === 'unexpectedChar' || error.code === 'afterQuote') params.char = shown(error.sequence);
    if (error.code === 'missingQuote') params.quote = error.sequence;
    return toolError(error.code, params);
  }
}

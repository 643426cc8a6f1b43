import { toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

/** What a browser finds wrong with a reference it reads (the HTML standard's parse errors, in words). */
export type Problem = 'unknown' | 'missingSemicolon' | 'noDigits' | 'outOfRange' | 'surrogate' | 'null' | 'control';

export interface Issue {
  /** 1-based; columns count characters (an emoji is one). */
  readonly line: number;
  readonly column: number;
  /** The reference as written ("&foo;", "&copy"). */
  readonly reference: string;
  readonly problem: Problem;
  /** What a browser shows for it, where it is decoded anyway. */
  readonly result?: string;
}

export interface Decoded {
  readonly mode: 'decode';
  readonly text: string;
  /** The first MAX_ISSUES issues, in order. */
  readonly issues: readonly Issue[];
  readonly issueCount: number;
}

export type Result = string | Decoded;

/** Issues listed one by one; the rest are counted. */
export const MAX_ISSUES = 200;

const UNSAFE: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };

const numeric = (cp: number, format: Options['format']) => (format === 'hex' ? `&#x${cp.toString(16).toUpperCase()};` : `&#${cp};`);

/** Line and column (1-based, in code points) of every index asked for, in one pass. */
function positions(text: string, indexes: readonly number[]): { line: number; column: number }[] {
  const out: { line: number; column: number }[] = [];
  let line = 1;
  let column = 1;
  let i = 0;
  for (const target of indexes) {
    for (; i < target; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
        line++;
        column = 1;
      } else if (!(c >= 0xdc00 && c <= 0xdfff && i > 0 && text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff)) column++;
    }
    out.push({ line, column });
  }
  return out;
}

/** The index of the first unpaired surrogate, or -1. */
function loneSurrogate(text: string): number {
  if (text.isWellFormed()) return -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return i;
    } else if (c >= 0xdc00 && c <= 0xdfff) return i;
  }
  return -1;
}

/** A reference to a C1 control (&#128; to &#159;) means a Windows-1252 character in HTML: those controls stay as they are. */
const C1_REFERENCE = /&#(12[89]|1[3-5][0-9]);/g;

/**
 * & < > " ' as references, and with scope nonAscii every character from U+00A0 on too: by its HTML5
 * name where it has one (a character outside the BMP, an emoji, as one reference, never two
 * surrogates), else by number.
 */
export async function encode(text: string, format: Options['format'], scope: Options['scope']): Promise<string> {
  if (format === 'named' && scope === 'nonAscii') {
    const { encodeNonAsciiHTML } = await import('entities');
    return encodeNonAsciiHTML(text).replace(C1_REFERENCE, (_, n: string) => String.fromCharCode(Number(n)));
  }
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const name = c < 0x7f ? UNSAFE[text[i]!] : undefined;
    if (name === undefined && (scope === 'unsafe' || c < 0xa0)) continue;
    const cp = text.codePointAt(i)!;
    out += text.slice(from, i) + (name !== undefined && format === 'named' ? `&${name};` : numeric(cp, format));
    if (cp > 0xffff) i++;
    from = i + 1;
  }
  return out + text.slice(from);
}

/** Which problem a numeric reference has, from its value (the HTML standard's numeric character reference end state). */
function numericProblem(code: number): Problem | undefined {
  if (code === 0) return 'null';
  if (code > 0x10ffff) return 'outOfRange';
  if (code >= 0xd800 && code <= 0xdfff) return 'surrogate';
  // C1 controls: a browser reads most as the Windows-1252 character (&#150; is "–").
  if (code >= 0x80 && code <= 0x9f) return 'control';
  return undefined;
}

/**
 * Text as a browser reads it in an element's content: every HTML5 named reference (with the
 * legacy ones a browser still accepts without ";"), decimal and hexadecimal references. What the
 * HTML standard calls a parse error is listed: unknown names ("&foo;", kept as they are), missing
 * semicolons, references without digits, and numbers that are no character (shown as U+FFFD, as a
 * browser does).
 */
export async function decode(text: string): Promise<Decoded> {
  const { HtmlEntityDecoder, DecodingMode } = await import('entities');
  let out = '';
  let from = 0;
  let emitted = '';
  let problem: Problem | undefined;
  const found: { index: number; reference: string; problem: Problem; result?: string }[] = [];
  let issueCount = 0;
  const decoder = new HtmlEntityDecoder((cp) => (emitted += String.fromCodePoint(cp)), {
    missingSemicolonAfterCharacterReference: () => (problem ??= 'missingSemicolon'),
    absenceOfDigitsInNumericCharacterReference: () => (problem = 'noDigits'),
    validateNumericCharacterReference: (code) => {
      const p = numericProblem(code);
      if (p) problem = p;
    },
  });
  const report = (index: number, reference: string, p: Problem, result?: string) => {
    issueCount++;
    if (found.length < MAX_ISSUES) found.push(result === undefined ? { index, reference, problem: p } : { index, reference, problem: p, result });
  };
  for (let amp = text.indexOf('&'); amp >= 0; amp = text.indexOf('&', amp + 1)) {
    if (amp < from) continue;
    emitted = '';
    problem = undefined;
    decoder.startEntity(DecodingMode.Legacy);
    let consumed = decoder.write(text, amp + 1);
    if (consumed < 0) consumed = decoder.end();
    if (consumed > 0) {
      out += text.slice(from, amp) + emitted;
      if (problem) report(amp, text.slice(amp, amp + consumed), problem, emitted);
      from = amp + consumed;
      continue;
    }
    if (problem === 'noDigits') {
      report(amp, /^&#[xX]?/.exec(text.slice(amp, amp + 3))![0], 'noDigits');
      continue;
    }
    // A name that no reference starts: an error only when ";" ends it, as in HTML ("AT&T" is fine).
    const unknown = /^&[a-zA-Z0-9]+;/.exec(text.slice(amp, amp + 64));
    if (unknown) report(amp, unknown[0], 'unknown');
  }
  out += text.slice(from);
  const at = positions(text, found.map((f) => f.index));
  const issues = found.map(({ index: _, ...rest }, i) => ({ line: at[i]!.line, column: at[i]!.column, ...rest }));
  return { mode: 'decode', text: out, issues, issueCount };
}

export async function run({ text }: Input, options: Options): Promise<Result | ToolError> {
  if (options.mode === 'decode') return decode(text);
  const bad = loneSurrogate(text);
  if (bad >= 0) return toolError('loneSurrogate', { ...positions(text, [bad])[0]!, field: 'text' });
  return encode(text, options.format, options.scope);
}

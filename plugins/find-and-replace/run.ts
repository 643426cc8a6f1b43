import { regexSyntaxError, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

/** A match in the text, and what it became. */
export interface Mark {
  /** Start and end in the text, in UTF-16 code units. */
  readonly index: number;
  readonly end: number;
  /** The replacement written in its place; absent for a match left as it was (replacing one at a time). */
  readonly replacement?: string;
}

export interface ReplaceResult {
  /** The text after replacement. */
  readonly text: string;
  readonly matches: number;
  readonly replacements: number;
  /** The first MAX_MARKS matches, for the highlighted preview. */
  readonly marks: readonly Mark[];
}

/** Matches kept for the preview at most (every match is still counted and replaced). */
export const MAX_MARKS = 2_000;

/** Characters that make up words: letters, marks, digits and the underscore, in every script. */
const WORD = '[\\p{L}\\p{M}\\p{N}_]';

/** The text as a pattern that matches it literally (valid with the u flag). */
export const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * The expression searched for: the text as it is, or a regular expression (with ^ and $ at every
 * line); with the u flag in both, so an emoji is one character and \p{…} works; whole words bounded
 * by characters that are not letters or digits in any script.
 */
export function buildRegExp(find: string, options: Pick<Options, 'useRegex' | 'matchCase' | 'wholeWords'>): RegExp {
  let source = options.useRegex ? find : escapeRegExp(find);
  if (options.wholeWords) source = `(?<!${WORD})(?:${source})(?!${WORD})`;
  return new RegExp(source, `g${options.useRegex ? 'm' : ''}u${options.matchCase ? '' : 'i'}`);
}

/**
 * A regex replacement for one match, as String.prototype.replace writes it: $$, $&, $`, $', $1–$99
 * and $<name>; a $ that starts none of these stays.
 */
export function expand(template: string, match: RegExpExecArray, text: string): string {
  if (!template.includes('$')) return template;
  const groups = match.length - 1;
  return template.replace(/\$(\$|&|`|'|(\d\d?)|<([^>]*)>)/g, (whole, what: string, digits: string | undefined, name: string | undefined) => {
    if (what === '$') return '$';
    if (what === '&') return match[0];
    if (what === '`') return text.slice(0, match.index);
    if (what === "'") return text.slice(match.index + match[0].length);
    if (digits !== undefined) {
      // $12 is group 12 if there is one, else group 1 followed by "2".
      const two = Number(digits);
      if (digits.length === 2 && two >= 1 && two <= groups) return match[two] ?? '';
      const one = Number(digits[0]);
      if (one >= 1 && one <= groups) return (match[one] ?? '') + digits.slice(1);
      return whole;
    }
    if (!match.groups) return whole;
    return match.groups[name!] ?? '';
  });
}

/**
 * Finds every match of the text or pattern and replaces all of them, or only the chosen one
 * ("one at a time"). Plain text is replaced as it is typed; a regex replacement may use $1 and
 * $<name>. A pattern that runs away is stopped by the worker's time limit.
 */
export function run({ find, replace, text }: Input, options: Options): ReplaceResult | ToolError {
  if (find === '') return { text, matches: 0, replacements: 0, marks: [] };
  let regex: RegExp;
  try {
    regex = buildRegExp(find, options);
  } catch (error) {
    return regexSyntaxError(error, 'find');
  }
  try {
    const marks: Mark[] = [];
    let out = '';
    let last = 0;
    let matches = 0;
    let replacements = 0;
    for (const m of text.matchAll(regex)) {
      matches++;
      const end = m.index + m[0].length;
      const replacing = options.replaceAll || matches === options.occurrence;
      let replacement: string | undefined;
      if (replacing) {
        replacement = options.useRegex ? expand(replace, m, text) : replace;
        out += text.slice(last, m.index) + replacement;
        last = end;
        replacements++;
      }
      if (marks.length < MAX_MARKS) marks.push(replacement === undefined ? { index: m.index, end } : { index: m.index, end, replacement });
    }
    out += text.slice(last);
    if (!options.replaceAll && options.occurrence > matches && matches > 0) return toolError('noSuchMatch', { occurrence: options.occurrence, matches });
    return { text: out, matches, replacements, marks };
  } catch {
    // The engine can give up on a pattern that nests too deeply for its stack.
    return toolError('unexpected');
  }
}

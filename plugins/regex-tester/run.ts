import { regexSyntaxError, toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { explainPattern, MAX_EXPLAINED_LENGTH, type ExplainedToken } from './explain.ts';

/** One capture group of a match, in the order of the pattern's opening parentheses (group 1 first). */
export interface RegexGroup {
  /** The group's name, for a named group `(?<name>…)`. */
  readonly name?: string;
  /** What the group captured; undefined when it took no part in the match. */
  readonly text: string | undefined;
  /** Where the group's text starts and ends in the test string (only with the d flag, and only when it captured). */
  readonly index?: number;
  readonly end?: number;
}

export interface RegexMatch {
  /** Start and end of the match in the test string, in UTF-16 code units as JavaScript counts them. */
  readonly index: number;
  readonly end: number;
  readonly text: string;
  readonly groups: readonly RegexGroup[];
}

export interface RegexResult {
  readonly matches: readonly RegexMatch[];
  /** The flags the expression ran with, as RegExp.prototype.flags writes them (e.g. "gi"). */
  readonly flags: string;
  /** More than MAX_MATCHES matches: only the first MAX_MATCHES are listed. */
  readonly truncated: boolean;
  /** The test string with the replacement applied, when a replacement was given. */
  readonly replaced?: string;
  /** The pattern was pasted as JavaScript writes it (/abc/gi): what was read from it. */
  readonly literal?: { readonly source: string; readonly flags: string };
  /** Valid syntax that does not mean what it looks like with these flags (see regexTraps). */
  readonly traps?: readonly RegexTrap[];
  /** The pattern token by token, with what each means under these flags (none for syntax the explainer cannot read). */
  readonly explanation?: readonly ExplainedToken[];
  /** The pattern is longer than the explanation takes (MAX_EXPLAINED_LENGTH). */
  readonly tooLongToExplain?: true;
}

/**
 * Escapes that are valid without the u (or v) flag but silently mean something else there, so the
 * pattern matches nothing a visitor expects: `\p{L}` is the letter p followed by "{L}", and `\k<name>`
 * without a named group is the letter k followed by "<name>".
 */
export type RegexTrap = 'propertyWithoutUnicode' | 'namedReferenceWithoutGroup';

/** The traps of a pattern that compiled with these flags. */
export function regexTraps(pattern: string, flags: string): RegexTrap[] {
  if (flags.includes('u') || flags.includes('v')) return [];
  const traps = new Set<RegexTrap>();
  // A named group, not a lookbehind (?<= or (?<!: with one, \k<name> is a back-reference in any mode.
  const hasNamedGroup = /\(\?<(?![=!])/.test(pattern.replace(/\\[\s\S]/g, ''));
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== '\\') continue;
    const next = pattern[i + 1];
    if ((next === 'p' || next === 'P') && pattern[i + 2] === '{') traps.add('propertyWithoutUnicode');
    if (next === 'k' && pattern[i + 2] === '<' && !hasNamedGroup) traps.add('namedReferenceWithoutGroup');
    // The escaped character is not an escape of its own (\\p is a backslash, then p).
    i++;
  }
  return [...traps];
}

/** A pattern written as JavaScript writes it, /source/flags: its source and flags; null for anything else. */
export function regexLiteral(text: string): { source: string; flags: string } | null {
  const m = /^\/([\s\S]+)\/([dgimsuvy]*)$/.exec(text);
  if (!m || new Set(m[2]).size !== m[2]!.length) return null;
  return { source: m[1]!, flags: m[2]! };
}

/** Matches listed at most (a pattern such as /(?:)/g matches at every position of a megabyte). */
export const MAX_MATCHES = 10_000;

/** Whether this engine knows the d flag (match indices). */
const HAS_INDICES = 'hasIndices' in RegExp.prototype;

/** The flags string for the options, in the order JavaScript writes them. */
export function flagsOf(options: Options): string {
  return (
    (options.indices && HAS_INDICES ? 'd' : '') +
    (options.global ? 'g' : '') +
    (options.ignoreCase ? 'i' : '') +
    (options.multiline ? 'm' : '') +
    (options.dotAll ? 's' : '') +
    (options.unicode ? 'u' : '') +
    (options.sticky ? 'y' : '')
  );
}

/**
 * The names of the pattern's capture groups, in order (undefined for an unnamed group), read
 * from the pattern's source: skips escapes, character classes and the non-capturing `(?…)` forms.
 * Only used when it agrees with what the engine reports (see namesFor).
 */
export function captureGroupNames(pattern: string): (string | undefined)[] {
  const names: (string | undefined)[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') {
      if (pattern[i + 1] !== '?') names.push(undefined);
      else if (pattern[i + 2] === '<' && pattern[i + 3] !== '=' && pattern[i + 3] !== '!') {
        const close = pattern.indexOf('>', i + 3);
        if (close > 0) names.push(pattern.slice(i + 3, close));
      }
    }
  }
  return names;
}

/** Names for groups 1..count: the names read from the source when they agree with the engine's, else none. */
function namesFor(pattern: string, match: RegExpExecArray): (string | undefined)[] {
  const count = match.length - 1;
  const scanned = captureGroupNames(pattern);
  const engineNames = Object.keys(match.groups ?? {}).sort();
  const scannedNames = [...new Set(scanned.filter((n): n is string => n !== undefined))].sort();
  if (scanned.length === count && engineNames.join('\u0000') === scannedNames.join('\u0000')) return scanned;
  return new Array<undefined>(count).fill(undefined);
}

function toMatch(m: RegExpExecArray, names: (string | undefined)[]): RegexMatch {
  const indices = (m as RegExpExecArray & { indices?: ([number, number] | undefined)[] }).indices;
  const groups: RegexGroup[] = [];
  for (let g = 1; g < m.length; g++) {
    const name = names[g - 1];
    const at = indices?.[g];
    groups.push({
      ...(name !== undefined && { name }),
      text: m[g],
      ...(at && { index: at[0], end: at[1] }),
    });
  }
  return { index: m.index, end: m.index + m[0].length, text: m[0], groups };
}

/** Tests a regular expression on a text: every match with its capture groups, and the replacement preview. */
export function run(input: Input, options: Options): RegexResult | ToolError {
  // A pasted /abc/gi is read as the pattern abc with the flags g and i, added to those ticked.
  const literal = regexLiteral(input.pattern ?? '');
  const pattern = literal?.source ?? input.pattern ?? '';
  const text = input.text ?? '';
  const replacement = input.replacement ?? '';
  const flags = [...new Set(flagsOf(options) + (literal?.flags ?? ''))].join('');

  let regex: RegExp;
  try {
    regex = new RegExp(pattern, flags);
  } catch (error) {
    // Said at the pattern field, where the visitor fixes it.
    return regexSyntaxError(error, 'pattern');
  }
  // No pattern yet: nothing to show (an empty pattern would match the empty string everywhere).
  if (pattern === '') return { matches: [], flags: regex.flags, truncated: false };

  try {
    const matches: RegexMatch[] = [];
    let truncated = false;
    let names: (string | undefined)[] | undefined;
    if (regex.global) {
      // matchAll steps past an empty match (by a code point with u), so /\b/g or /(?=a)/g ends.
      for (const m of text.matchAll(regex)) {
        if (matches.length === MAX_MATCHES) {
          truncated = true;
          break;
        }
        names ??= namesFor(pattern, m);
        matches.push(toMatch(m, names));
      }
    } else {
      const m = regex.exec(text);
      if (m) matches.push(toMatch(m, namesFor(pattern, m)));
    }
    const traps = regexTraps(pattern, regex.flags);
    const tooLongToExplain = pattern.length > MAX_EXPLAINED_LENGTH;
    const explanation = tooLongToExplain ? null : explainPattern(pattern, regex.flags);
    const result: RegexResult = {
      matches,
      flags: regex.flags,
      truncated,
      ...(literal && { literal }),
      ...(traps.length > 0 && { traps }),
      ...(explanation && { explanation }),
      ...(tooLongToExplain && { tooLongToExplain }),
    };
    if (replacement === '') return result;
    regex.lastIndex = 0;
    return { ...result, replaced: text.replace(regex, replacement) };
  } catch {
    // The engine can give up on a pattern that nests too deeply for its stack.
    return toolError('unexpected');
  }
}

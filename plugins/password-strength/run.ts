import { toolError, type ToolError } from '@sdk/core';
import { MAX_LENGTH, type Input, type Options } from './manifest.ts';

/** What zxcvbn's feedback says, as keys of this tool's locale (warnings.<key>, suggestions.<key>). */
export type Score = 0 | 1 | 2 | 3 | 4;

export type List = 'passwords' | 'diceware' | 'commonWords' | 'firstnames' | 'lastnames' | 'wikipedia' | 'wordList';
export type Language = 'common' | 'en' | 'es' | 'de' | 'fr';

/** A part of the password and what the estimate recognised in it. */
export type Pattern = { readonly token: string; readonly guessesLog10: number } & (
  | { readonly kind: 'dictionary'; readonly list: List; readonly language: Language; readonly word: string; readonly rank: number; readonly l33t: boolean; readonly reversed: boolean }
  | { readonly kind: 'spatial'; readonly keyboard: string; readonly turns: number }
  | { readonly kind: 'repeat'; readonly base: string; readonly count: number }
  | { readonly kind: 'sequence'; readonly ascending: boolean }
  | { readonly kind: 'date'; readonly year: number }
  | { readonly kind: 'recentYear' | 'bruteforce' | 'separator' | 'other' }
);

export interface Strength {
  readonly score: Score;
  /** zxcvbn's estimate of the guesses an attacker needs. */
  readonly guesses: number;
  readonly guessesLog10: number;
  readonly warning: string | null;
  readonly suggestions: readonly string[];
  readonly patterns: readonly Pattern[];
}

/** Guesses per second of each attack zxcvbn models (its defaults). */
export const ATTACKS = {
  onlineThrottled: 100 / 3600,
  onlineUnthrottled: 10,
  offlineSlow: 1e4,
  offlineFast: 1e10,
} as const;

const round2 = (x: number) => Math.round(x * 100) / 100;

type Dictionary = Record<string, (string | number)[]>;
interface Checker {
  check(password: string): {
    score: Score;
    guesses: number;
    guessesLog10: number;
    feedback: { warning: string | null; suggestions: string[] };
    sequence: ({ pattern: string; token: string; guessesLog10?: number } & Record<string, unknown>)[];
  };
}

/** The languages each choice loads, besides the common passwords and keyboard layouts. */
const LANGUAGES: Record<Options['dictionaries'], readonly Exclude<Language, 'common'>[]> = { all: ['en', 'es', 'de', 'fr'], en: ['en'], es: ['es'], de: ['de'], fr: ['fr'] };

/** A language's dictionaries, each list named "<list>-<language>" (the German package names its lists without a suffix). */
async function languageDictionary(language: Exclude<Language, 'common'>): Promise<Dictionary> {
  switch (language) {
    case 'en':
      return (await import('@zxcvbn-ts/language-en')).dictionary;
    case 'es':
      return (await import('@zxcvbn-ts/language-es-es')).dictionary;
    case 'fr':
      return (await import('@zxcvbn-ts/language-fr')).dictionary;
    case 'de': {
      const { dictionary } = await import('@zxcvbn-ts/language-de');
      return Object.fromEntries(Object.entries(dictionary).map(([name, words]) => [name.endsWith('-de') ? name : `${name}-de`, words]));
    }
  }
}

/** How many look-alike substitutions (@ for a, 0 for o) are undone in a word at most. */
export const L33T_MAX = 10;

/** One checker per choice of dictionaries, built once (building the ranked lists takes a moment). */
const checkers = new Map<string, Promise<Checker>>();

function checker(choice: Options['dictionaries']): Promise<Checker> {
  let made = checkers.get(choice);
  if (!made) {
    made = (async () => {
      const [{ ZxcvbnFactory }, common, ...languages] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), ...LANGUAGES[choice].map(languageDictionary)]);
      const dictionary: Dictionary = Object.assign({}, common.dictionary, ...languages);
      // No Levenshtein matching: on lists this size it is slow and matches words that are not there. At
      // most 10 look-alike substitutions are tried per word (the default, 100, takes seconds on a long
      // password full of symbols, and a password with more than 10 is long enough to be strong anyway).
      return new ZxcvbnFactory({ graphs: common.adjacencyGraphs, dictionary, useLevenshteinDistance: false, l33tMaxSubstitutions: L33T_MAX }) as unknown as Checker;
    })();
    checkers.set(choice, made);
  }
  return made;
}

const LISTS: Record<string, List> = { passwords: 'passwords', diceware: 'diceware', commonWords: 'commonWords', firstnames: 'firstnames', lastnames: 'lastnames', wikipedia: 'wikipedia' };

/** "commonWords-es-es" → commonWords, es; "passwords-common" → passwords, common; "months-en" → a word list, en. */
export function listOf(name: string): { list: List; language: Language } {
  const [base = '', ...rest] = name.split('-');
  const code = rest[0] ?? 'common';
  const language: Language = code === 'en' || code === 'es' || code === 'de' || code === 'fr' ? code : 'common';
  return { list: LISTS[base] ?? 'wordList', language };
}

function pattern(m: { pattern: string; token: string; guessesLog10?: number } & Record<string, unknown>): Pattern {
  const base = { token: m.token, guessesLog10: round2(m.guessesLog10 ?? 0) };
  switch (m.pattern) {
    case 'dictionary':
      return { ...base, kind: 'dictionary', ...listOf(String(m.dictionaryName)), word: String(m.matchedWord), rank: Number(m.rank), l33t: Boolean(m.l33t), reversed: Boolean(m.reversed) };
    case 'spatial':
      return { ...base, kind: 'spatial', keyboard: String(m.graph), turns: Number(m.turns) };
    case 'repeat':
      return { ...base, kind: 'repeat', base: Array.isArray(m.baseToken) ? m.baseToken.join('') : String(m.baseToken), count: Number(m.repeatCount) };
    case 'sequence':
      return { ...base, kind: 'sequence', ascending: Boolean(m.ascending) };
    case 'date':
      return { ...base, kind: 'date', year: Number(m.year) };
    case 'regex':
      return { ...base, kind: m.regexName === 'recentYear' ? 'recentYear' : 'other' };
    case 'bruteforce':
    case 'separator':
      return { ...base, kind: m.pattern };
    default:
      return { ...base, kind: 'other' };
  }
}

export async function run({ password }: Input, options: Options): Promise<Strength | null | ToolError> {
  if (password === '') return null;
  if ([...password].length > MAX_LENGTH) return toolError('tooLong', { max: MAX_LENGTH, field: 'password' });
  const result = (await checker(options.dictionaries)).check(password);
  return {
    score: result.score,
    guesses: result.guesses,
    guessesLog10: round2(result.guessesLog10),
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
    patterns: result.sequence.map(pattern),
  };
}

import { graphemes } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const LETTER = /\p{L}/u;
/** Letters that have an upper and a lower case (not CJK, Arabic, Hebrew...). */
const CASED = /\p{Cased}/u;

function capitalize(word: string): string {
  const [first = '', ...rest] = graphemes(word);
  return first.toUpperCase() + rest.join('').toLowerCase();
}

const LOWER = /\p{Ll}/u;
/** A capital letter after the first character: iPhone, McDonald, XMLHttpRequest. */
const INNER_CAPITAL = /^.[^]*\p{Lu}/su;

/**
 * A word written with capitals inside it as well as small letters (iPhone, McDonald, XMLHttpRequest,
 * eBay): a name spelt that way on purpose, which title case keeps as it is. A word in capitals only
 * (THE, NASA) is not one: shouting is what title case undoes.
 */
function hasInnerCapitals(word: string): boolean {
  return LOWER.test(word) && INNER_CAPITAL.test(word);
}

/**
 * Upper-cases the first letter of every word and lowers the rest, except in words written with inner
 * capitals (kept as written); word boundaries follow Unicode (works for any script).
 */
function titleCase(text: string): string {
  let out = '';
  for (const { segment, isWordLike } of wordSegmenter.segment(text)) out += isWordLike ? (hasInnerCapitals(segment) ? segment : capitalize(segment)) : segment.toLowerCase();
  return out;
}

/** Full stops etc. that end a sentence when a space or a line break follows (so 3.5 and example.com do not). */
const SENTENCE_END = /[.!?]/u;
/** CJK full stops end a sentence at once: no space follows them. */
const CJK_SENTENCE_END = /[。！？]/u;
/** Closing quotes and brackets, or more end marks (?!, ...), between a sentence's end and the space. */
const CLOSING = /[.!?"'\p{Pe}\p{Pf}]/u;

/** Lower case, then an upper-case first letter at the start, on each line and after ., ! or ? followed by a space (and after 。！？). */
function sentenceCase(text: string): string {
  let capitalizeNext = true;
  let endPending = false;
  let out = '';
  for (const g of graphemes(text.toLowerCase())) {
    if (capitalizeNext && LETTER.test(g)) {
      out += g.toUpperCase();
      capitalizeNext = false;
      continue;
    }
    out += g;
    if (g.includes('\n') || CJK_SENTENCE_END.test(g)) {
      capitalizeNext = true;
      endPending = false;
    } else if (SENTENCE_END.test(g)) endPending = true;
    else if (endPending && /\s/u.test(g)) {
      capitalizeNext = true;
      endPending = false;
    } else if (!CLOSING.test(g)) endPending = false;
  }
  return out;
}

/**
 * Lower-cases the grapheme at `offset` of `text`. Taken alone, a capital sigma always lowers to σ;
 * at the end of a word it must become ς, as toLowerCase() does for whole strings (Unicode Final_Sigma).
 */
function lowerInContext(text: string, offset: number, g: string): string {
  if (!g.startsWith('Σ')) return g.toLowerCase();
  const before = text.slice(Math.max(0, offset - 64), offset);
  const after = text.slice(offset + 1, offset + 65);
  const final = /\p{Cased}\p{Case_Ignorable}*$/u.test(before) && !/^\p{Case_Ignorable}*\p{Cased}/u.test(after);
  return final ? 'ς' + g.slice(1).toLowerCase() : g.toLowerCase();
}

/** Calls `fn` on every grapheme with its offset in the text. */
function mapGraphemes(text: string, fn: (g: string, offset: number) => string): string {
  let offset = 0;
  let out = '';
  for (const g of graphemes(text)) {
    out += fn(g, offset);
    offset += g.length;
  }
  return out;
}

/**
 * aLtErNaTiNg over cased letters only, starting lower, so spaces, punctuation and letters
 * without case (漢字, العربية) do not break the rhythm.
 */
function alternatingCase(text: string): string {
  let lower = false;
  return mapGraphemes(text, (g, offset) => {
    if (!CASED.test(g)) return g;
    lower = !lower;
    return lower ? lowerInContext(text, offset, g) : g.toUpperCase();
  });
}

function inverseCase(text: string): string {
  return mapGraphemes(text, (g, offset) => (g === g.toUpperCase() ? lowerInContext(text, offset, g) : g.toUpperCase()));
}

/** Words for programming cases: split on non-letters/digits and on lower→upper boundaries (fooBar → foo, Bar). */
function codeWords(text: string): string[] {
  return text
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}

/** Each line is converted on its own, so a list of names stays a list. */
function perLine(text: string, convert: (line: string) => string): string {
  return text
    .split('\n')
    .map((line) => convert(line))
    .join('\n');
}

export function run({ text: input }: Input, options: Options): string {
  switch (options.mode) {
    case 'upper':
      return input.toUpperCase();
    case 'lower':
      return input.toLowerCase();
    case 'title':
      return titleCase(input);
    case 'sentence':
      return sentenceCase(input);
    case 'alternating':
      return alternatingCase(input);
    case 'inverse':
      return inverseCase(input);
    case 'camel':
      return perLine(input, (l) => codeWords(l).map((w, i) => (i === 0 ? w.toLowerCase() : capitalize(w))).join(''));
    case 'pascal':
      return perLine(input, (l) => codeWords(l).map(capitalize).join(''));
    case 'snake':
      return perLine(input, (l) => codeWords(l).map((w) => w.toLowerCase()).join('_'));
    case 'kebab':
      return perLine(input, (l) => codeWords(l).map((w) => w.toLowerCase()).join('-'));
    case 'constant':
      return perLine(input, (l) => codeWords(l).map((w) => w.toUpperCase()).join('_'));
    default:
      return input;
  }
}

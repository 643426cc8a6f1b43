import { graphemes } from '@sdk/core/text.ts';
import type { Options } from './manifest.ts';

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const LETTER = /\p{L}/u;

function capitalize(word: string): string {
  const [first = '', ...rest] = graphemes(word);
  return first.toUpperCase() + rest.join('').toLowerCase();
}

/** Upper-cases the first letter of every word; word boundaries follow Unicode (works for any script). */
function titleCase(text: string): string {
  let out = '';
  for (const { segment, isWordLike } of wordSegmenter.segment(text)) out += isWordLike ? capitalize(segment) : segment.toLowerCase();
  return out;
}

/** Lower case, then an upper-case first letter at the start and after ., ! or ? (and their CJK/Spanish forms). */
function sentenceCase(text: string): string {
  let capitalizeNext = true;
  let out = '';
  for (const g of graphemes(text.toLowerCase())) {
    if (capitalizeNext && LETTER.test(g)) {
      out += g.toUpperCase();
      capitalizeNext = false;
    } else {
      out += g;
      if (/[.!?。！？]/u.test(g) || g === '\n') capitalizeNext = true;
    }
  }
  return out;
}

/** aLtErNaTiNg over letters only, so spaces and punctuation do not break the rhythm. */
function alternatingCase(text: string): string {
  let upper = false;
  return graphemes(text)
    .map((g) => {
      if (!LETTER.test(g)) return g;
      upper = !upper;
      return upper ? g.toLowerCase() : g.toUpperCase();
    })
    .join('');
}

function inverseCase(text: string): string {
  return graphemes(text)
    .map((g) => (g === g.toUpperCase() ? g.toLowerCase() : g.toUpperCase()))
    .join('');
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

export function run(input: string, options: Options): string {
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

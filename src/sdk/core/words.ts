/**
 * Words of a text, as the word counter and the token counter count them: Unicode's word boundaries
 * (Intl.Segmenter), with letters joined by full stops kept as one word ("U.S.A", "example.com") as
 * UAX #29 says, on every engine.
 */
import { forEachSegment } from './text.ts';

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** One code point with its combining marks: a one-letter word such as "a", "I" or "é". */
const SINGLE_LETTER = /^.\p{M}*$/su;
/**
 * Letters that a full stop never joins into one word (not Unicode's ALetter): ideographs (Han, Tangut, Nushu,
 * Khitan), kana and their marks (々, ー, 〱), Hangul, and the scripts written without spaces. Checked against
 * ICU letter by letter in the tests.
 */
const NOT_ALETTER = String.raw`\p{Ideographic}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}\u3031-\u3035\u30FC\uFF70\uFF9E\uFF9F`;
/** A word that ends in a letter, and one that starts with one, of a script written with spaces (Unicode's ALetter, roughly). */
const ENDS_IN_LETTER = new RegExp(`(?![${NOT_ALETTER}])\\p{L}\\p{M}*$`, 'u');
const STARTS_WITH_LETTER = new RegExp(`^(?![${NOT_ALETTER}])\\p{L}`, 'u');

/**
 * The words of the text, and how often each (lower-cased, one-letter words left out) occurs. The
 * segmenter is a parameter for the tests, which play an engine that breaks at every full stop.
 */
export function countWords(text: string, segmenter: Intl.Segmenter = wordSegmenter): { words: number; counts: Map<string, number> } {
  let words = 0;
  const counts = new Map<string, number>();
  const countWord = (word: string) => {
    words++;
    if (word.length === 1 || (word.length <= 8 && SINGLE_LETTER.test(word))) return;
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  // Letters joined by full stops are one word ("U.S.A", "e.g", "example.com"), as Unicode's word rules
  // (UAX #29) and Node's ICU have it: some engines (Chromium) break at each full stop. `word` waits for
  // what follows it; `dot` is a full stop right after it.
  // (Only the end of the last piece is looked at, so a long chain of them stays linear.)
  let word = '';
  let last = '';
  let dot = false;
  forEachSegment(text, segmenter, ({ segment, isWordLike }) => {
    if (isWordLike) {
      if (dot && STARTS_WITH_LETTER.test(segment) && ENDS_IN_LETTER.test(last.slice(-16))) word += `.${segment}`;
      else {
        if (word) countWord(word);
        word = segment;
      }
      last = segment;
      dot = false;
    } else if (word && !dot && segment === '.') {
      dot = true;
    } else {
      if (word) countWord(word);
      word = '';
      dot = false;
    }
  });
  if (word) countWord(word);
  return { words, counts };
}


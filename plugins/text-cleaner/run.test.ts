import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError } from '@sdk/core';
import { MODES, type Options } from './manifest.ts';
import { run, stripHtml, type CleanResult } from './run.ts';

type Mode = Options['mode'];
const DEFAULTS: Options = { mode: 'extraSpaces', keepParagraphs: true, straightQuotes: false };

function result(input: string, options: Partial<Options>): CleanResult {
  const r = run({ text: input }, { ...DEFAULTS, ...options });
  if (isToolError(r)) throw new Error(`unexpected error ${r.code}`);
  return r;
}
const clean = (input: string, mode: Mode, options: Partial<Options> = {}) => result(input, { mode, ...options }).text;

describe('text cleaner', () => {
  it('returns empty text and zero counts for empty input in every mode', () => {
    for (const mode of MODES) expect(result('', { mode })).toEqual({ text: '', removedCharacters: 0, removedLines: 0 });
  });

  describe('extra spaces', () => {
    it('collapses spaces and tabs and trims each line', () => {
      expect(clean('  a   b\t\tc  ', 'extraSpaces')).toBe('a b c');
      expect(clean('a\tb', 'extraSpaces')).toBe('a b');
      expect(clean(' one  \n  two \n\n three', 'extraSpaces')).toBe('one\ntwo\n\nthree');
    });

    it('keeps CRLF and CR line endings as they are', () => {
      expect(clean('a  b \r\n c\r d ', 'extraSpaces')).toBe('a b\r\nc\rd');
      expect(result('a  b \r\n c', { mode: 'extraSpaces' })).toEqual({ text: 'a b\r\nc', removedCharacters: 3, removedLines: 0 });
    });

    it('leaves no-break spaces alone (that is Normalize all)', () => {
      expect(clean('a\u00A0\u00A0b', 'extraSpaces')).toBe('a\u00A0\u00A0b');
    });
  });

  describe('line breaks', () => {
    it('joins the lines of each paragraph and keeps one blank line between paragraphs', () => {
      expect(clean('one\ntwo  \n  three\n\n\n\nfour\nfive\n', 'lineBreaks')).toBe('one two three\n\nfour five');
      expect(result('a\nb\n\nc', { mode: 'lineBreaks' })).toEqual({ text: 'a b\n\nc', removedCharacters: 0, removedLines: 1 });
    });

    it('joins everything when paragraphs are not kept', () => {
      expect(clean('one\ntwo\n\nthree \n \n four', 'lineBreaks', { keepParagraphs: false })).toBe('one two three four');
    });

    it('treats whitespace-only lines as blank and uses the text’s CRLF between paragraphs', () => {
      expect(clean('a\r\nb\r\n \t \r\nc\r\nd', 'lineBreaks')).toBe('a b\r\n\r\nc d');
      expect(clean('\n\n  \n', 'lineBreaks')).toBe('');
    });
  });

  describe('empty lines', () => {
    it('removes empty and whitespace-only lines, keeping the others with their endings', () => {
      expect(clean('a\n\n \t\nb\r\n\r\nc\n\u3000\n', 'emptyLines')).toBe('a\nb\r\nc\n');
      expect(clean('\n\nx', 'emptyLines')).toBe('x');
      expect(result('a\n\n\nb', { mode: 'emptyLines' })).toEqual({ text: 'a\nb', removedCharacters: 2, removedLines: 2 });
    });
  });

  describe('HTML tags', () => {
    const html = (input: string) => clean(input, 'htmlTags');

    it('keeps the text of elements and never keeps an attribute', () => {
      expect(html('<img src=x onerror=alert(1)><p>Hi &amp; bye</p>')).toBe('Hi & bye');
      expect(html('<a href="/x" title="a > b" data-x=\'c>d\'>link</a> text')).toBe('link text');
      expect(html('<div class = "x>y">in</div>after')).toBe('in\nafter');
    });

    it('removes script and style elements with their content, comments and CDATA', () => {
      expect(html('a<script type="text/javascript">if (a < b) document.write("<p>x</p>")</script>b')).toBe('ab');
      expect(html('a<SCRIPT>x</ScRiPt >b<style>p { color: red }</style>c')).toBe('abc');
      expect(html('a<script>var s = "</scripts>";</script>b')).toBe('ab');
      expect(html('a<!-- <p>hidden</p> -->b<![CDATA[ raw <b> ]]>c<!DOCTYPE html><?xml version="1.0"?>d')).toBe('abcd');
      expect(html('a<!-- never closed <p>b</p>')).toBe('a');
      expect(html('a<script>never closed')).toBe('a');
    });

    it('decodes common named and numeric entities', () => {
      expect(html('&lt;b&gt; &quot;q&quot; &#39;s&#39; &amp;amp; caf&#233; &#x1F44D;&#x1f3fd; a&nbsp;b &euro;')).toBe('<b> "q" \'s\' &amp; café 👍🏽 a\u00A0b €');
      expect(html('&#0; &#xD800; &#x110000; &#65')).toBe('\uFFFD \uFFFD \uFFFD A');
      expect(html('&unknown; & alone &valueOf; &AMP;')).toBe('&unknown; & alone &valueOf; &AMP;');
    });

    it('turns br and the end of block elements into line breaks', () => {
      expect(html('a<br>b<br/>c<BR />d')).toBe('a\nb\nc\nd');
      expect(html('<h1>T</h1><p>one</p><p>two</p><ul><li>x</li><li>y</li></ul>')).toBe('T\none\ntwo\nx\ny');
      expect(html('<table><tr><td>a</td><td>b</td></tr><tr><th>c</th></tr></table>')).toBe('a b\nc');
    });

    it('tidies the source’s indentation and blank lines, and unifies CRLF', () => {
      expect(html('<ul>\r\n  <li>One</li>\r\n  <li>Two</li>\r\n</ul>\r\n')).toBe('One\n\nTwo');
      expect(html('\n\n<p>a</p>\n\n\n\n<p>b</p>\n\n')).toBe('a\n\nb');
    });

    it('keeps a < that does not start a tag, as browsers do', () => {
      expect(html('1 < 2 and 3 <4 and <3 and a<>b')).toBe('1 < 2 and 3 <4 and <3 and a<>b');
      expect(html('x < y > z')).toBe('x < y > z');
    });

    it('drops a tag that is never closed', () => {
      expect(html('text <a href="x')).toBe('text');
    });

    it('never returns markup of the input as tags (the text is only read)', () => {
      const out = stripHtml('<img src="https://example.com/track.png" onload="fetch(1)"><iframe src="x"></iframe>ok');
      expect(out).toBe('ok');
    });
  });

  describe('normalize all', () => {
    const norm = (input: string, straightQuotes = false) => clean(input, 'normalizeAll', { straightQuotes });

    it('composes to NFC', () => {
      expect(norm('Cafe\u0301')).toBe('Caf\u00E9');
      expect(norm('\u1100\u1161')).toBe('\uAC00');
    });

    it('turns no-break and other Unicode spaces into plain spaces, then collapses them', () => {
      expect(norm('a\u00A0b\u202Fc\u2003d\u3000e\u00A0\u00A0 f')).toBe('a b c d e f');
    });

    it('removes only U+200B, U+2060 and U+FEFF among zero-width characters', () => {
      expect(norm('\uFEFFa\u200Bb\u2060c')).toBe('abc');
      // ZWJ in an emoji family and ZWNJ in Persian stay.
      expect(norm('👨\u200D👩\u200D👧 می\u200Cخواهم')).toBe('👨\u200D👩\u200D👧 می\u200Cخواهم');
    });

    it('unifies line endings, trims lines and removes empty lines at the start and end only', () => {
      expect(norm('\r\n \r\n  a  \r\n\r\n b\rc\u2028d \n \n')).toBe('a\n\nb\nc\nd');
    });

    it('straightens curly quotes only when asked', () => {
      expect(norm('“Hi” ‘there’ „x“ ‚y‘')).toBe('“Hi” ‘there’ „x“ ‚y‘');
      expect(norm('“Hi” ‘there’ „x“ ‚y‘ don’t', true)).toBe('"Hi" \'there\' "x" \'y\' don\'t');
      expect(norm('« guillemets »', true)).toBe('« guillemets »');
    });
  });

  describe('Unicode', () => {
    it('counts removed characters as graphemes', () => {
      // Removing "👍🏽 " (two code points, four UTF-16 units plus a space) is one emoji... here only spaces go.
      expect(result('👍🏽   👍🏽', { mode: 'extraSpaces' })).toEqual({ text: '👍🏽 👍🏽', removedCharacters: 2, removedLines: 0 });
      expect(result('<b>👍🏽</b>', { mode: 'htmlTags' })).toEqual({ text: '👍🏽', removedCharacters: 7, removedLines: 0 });
      // NFC turns two code points into one, but the reader saw one character before and after.
      expect(result('e\u0301', { mode: 'normalizeAll' })).toEqual({ text: '\u00E9', removedCharacters: 0, removedLines: 0 });
    });

    it('keeps CJK, RTL text and combining marks intact in every mode', () => {
      const text = '漢字  العربية  e\u0301';
      expect(clean(text, 'extraSpaces')).toBe('漢字 العربية e\u0301');
      expect(clean(text, 'lineBreaks')).toBe(text);
      expect(clean(text, 'emptyLines')).toBe(text);
      expect(clean(text, 'htmlTags')).toBe(text);
      expect(clean(text, 'normalizeAll')).toBe('漢字 العربية \u00E9');
    });

    it('does not throw on lone surrogates', () => {
      for (const mode of MODES) {
        expect(() => run({ text: 'a\uD800 \n\n b\uDC00' }, { ...DEFAULTS, mode })).not.toThrow();
        expect(typeof clean('\uD800', mode)).toBe('string');
      }
      expect(clean('a\uD800  b', 'extraSpaces')).toBe('a\uD800 b');
    });
  });

  describe('properties', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'é', 'e\u0301', ' ', '\t', '\n', '\r', '\r\n', '\u00A0', '\u200B', '\uFEFF', '“', '<', '>', '&', 'p', '/', '"', '漢', '👍🏽', '\uD800') });
    const options = fc.record({ mode: fc.constantFrom(...MODES), keepParagraphs: fc.boolean(), straightQuotes: fc.boolean() });

    it('cleaning twice gives what cleaning once gives (modes other than HTML tags)', () => {
      fc.assert(
        fc.property(text, options, (input, opts) => {
          fc.pre(opts.mode !== 'htmlTags');
          const once = result(input, opts).text;
          expect(result(once, opts).text).toBe(once);
        }),
        { numRuns: 2000 },
      );
    });

    it('HTML tags: cleaning again changes nothing once no < or & is left', () => {
      // Decoding &lt;b&gt; gives <b>, which a second pass would strip: that is the point of decoding.
      fc.assert(
        fc.property(text, (input) => {
          const once = result(input, { mode: 'htmlTags' }).text;
          fc.pre(!once.includes('<') && !once.includes('&'));
          expect(result(once, { mode: 'htmlTags' }).text).toBe(once);
        }),
        { numRuns: 2000 },
      );
    });

    it('never reports negative counts', () => {
      fc.assert(
        fc.property(text, options, (input, opts) => {
          const r = result(input, opts);
          expect(r.removedCharacters).toBeGreaterThanOrEqual(0);
          expect(r.removedLines).toBeGreaterThanOrEqual(0);
        }),
      );
    });
  });
});

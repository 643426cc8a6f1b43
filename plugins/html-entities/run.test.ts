import { characterEntities } from 'character-entities';
import { characterEntitiesLegacy } from 'character-entities-legacy';
import { describe, expect, it } from 'vitest';
import type { Options } from './manifest.ts';
import { decode, encode, MAX_ISSUES, run } from './run.ts';

const opts = (o: Partial<Options> = {}): Options => ({ mode: 'encode', format: 'named', scope: 'unsafe', ...o });
const text = async (t: string) => (await decode(t)).text;

describe('html-entities decode', () => {
  it('decodes every HTML5 named reference (the WHATWG list, from character-entities) to its characters', async () => {
    const names = Object.keys(characterEntities);
    expect(names).toHaveLength(2125);
    const decoded = await decode(names.map((n) => `&${n};`).join('\u0001'));
    expect(decoded.issueCount).toBe(0);
    expect(decoded.text.split('\u0001')).toEqual(names.map((n) => characterEntities[n]));
  });

  it('decodes the 106 legacy references without a semicolon, as a browser does, and says so', async () => {
    expect(characterEntitiesLegacy).toHaveLength(106);
    for (const name of characterEntitiesLegacy) {
      const result = await decode(`&${name} x`);
      expect(result.text).toBe(`${characterEntities[name]} x`);
      expect(result.issues).toEqual([{ line: 1, column: 1, reference: `&${name}`, problem: 'missingSemicolon', result: characterEntities[name] }]);
    }
  });

  it('round-trips every named reference: decoded, encoded by name, decoded again', async () => {
    for (const [name, value] of Object.entries(characterEntities)) {
      const encoded = await encode(value, 'named', 'nonAscii');
      expect(await text(encoded), name).toBe(value);
    }
  });

  it('round-trips every Unicode scalar value in every format and scope', async () => {
    const chars: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) chars.push(String.fromCodePoint(cp));
    // NUL is kept as a character by the encoder in scope "unsafe"; as a reference it is an error in HTML (tested below).
    const all = chars.slice(1).join('');
    for (const format of ['named', 'decimal', 'hex'] as const) {
      for (const scope of ['unsafe', 'nonAscii'] as const) {
        const encoded = await encode(all, format, scope);
        const decoded = await decode(encoded);
        expect(decoded.issueCount, `${format} ${scope}`).toBe(0);
        expect(decoded.text === all, `${format} ${scope}`).toBe(true);
      }
    }
  });

  it('decodes once: &amp;lt; is &lt;', async () => {
    expect(await text('&amp;lt;')).toBe('&lt;');
    expect(await text('&amp;amp;amp;')).toBe('&amp;amp;');
  });

  it('reads numeric references in decimal and hex, an astral character as one', async () => {
    expect(await text('&#233;&#xE9;&#XE9;&#x1F600;&#128512;')).toBe('ééé😀😀');
  });

  it('reports unknown names by name and position, and keeps them', async () => {
    const result = await decode('ok &amp;\nthen &foo; and &bar;x &baz');
    expect(result.text).toBe('ok &\nthen &foo; and &bar;x &baz');
    expect(result.issues).toEqual([
      { line: 2, column: 6, reference: '&foo;', problem: 'unknown' },
      { line: 2, column: 16, reference: '&bar;', problem: 'unknown' },
    ]);
  });

  it('leaves an ampersand that starts no reference alone (AT&T, a & b)', async () => {
    expect(await decode('AT&T & a &; &#')).toEqual({ mode: 'decode', text: 'AT&T & a &; &#', issues: [{ line: 1, column: 13, reference: '&#', problem: 'noDigits' }], issueCount: 1 });
  });

  it('reports numbers that are no character and shows U+FFFD as a browser does', async () => {
    const result = await decode('&#x110000;&#99999999999999999999;&#xD800;&#0;&#150;');
    expect(result.text).toBe('\uFFFD\uFFFD\uFFFD\uFFFD–');
    expect(result.issues.map((i) => [i.column, i.problem])).toEqual([
      [1, 'outOfRange'],
      [11, 'outOfRange'],
      [34, 'surrogate'],
      [42, 'null'],
      [46, 'control'],
    ]);
  });

  it('takes the longest legacy prefix as a browser does (&notit; is ¬it;)', async () => {
    const result = await decode('&notit; &notin;');
    expect(result.text).toBe('¬it; ∉');
    expect(result.issues).toEqual([{ line: 1, column: 1, reference: '&not', problem: 'missingSemicolon', result: '¬' }]);
  });

  it('counts columns in characters (an emoji is one) and lists at most MAX_ISSUES issues', async () => {
    expect((await decode('😀😀&x;')).issues[0]!.column).toBe(3);
    const many = await decode('&x;'.repeat(MAX_ISSUES + 5));
    expect(many.issueCount).toBe(MAX_ISSUES + 5);
    expect(many.issues).toHaveLength(MAX_ISSUES);
  });
});

describe('html-entities encode', () => {
  it('encodes only & < > " \' by default, leaving accents and emoji', async () => {
    expect(await run({ text: `<p class="a">Tom's & José 😀</p>` }, opts())).toBe('&lt;p class=&quot;a&quot;&gt;Tom&apos;s &amp; José 😀&lt;/p&gt;');
    expect(await run({ text: `<'&">` }, opts({ format: 'decimal' }))).toBe('&#60;&#39;&#38;&#34;&#62;');
    expect(await run({ text: `<'&">` }, opts({ format: 'hex' }))).toBe('&#x3C;&#x27;&#x26;&#x22;&#x3E;');
  });

  it('encodes an emoji as one reference, never two surrogates', async () => {
    expect(await run({ text: '😀' }, opts({ format: 'named', scope: 'nonAscii' }))).toBe('&#128512;');
    expect(await run({ text: '😀' }, opts({ format: 'decimal', scope: 'nonAscii' }))).toBe('&#128512;');
    expect(await run({ text: '👍🏽' }, opts({ format: 'hex', scope: 'nonAscii' }))).toBe('&#x1F44D;&#x1F3FD;');
    expect(await run({ text: '𝔸' }, opts({ format: 'named', scope: 'nonAscii' }))).toBe('&Aopf;');
  });

  it('uses HTML5 names, with two-character ones (&nvlt;) where they exist', async () => {
    expect(await run({ text: 'é\u00a0€ <\u20d2' }, opts({ scope: 'nonAscii' }))).toBe('&eacute;&nbsp;&euro; &nvlt;');
  });

  it('leaves ASCII other than the five, and C1 controls (whose references mean Windows-1252 characters), alone', async () => {
    expect(await run({ text: 'a!#$\t\n' }, opts({ format: 'hex', scope: 'nonAscii' }))).toBe('a!#$\t\n');
    for (const format of ['named', 'decimal', 'hex'] as const) expect(await run({ text: '\x80\x96\x9f\xa0' }, opts({ format, scope: 'nonAscii' }))).toBe(`\x80\x96\x9f${format === 'named' ? '&nbsp;' : format === 'hex' ? '&#xA0;' : '&#160;'}`);
  });

  it('refuses an unpaired surrogate with its position', async () => {
    expect(await run({ text: 'ab\n😀c\ud800' }, opts())).toEqual({ kind: 'tool-error', code: 'loneSurrogate', params: { line: 2, column: 3, field: 'text' } });
  });

  it('gives empty for empty', async () => {
    expect(await run({ text: '' }, opts())).toBe('');
    expect(await run({ text: '' }, opts({ mode: 'decode' }))).toEqual({ mode: 'decode', text: '', issues: [], issueCount: 0 });
  });

  it('stays fast on megabytes', async () => {
    const big = 'Café <b>&amp; 😀</b> '.repeat(100_000);
    const t0 = performance.now();
    const encoded = (await encode(big, 'named', 'nonAscii')) as string;
    expect(await text(encoded)).toBe(big);
    expect(performance.now() - t0).toBeLessThan(5000);
  });
});

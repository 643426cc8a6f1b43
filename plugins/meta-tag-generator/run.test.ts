import { describe, expect, it } from 'vitest';
import { Font, FontNames } from '@pdf-lib/standard-fonts';
import { Parser } from 'htmlparser2';
import { toolError } from '@sdk/core';
import { review, type Tag } from './head.ts';
import type { Input, Options } from './manifest.ts';
import { parseHead } from './parse.ts';
import { escapeAttribute, escapeText, normaliseHandle, normaliseLocale, run, tagHtml, type CheckResult, type GenerateResult } from './run.ts';
import { charUnits, textWidth, truncateToWidth, wrapToWidth } from './textWidth.ts';

const EMPTY: Input = { title: '', description: '', url: '', image: '', imageAlt: '', siteName: '', locale: '', twitterSite: '', twitterCreator: '', html: '' };
const GENERATE: Options = { mode: 'generate', index: 'index', follow: 'follow', ogType: 'website', twitterCard: 'summary_large_image' };
const generate = (input: Partial<Input>, options: Partial<Options> = {}) => run({ ...EMPTY, ...input }, { ...GENERATE, ...options });
const check = async (html: string) => (await run({ ...EMPTY, html }, { ...GENERATE, mode: 'check' })) as CheckResult;
const codes = (tags: Tag[]) => review(tags).findings.map((f) => f.code);

describe('escaping', () => {
  it('escapes &, <, > and double quotes in attributes, and leaves apostrophes (values are in double quotes)', () => {
    expect(escapeAttribute(`Tom & Jerry's "Best" <Hits>`)).toBe('Tom &amp; Jerry\'s &quot;Best&quot; &lt;Hits&gt;');
    expect(escapeText(`Tom & Jerry's "Best" <Hits>`)).toBe('Tom &amp; Jerry\'s "Best" &lt;Hits&gt;');
    expect(escapeAttribute('&amp; already')).toBe('&amp;amp; already');
  });
  it('writes each kind of tag as HTML expects it', () => {
    expect(tagHtml({ key: 'title', value: 'A < B & "C"' })).toBe('<title>A &lt; B &amp; "C"</title>');
    expect(tagHtml({ key: 'og:title', value: 'x' })).toBe('<meta property="og:title" content="x">');
    expect(tagHtml({ key: 'twitter:card', value: 'summary' })).toBe('<meta name="twitter:card" content="summary">');
    expect(tagHtml({ key: 'canonical', value: 'https://a.example/?a=1&b=2' })).toBe('<link rel="canonical" href="https://a.example/?a=1&amp;b=2">');
  });
  it('gives back exactly what was typed when a browser-grade parser reads the tags written (htmlparser2, a second reader)', async () => {
    const title = `Tom & Jerry’s "Best" <Hits> </title><script>alert(1)</script>`;
    const description = `Quotes " and ' and &amp; and <b>tags</b>`;
    const r = (await generate({ title, description, url: 'https://example.com/?q=a&b="c"' })) as GenerateResult;
    const found: Record<string, string> = {};
    let inTitle = false;
    const parser = new Parser({
      onopentag(name, a) {
        if (name === 'title') inTitle = true;
        if (name === 'meta') found[a.property ?? a.name ?? ''] = a.content ?? '';
        if (name === 'link') found.canonical = a.href ?? '';
      },
      ontext(t) {
        if (inTitle) found.title = (found.title ?? '') + t;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
      },
    });
    parser.end(r.html);
    expect(found.title).toBe(title);
    expect(found['og:title']).toBe(title);
    expect(found.description).toBe(description);
    expect(found.canonical).toBe('https://example.com/?q=a&b=%22c%22');
    expect(r.html).not.toContain('<script>');
  });
});

describe('text widths (Arial = Helvetica metrics)', () => {
  const helvetica = Font.load(FontNames.Helvetica);
  const helveticaBold = Font.load(FontNames.HelveticaBold);
  it('has every character of Windows-1252 as wide as Adobe’s Helvetica AFM says (pdf-lib’s copy of it)', async () => {
    const { Encodings } = await import('@pdf-lib/standard-fonts');
    const codePoints = [...Array.from({ length: 95 }, (_, i) => 32 + i), ...Array.from({ length: 96 }, (_, i) => 160 + i), 0x20ac, 0x2026, 0x2013, 0x2014, 0x201c, 0x201d, 0x2019, 0x2022, 0x153];
    for (const cp of codePoints) {
      if (cp === 0xad) continue; // the soft hyphen is invisible unless a line breaks there
      const glyph = Encodings.WinAnsi.encodeUnicodeCodePoint(cp).name;
      expect(charUnits(cp), String.fromCodePoint(cp)).toBe(helvetica.getWidthOfGlyph(glyph));
      expect(charUnits(cp, 'bold'), String.fromCodePoint(cp)).toBe(helveticaBold.getWidthOfGlyph(glyph));
    }
  });
  it('measures known texts', () => {
    // H 722 + e 556 + l 222 + l 222 + o 556 = 2278 thousandths of an em: 45.56 px at 20 px.
    expect(textWidth('Hello', 20)).toBeCloseTo(45.56, 10);
    expect(textWidth('WWWWWWWWWW', 20)).toBeCloseTo(188.8, 10);
    expect(textWidth('iiiiiiiiii', 20)).toBeCloseTo(44.4, 10);
    expect(textWidth('Café – 10 €', 14)).toBeCloseTo((722 + 556 + 278 + 556 + 278 + 556 + 278 + 556 + 556 + 278 + 556) * 0.014, 10);
    // Ideographs and emoji are one em wide, combining accents none.
    expect(textWidth('日本', 20)).toBe(40);
    expect(textWidth('e\u0301', 20)).toBeCloseTo(11.12, 10);
  });
});

describe('truncation and wrapping', () => {
  it('keeps a title that fits and cuts one that does not at the last whole word, with " ..."', () => {
    expect(truncateToWidth('Short title', 600, 20)).toEqual({ text: 'Short title', truncated: false });
    // 600 px less " ..." (4 × 278 = 1112 thousandths: 22.24 px) leaves 577.76 px: 30 W of 18.88 px.
    expect(truncateToWidth('W'.repeat(40), 600, 20)).toEqual({ text: `${'W'.repeat(30)} ...`, truncated: true });
    // The same room holds 130 i of 4.44 px: narrow letters fit more than twice the "60 characters".
    expect(truncateToWidth('i'.repeat(200), 600, 20).text).toBe(`${'i'.repeat(130)} ...`);
    // With " free" the title is 594.72 px, and " ..." would take it to 616.96: the cut goes back a word.
    const cut = truncateToWidth('Winter boots, snow boots & hiking boots for women and men – free delivery | Northpeak Outdoor Store', 600, 20);
    expect(cut).toEqual({ text: 'Winter boots, snow boots & hiking boots for women and men – ...', truncated: true });
    expect(textWidth(cut.text, 20)).toBeLessThanOrEqual(600);
  });
  it('wraps a description into lines and cuts the last', () => {
    const r = wrapToWidth('aaa bbb ccc ddd eee', textWidth('aaa bbb', 10), 10, 2);
    expect(r).toEqual({ lines: ['aaa bbb', 'ccc ...'], truncated: true });
    expect(wrapToWidth('one two', 1000, 14, 2)).toEqual({ lines: ['one two'], truncated: false });
    // A word wider than the line is broken inside.
    expect(wrapToWidth('W'.repeat(12), textWidth('WWWWW', 10), 10, 3).lines).toEqual(['WWWWW', 'WWWWW', 'WW']);
  });
});

describe('generate', () => {
  it('writes the tags in order, with X reading Open Graph rather than repeating it', async () => {
    const r = (await generate(
      { title: 'Pour-over at home', description: 'How to brew.', url: 'https://Example.com/a b', image: 'https://cdn.example.com/p.jpg', imageAlt: 'A dripper', siteName: 'Bean', locale: 'en-gb', twitterSite: 'https://x.com/bean', twitterCreator: 'ana' },
      { index: 'noindex', follow: 'nofollow', ogType: 'article', twitterCard: 'summary' },
    )) as GenerateResult;
    expect(r.tags.map((t) => t.key)).toEqual(['title', 'description', 'canonical', 'robots', 'og:type', 'og:url', 'og:title', 'og:description', 'og:image', 'og:image:alt', 'og:site_name', 'og:locale', 'twitter:card', 'twitter:site', 'twitter:creator', 'twitter:image:alt']);
    expect(r.html.split('\n')[2]).toBe('<link rel="canonical" href="https://example.com/a%20b">');
    expect(r.tags.find((t) => t.key === 'robots')?.value).toBe('noindex, nofollow');
    expect(r.tags.find((t) => t.key === 'og:locale')?.value).toBe('en_GB');
    expect(r.tags.find((t) => t.key === 'twitter:site')?.value).toBe('@bean');
    expect(r.tags.find((t) => t.key === 'twitter:creator')?.value).toBe('@ana');
  });
  it('says which field is wrong', async () => {
    expect(await generate({})).toEqual(toolError('titleRequired', { field: 'title' }));
    expect(await generate({ title: 'a', url: 'example.com/page' })).toEqual(toolError('urlInvalid', { field: 'url' }));
    expect(await generate({ title: 'a', url: 'javascript:alert(1)' })).toEqual(toolError('urlInvalid', { field: 'url' }));
    expect(await generate({ title: 'a', image: '/img/a.png' })).toEqual(toolError('imageInvalid', { field: 'image' }));
    expect(await generate({ title: 'a', locale: 'english' })).toEqual(toolError('localeInvalid', { field: 'locale' }));
    expect(await generate({ title: 'a', twitterCreator: '@this_name_is_far_too_long' })).toEqual(toolError('handleInvalid', { field: 'twitterCreator' }));
  });
  it('reads handles and locales as people type them', () => {
    expect(['@ana', 'ana', 'twitter.com/ana', 'https://x.com/@ana/', 'ana x'].map(normaliseHandle)).toEqual(['@ana', '@ana', '@ana', '@ana', null]);
    expect(['en_US', 'en-us', 'DE', 'es-419', ''].map(normaliseLocale)).toEqual(['en_US', 'en_US', 'de', null, null]);
  });
});

describe('review', () => {
  const t = (key: string, value: string): Tag => ({ key, value });
  const base = [
    t('title', 'Pour-over coffee at home: a step-by-step guide'),
    t('description', 'The grind, the water at 94 °C, the 1:16 ratio and a three-minute pour: how to brew pour-over coffee at home.'),
    t('canonical', 'https://a.example/p'),
    t('og:title', 'Pour-over'),
    t('og:type', 'article'),
    t('og:image', 'https://a.example/i.jpg'),
    t('og:url', 'https://a.example/p'),
    t('twitter:card', 'summary_large_image'),
  ];
  it('finds nothing to fix in a complete head', () => {
    expect(codes(base)).toEqual([]);
  });
  it('measures a title in pixels: 45 capitals are too wide though under 60 characters', () => {
    const wide = review([t('title', 'W'.repeat(45))]);
    expect(wide.titleWidth).toBe(850);
    expect(wide.findings[0]).toEqual({ level: 'warning', code: 'titleLong', params: { count: 45, width: 850 } });
    expect(review([t('title', 'i'.repeat(45))]).findings.map((f) => f.code)).not.toContain('titleLong');
  });
  it('says what is missing, doubled or wrong, errors first', () => {
    const r = review([
      t('title', 'Hi'),
      t('canonical', '/p'),
      t('canonical', 'https://a.example/p'),
      t('og:image', 'img/p.png'),
      t('og:locale', 'en-GB'),
      t('twitter:card', 'large'),
      t('twitter:site', 'bean'),
      t('robots', 'NOINDEX'),
      t('og:url', 'https://a.example/q'),
    ]);
    expect(r.findings.map((f) => [f.level, f.code, f.params?.tag ?? ''])).toEqual([
      ['error', 'duplicateCanonical', ''],
      ['error', 'notAbsolute', 'canonical'],
      ['error', 'notAbsolute', 'og:image'],
      ['error', 'twitterCardInvalid', ''],
      ['warning', 'descriptionMissing', ''],
      ['warning', 'noindex', ''],
      ['warning', 'ogMissing', 'og:title'],
      ['warning', 'localeInvalid', ''],
      ['warning', 'handleInvalid', 'twitter:site'],
      ['info', 'titleShort', ''],
      ['info', 'ogMissing', 'og:type'],
    ]);
  });
  it('takes each platform’s fallbacks', () => {
    const p = review([t('title', 'Page'), t('description', 'D'), t('og:title', 'OG'), t('twitter:title', 'TW'), t('og:image', 'https://a.example/i.jpg'), t('og:url', 'https://www.a.example/p'), t('twitter:card', 'summary')]).previews;
    expect(p.search.title).toBe('Page');
    expect(p.facebook.title).toBe('OG');
    expect(p.x).toEqual({ card: 'summary', title: 'TW', description: 'D', url: 'https://www.a.example/p', image: 'https://a.example/i.jpg' });
    expect(p.chat.siteName).toBe('a.example');
  });
});

describe('check', () => {
  // A head as a WordPress theme and an SEO plug-in write it, both adding their tags (lines numbered as in the text).
  const REAL = [
    '<!DOCTYPE html>',
    '<html lang="de-DE">',
    '<HEAD>',
    '<META CHARSET=utf-8>',
    '<title>Kaffee &amp; Kuchen &#8211; Rezepte f&uuml;r jeden Tag</title>',
    '<!-- <meta name="description" content="an old description in a comment"> -->',
    "<meta name='description' content='Rezepte &quot;wie bei Oma&quot; &amp; mehr.' />",
    '<meta name="description" content="Second description added by a plug-in">',
    '<link rel="canonical" href="https://kuchen.example/rezepte/" />',
    '<meta property="og:locale" content="de_DE" />',
    '<meta property="og:type" content="article" />',
    '<meta property="og:title" content="Kaffee &amp; Kuchen" />',
    '<meta property="og:url" content="https://kuchen.example/rezepte/" />',
    '<meta property="og:image" content="/wp-content/uploads/kuchen.jpg" />',
    '<meta property="og:title" content="Rezepte" />',
    '<meta name=twitter:card content=summary_large_image>',
    '<script>var t = "<title>not this</title><meta name=\\"robots\\" content=\\"noindex\\">";</script>',
    '<style>/* <meta name="robots" content="noindex"> */</style>',
    '</head>',
    '<body><svg><title>Warenkorb</title></svg><p>Text</p></body>',
    '</html>',
  ].join('\n');

  it('reads a real-world head: entities decoded, comments, scripts, styles and SVG titles skipped, lines kept', async () => {
    const r = await check(REAL);
    expect(r.lang).toBe('de-DE');
    expect(r.tags).toEqual([
      { key: 'charset', value: 'utf-8', line: 4 },
      { key: 'title', value: 'Kaffee & Kuchen – Rezepte für jeden Tag', line: 5 },
      { key: 'description', value: 'Rezepte "wie bei Oma" & mehr.', line: 7 },
      { key: 'description', value: 'Second description added by a plug-in', line: 8 },
      { key: 'canonical', value: 'https://kuchen.example/rezepte/', line: 9 },
      { key: 'og:locale', value: 'de_DE', line: 10 },
      { key: 'og:type', value: 'article', line: 11 },
      { key: 'og:title', value: 'Kaffee & Kuchen', line: 12 },
      { key: 'og:url', value: 'https://kuchen.example/rezepte/', line: 13 },
      { key: 'og:image', value: '/wp-content/uploads/kuchen.jpg', line: 14 },
      { key: 'og:title', value: 'Rezepte', line: 15 },
      { key: 'twitter:card', value: 'summary_large_image', line: 16 },
    ]);
    expect(r.findings.map((f) => [f.code, f.params?.tag ?? ''])).toEqual([
      ['notAbsolute', 'og:image'],
      ['duplicate', 'description'],
      ['duplicate', 'og:title'],
      ['descriptionShort', ''],
    ]);
    // The tags found, written again: what Copy gives.
    expect(r.html.split('\n')[2]).toBe('<meta name="description" content="Rezepte &quot;wie bei Oma&quot; &amp; mehr.">');
  });
  it('refuses an empty box and a pasted address', async () => {
    expect(await run({ ...EMPTY, html: '  ' }, { ...GENERATE, mode: 'check' })).toEqual(toolError('htmlRequired', { field: 'html' }));
    expect(await run({ ...EMPTY, html: 'https://example.com/page' }, { ...GENERATE, mode: 'check' })).toEqual(toolError('urlPasted', { field: 'html' }));
  });
  it('reports everything missing for text that is not HTML, and never fails on broken HTML', async () => {
    expect((await check('just some words')).tags).toEqual([]);
    const broken = await check('<title>Unclosed <meta name="description" content="x"');
    expect(broken.tags).toEqual([{ key: 'title', value: 'Unclosed <meta name="description" content="x"', line: 1 }]);
  });
  it('reads the head of the tags it generates the same way', async () => {
    const g = (await generate({ title: 'A & B', description: '"Quoted"', url: 'https://a.example/', image: 'https://a.example/i.png' })) as GenerateResult;
    const c = await parseHead(g.html);
    expect(c.tags.map(({ key, value }) => ({ key, value }))).toEqual(g.tags);
  });
});

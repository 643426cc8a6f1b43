import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { asResultView, type ImageBlock, type ResultBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { review, type Tag } from './head.ts';
import { EXAMPLE_OUTPUTS } from './examples.ts';
import { chatPreview, facebookPreview, searchPreview, xPreview } from './previews.ts';
import type { Result } from './run.ts';
import { view } from './view.ts';

const images = (blocks: readonly ResultBlock[]) => blocks.filter((b): b is ImageBlock => b.kind === 'image');
/** Every text drawn in an SVG, as an XML parser reads it back. */
function textsOf(svg: string): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (k === 'text') for (const t of [v].flat()) out.push(typeof t === 'object' ? String((t as Record<string, unknown>)['#text'] ?? '') : String(t));
        else walk(v);
      }
  };
  walk(new XMLParser({ ignoreAttributes: true, trimValues: false, processEntities: true, htmlEntities: false }).parse(svg));
  return out;
}

describe('previews', () => {
  const hostile: Tag[] = [
    { key: 'title', value: 'A <b>bold</b> & "quoted" \'title\' ]]> <script>alert(1)</script> and a tail that goes on well past the six hundred pixels of the box' },
    { key: 'description', value: 'Control \u0001 characters \uFFFF and a lone \uD800 surrogate' },
    { key: 'og:image', value: 'https://cdn.images.example/a.png?x=<1>&y="2"' },
    { key: 'og:site_name', value: '<Site & Co>' },
    { key: 'og:url', value: 'https://www.shop.example/p' },
  ];
  const p = review(hostile).previews;
  const drawings = [searchPreview(p.search), facebookPreview(p.facebook), xPreview(p.x), xPreview({ ...p.x, card: 'summary' }), chatPreview(p.chat)];

  it('are well-formed XML whatever the visitor types, and their texts read back as typed', () => {
    for (const d of drawings) {
      expect(XMLValidator.validate(d.svg), d.svg).toBe(true);
      expect(d.svg).not.toContain('<script');
      expect(d.svg).not.toContain('<b>');
    }
    const search = textsOf(drawings[0]!.svg);
    expect(search[0]).toBe('S'); // the site's first letter, for the icon Google draws
    expect(search[1]).toBe('<Site & Co>');
    const title = hostile[0]!.value;
    expect(search[3]!.endsWith(' ...')).toBe(true);
    expect(title.startsWith(search[3]!.slice(0, -4))).toBe(true);
    expect(search[4]).toBe('Control characters and a lone \uFFFD surrogate');
  });
  it('never load the image: no <image>, no href, the image’s host written in its place', () => {
    for (const d of drawings) {
      expect(d.svg).not.toMatch(/<image|href=|url\((?!#c\))/);
      expect(d.svg).not.toContain('a.png');
    }
    expect(textsOf(facebookPreview(p.facebook).svg)).toContain('cdn.images.example');
    // A relative path, which no platform can load, is written as it is.
    expect(textsOf(facebookPreview({ ...p.facebook, image: '/img/a.png' }).svg)).toContain('/img/a.png');
  });
  it('draw a card without an image when there is none', () => {
    const d = facebookPreview({ ...p.facebook, image: '' });
    expect(d.height).toBeLessThan(120);
    expect(textsOf(d.svg)[0]).toBe('SHOP.EXAMPLE');
  });
});

describe('view', () => {
  it('shows the tags, the findings, the lengths and four previews, in every language', () => {
    const r = EXAMPLE_OUTPUTS.escaping as Result;
    const v = asResultView(view(r));
    expect(v.blocks.map((b) => b.kind)).toEqual(['text', 'table', 'values', 'note', 'image', 'image', 'image', 'image']);
    expect(v.copy).toBe(r.html);
    const table = v.blocks[1] as Extract<ResultBlock, { kind: 'table' }>;
    expect(writer('meta-tag-generator', 'en')(table.rows[0]![1]!)).toBe('The title has 80 characters and is about 715\u00a0px wide: Google cuts titles wider than about 580\u00a0px (usually 50–60 characters).');
    expect(writer('meta-tag-generator', 'de')(table.rows[0]![1]!)).toContain('80 Zeichen');
    expect(writer('meta-tag-generator', 'fr')(table.rows[0]![1]!)).toContain('715\u00a0px');
    const values = v.blocks[2] as Extract<ResultBlock, { kind: 'values' }>;
    expect(writer('meta-tag-generator', 'es')(values.items[0]!.value)).toBe('80 caracteres · 715\u00a0px');
    expect(images(v.blocks).map((b) => writer('meta-tag-generator', 'en')(b.alt))).toEqual([
      'Preview of a Google search result: Tom & Jerry’s "Best" <Hits> – a very long title that goes past what Google shows',
      'Preview of a Facebook or LinkedIn card: Tom & Jerry’s "Best" <Hits> – a very long title that goes past what Google shows',
      'Preview of an X card: Tom & Jerry’s "Best" <Hits> – a very long title that goes past what Google shows',
      'Preview of a link in Slack or Discord: Tom & Jerry’s "Best" <Hits> – a very long title that goes past what Google shows',
    ]);
  });
  it('lists the tags found with their lines on Check', () => {
    const v = asResultView(view(EXAMPLE_OUTPUTS.checkHead as Result));
    expect(v.blocks.map((b) => b.kind).slice(0, 3)).toEqual(['table', 'values', 'table']);
    const tags = v.blocks[2] as Extract<ResultBlock, { kind: 'table' }>;
    const w = writer('meta-tag-generator', 'en');
    expect(tags.rows.slice(0, 3).map((row) => row.map((c) => w(c)))).toEqual([
      ['4', 'charset', 'utf-8'],
      ['5', 'title', 'Winter boots, snow boots & hiking boots for women and men – free delivery | Northpeak Outdoor Store'],
      ['6', 'description', 'Shop winter boots.'],
    ]);
    expect(asResultView(view(EXAMPLE_OUTPUTS.checkGood as Result)).blocks[0]).toEqual({ kind: 'note', text: { t: 'allGood' } });
  });
});

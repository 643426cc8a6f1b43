import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/registry/index.ts';
import { HOME_POPULAR } from '../../src/config.ts';
import { CATEGORY_IDS } from '../../src/sdk/core/categories.ts';
import { CATALOG_PARTS, LANGUAGES, readCatalogPart, readPluginCard, readSearchTexts, readSearchWords } from './plugins.ts';

describe('catalogue parts', () => {
  it('read each meta.ts as the browser does', () => {
    for (const tool of TOOLS) expect(readPluginCard(tool.id), tool.id).toEqual({ category: tool.category, popular: tool.badges?.includes('popular') ?? false });
  });

  it('put every tool in its category part once, and the home and footer tools in the featured part', () => {
    for (const lang of LANGUAGES) {
      const seen = CATEGORY_IDS.flatMap((part) => Object.keys(readCatalogPart(lang, part)));
      expect(seen.sort()).toEqual(TOOLS.map((t) => t.id).sort());
      const featured = Object.keys(readCatalogPart(lang, 'featured'));
      const expected = TOOLS.filter((t) => t.badges?.includes('popular') || (HOME_POPULAR as readonly string[]).includes(t.id)).map((t) => t.id);
      expect(featured.sort()).toEqual(expected.sort());
      expect(featured.length).toBeLessThan(TOOLS.length / 4);
    }
    expect(CATALOG_PARTS).toEqual(['featured', ...CATEGORY_IDS]);
  });

  it('give the search box every tool with a translated name', () => {
    const en = readSearchTexts('en');
    for (const lang of LANGUAGES) {
      const texts = readSearchTexts(lang);
      expect(Object.keys(texts).sort()).toEqual(TOOLS.map((t) => t.id).sort());
      if (lang !== 'en') expect(TOOLS.filter((t) => texts[t.id]!.name === en[t.id]!.name).length).toBeLessThan(TOOLS.length / 3);
    }
  });

  it('give the search the words of every tool in all four languages, folded, each once', () => {
    const words = readSearchWords();
    expect(Object.keys(words).sort()).toEqual(TOOLS.map((t) => t.id).sort());
    const of = (id: string) => words[id]!.split(' ');
    expect(of('compound-interest-calculator')).toEqual(expect.arrayContaining(['compound', 'zinseszins', 'zinseszinsrechner', 'compuesto', 'composes']));
    expect(of('loan-calculator')).toEqual(expect.arrayContaining(['mortgage', 'kreditrechner', 'prestamos', 'pret']));
    for (const id of Object.keys(words)) expect(new Set(of(id)).size, id).toBe(of(id).length);
  });
});

/**
 * The site's terms, per language (locales/glossary.json): a text that uses a word the glossary
 * forbids in its language fails here, with where it is and what to write instead.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../../src/i18n/languages.ts';
import { flatten, type Json } from './localeKeys.ts';
import { ALL_PLUGINS, ONE_TOOL_ONLY, PLUGINS_CHECKED } from '../selection.ts';
import { CATEGORY_IDS } from '../../src/sdk/core/categories.ts';
import { readPluginCard } from '../../scripts/lib/plugins.ts';

interface Term {
  concept: string;
  use: Partial<Record<string, string>>;
  avoid: Partial<Record<string, string[]>>;
  tools?: string[];
  categories?: string[];
  /** Tools the term does not apply to: where the word it forbids is right in their sense. */
  exceptTools?: string[];
  note?: string;
}

const glossary = JSON.parse(readFileSync('locales/glossary.json', 'utf8')) as { terms: Term[] };
const plugins = PLUGINS_CHECKED;
const categoryOf = new Map(plugins.map((id) => [id, readPluginCard(id).category]));

/** Whether a term applies to a text of `tool` (null: the host's): every text, or its tools and categories only. */
function applies(term: Term, tool: string | null): boolean {
  if (tool !== null && term.exceptTools?.includes(tool)) return false;
  if (!term.tools && !term.categories) return true;
  return tool !== null && (!!term.tools?.includes(tool) || !!term.categories?.includes(categoryOf.get(tool)!));
}

/** Every text of a language: the host's files and each plugin's, keyed "file > key". */
function texts(lang: string): { tool: string | null; where: string; text: string }[] {
  const out: { tool: string | null; where: string; text: string }[] = [];
  const add = (tool: string | null, file: string) => {
    for (const [key, value] of flatten(JSON.parse(readFileSync(file, 'utf8')) as Json)) {
      // Search keywords are what people type, not the site's wording.
      if (typeof value === 'string' && key !== 'keywords' && !key.endsWith('.keywords')) out.push({ tool, where: `${file} > ${key}`, text: value });
    }
  };
  // The host's texts are checked in the full pass; `npm run check:tool` checks the tool's own.
  if (!ONE_TOOL_ONLY) for (const file of readdirSync(join('locales', lang))) add(null, join('locales', lang, file));
  for (const id of plugins) add(id, join('plugins', id, 'locales', `${lang}.json`));
  return out;
}

it('has a use for every term it forbids, in that language', () => {
  for (const term of glossary.terms) for (const lang of Object.keys(term.avoid)) expect(term.use[lang], `${term.concept}: what to write in ${lang}`).toBeTruthy();
});

it('limits terms to tools and categories that exist', () => {
  for (const term of glossary.terms) {
    for (const tool of [...(term.tools ?? []), ...(term.exceptTools ?? [])]) expect(ALL_PLUGINS, `${term.concept}: tools`).toContain(tool);
    for (const category of term.categories ?? []) expect(CATEGORY_IDS, `${term.concept}: categories`).toContain(category);
  }
});

describe.each(LANG_CODES)('%s texts', (lang) => {
  const all = texts(lang);
  it.each(glossary.terms.filter((t) => t.avoid[lang]?.length).map((t) => [t.concept, t] as const))('follow the glossary: %s', (_, term) => {
    const patterns = term.avoid[lang]!.map((p) => new RegExp(p, 'iu'));
    const found = all
      .filter((t) => applies(term, t.tool))
      .flatMap((t) => patterns.filter((p) => p.test(t.text)).map((p) => `${t.where}: "${t.text.match(p)?.[0]}" (write "${term.use[lang]}")`));
    expect(found).toEqual([]);
  });
});

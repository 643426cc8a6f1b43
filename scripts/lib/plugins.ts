/**
 * Finds plugins on the file system, the way the registry finds them with import.meta.glob:
 * used by build scripts and the Vite catalog plugin (never by the browser).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const PLUGINS_DIR = join(ROOT, 'plugins');
export { LANG_CODES as LANGUAGES } from '../../src/i18n/languages.ts';
import { LANG_CODES } from '../../src/i18n/languages.ts';
import { CATEGORY_IDS, type CategoryId } from '../../src/sdk/core/categories.ts';
import { HOME_POPULAR } from '../../src/config.ts';
import { searchWords } from '../../src/app/search/words.ts';

/** Plugin folders: every folder of plugins/ with a meta.ts, except those starting with _ or . */
export function pluginIds(): string[] {
  return readdirSync(PLUGINS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !/^[_.]/.test(d.name) && existsSync(join(PLUGINS_DIR, d.name, 'meta.ts')))
    .map((d) => d.name)
    .sort();
}

export function pluginLocalePath(id: string, lang: string): string {
  return join(PLUGINS_DIR, id, 'locales', `${lang}.json`);
}

export interface CatalogText {
  name: string;
  description: string;
}

function readLocale(id: string, lang: string): { name?: string; description?: string; keywords?: string } | undefined {
  const path = pluginLocalePath(id, lang);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { name?: string; description?: string; keywords?: string }) : undefined;
}

/** What a plugin's meta.ts says of its card, read as text (the browser imports it; scripts need only these two). */
export function readPluginCard(id: string): { category: string; popular: boolean } {
  const source = readFileSync(join(PLUGINS_DIR, id, 'meta.ts'), 'utf8');
  const category = /\bcategory:\s*'([a-z-]+)'/.exec(source)?.[1];
  if (!category) throw new Error(`plugins/${id}/meta.ts: no category: '…' found`);
  const badges = /\bbadges:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return { category, popular: badges.includes("'popular'") };
}

/**
 * The parts the card texts are split into, so that a page loads only the cards it draws: the
 * featured tools (the home page's and the footer's) and one part per category.
 */
export type CatalogPart = 'featured' | CategoryId;
export const CATALOG_PARTS: readonly CatalogPart[] = ['featured', ...CATEGORY_IDS];

function inPart(id: string, part: CatalogPart): boolean {
  const card = readPluginCard(id);
  return part === 'featured' ? card.popular || (HOME_POPULAR as readonly string[]).includes(id) : card.category === part;
}

/** The card texts (name, description) of the plugins in one part, in one language. */
export function readCatalogPart(lang: string, part: CatalogPart): Record<string, CatalogText> {
  const out: Record<string, CatalogText> = {};
  for (const id of pluginIds()) {
    if (!inPart(id, part)) continue;
    const locale = readLocale(id, lang);
    if (locale) out[id] = { name: locale.name ?? id, description: locale.description ?? '' };
  }
  return out;
}

/** What the search box needs of every plugin in one language (name and keywords): loaded when it is first used. */
export function readSearchTexts(lang: string): Record<string, { name: string; keywords: string }> {
  const out: Record<string, { name: string; keywords: string }> = {};
  for (const id of pluginIds()) {
    const locale = readLocale(id, lang);
    if (locale) out[id] = { name: locale.name ?? id, keywords: locale.keywords ?? '' };
  }
  return out;
}

/**
 * Every plugin's words of its names and keywords in all languages, folded, each once, space-separated
 * ("loan calculator mortgage … kreditrechner … pret …"): the search box finds a tool by a word of any
 * language, or misspelt. One module for every page, loaded when a search begins.
 */
export function readSearchWords(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of pluginIds()) {
    const texts = LANG_CODES.map((lang) => readLocale(id, lang)).map((locale) => `${locale?.name ?? ''} ${locale?.keywords ?? ''}`);
    out[id] = searchWords(texts.join(' ')).join(' ');
  }
  return out;
}

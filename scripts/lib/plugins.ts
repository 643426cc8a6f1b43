/**
 * Finds plugins on the file system, the way the registry finds them with import.meta.glob:
 * used by build scripts and the Vite catalog plugin (never by the browser).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const PLUGINS_DIR = join(ROOT, 'plugins');
export { LANG_CODES as LANGUAGES } from '../../src/i18n/languages.ts';

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

/** The card texts of every plugin in one language (the rest of a locale stays on the tool page). */
export function readCatalogTexts(lang: string): Record<string, CatalogText> {
  const out: Record<string, CatalogText> = {};
  for (const id of pluginIds()) {
    const locale = readLocale(id, lang);
    if (locale) out[id] = { name: locale.name ?? id, description: locale.description ?? '' };
  }
  return out;
}

/** The search keywords of every plugin in one language: loaded only when a search box is first used. */
export function readSearchKeywords(lang: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of pluginIds()) {
    const locale = readLocale(id, lang);
    if (locale?.keywords) out[id] = locale.keywords;
  }
  return out;
}

/**
 * Vite plugin, the tools' texts read from the plugins' locale files in small chunks per language:
 * `virtual:tool-catalog/<lang>/<part>` the card texts (name, description) of the featured tools or
 * of one category, so a page loads only the cards it draws and the home page does not grow with the
 * catalogue; `virtual:tool-catalog` the loaders of those parts; `virtual:tool-search/<lang>` every
 * tool's name and keywords, and `virtual:tool-words` every tool's words in all languages, loaded when a
 * search box is first used.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CATALOG_PARTS, LANGUAGES, PLUGINS_DIR, ROOT, pluginIds, pluginLocalePath, readCatalogPart, readSearchTexts, readSearchWords, type CatalogPart } from './plugins.ts';

const PARTS = 'virtual:tool-parts';

/**
 * `virtual:tool-parts` maps each tool id to `virtual:tool-parts/<id>`, a small module of loaders for
 * that tool's own files (manifest, view, Output, Panel, texts, option validator). A tool page thus
 * downloads one entry per tool plus its own loaders, not the loaders of every file of every tool.
 */
function partsIndex(): string {
  return `export default {\n${pluginIds()
    .map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`${PARTS}/${id}`)}),`)
    .join('\n')}\n};`;
}

function toolParts(id: string): string {
  const dir = join(PLUGINS_DIR, id);
  const load = (file: string, name: string) => `() => import(${JSON.stringify(file)}).then((m) => m.${name})`;
  const optional = (file: string, name: string) => (existsSync(join(dir, file)) ? load(join(dir, file), name) : 'undefined');
  return [
    `export const manifest = ${load(join(dir, 'manifest.ts'), 'manifest')};`,
    `export const view = ${optional('view.ts', 'view')};`,
    // run() here, not in one map of every tool's run() on every page: that map and its chunks' lists grew with the catalogue.
    `export const run = ${optional('run.ts', 'run')};`,
    `export const Output = ${optional('Output.tsx', 'default')};`,
    `export const Panel = ${optional('Panel.tsx', 'default')};`,
    `export const validator = ${load(join(ROOT, 'src/generated/validators', `${id}.js`), 'default')};`,
    `export const locales = {${LANGUAGES.map((lang) => `${lang}: ${load(pluginLocalePath(id, lang), 'default')}`).join(', ')}};`,
  ].join('\n');
}

const CATALOG = 'virtual:tool-catalog';
const SEARCH = 'virtual:tool-search/';
const WORDS = 'virtual:tool-words';

function catalogIndex(): string {
  const parts = (lang: string) => CATALOG_PARTS.map((part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(`${CATALOG}/${lang}/${part}`)})`).join(', ');
  return `export default {\n${LANGUAGES.map((lang) => `  ${lang}: { ${parts(lang)} },`).join('\n')}\n};`;
}

/** `<lang>/<part>` of a catalogue part's module id, if it is one. */
function catalogPartOf(rest: string): { lang: string; part: CatalogPart } | undefined {
  const [lang, part, extra] = rest.split('/');
  return extra === undefined && (LANGUAGES as readonly string[]).includes(lang!) && (CATALOG_PARTS as readonly string[]).includes(part!) ? { lang: lang!, part: part as CatalogPart } : undefined;
}

function isOurs(id: string): boolean {
  if (id === PARTS || id === CATALOG || id === WORDS) return true;
  if (id.startsWith(`${PARTS}/`)) return pluginIds().includes(id.slice(PARTS.length + 1));
  if (id.startsWith(`${CATALOG}/`)) return catalogPartOf(id.slice(CATALOG.length + 1)) !== undefined;
  if (id.startsWith(SEARCH)) return (LANGUAGES as readonly string[]).includes(id.slice(SEARCH.length));
  return false;
}

export function toolCatalog(): Plugin {
  const watchLocales = (ctx: { addWatchFile(path: string): void }, lang: string) => {
    for (const pluginId of pluginIds()) {
      const path = pluginLocalePath(pluginId, lang);
      if (existsSync(path)) ctx.addWatchFile(path);
    }
  };
  return {
    name: 'tool-catalog',
    resolveId(id) {
      return isOurs(id) ? '\0' + id : null;
    },
    load(resolved) {
      if (!resolved.startsWith('\0')) return null;
      const id = resolved.slice(1);
      if (id === PARTS) return partsIndex();
      if (id.startsWith(`${PARTS}/`)) return toolParts(id.slice(PARTS.length + 1));
      if (id === CATALOG) return catalogIndex();
      if (id.startsWith(`${CATALOG}/`)) {
        const { lang, part } = catalogPartOf(id.slice(CATALOG.length + 1))!;
        watchLocales(this, lang);
        return `export default ${JSON.stringify(readCatalogPart(lang, part))};`;
      }
      if (id === WORDS) {
        for (const lang of LANGUAGES) watchLocales(this, lang);
        return `export default ${JSON.stringify(readSearchWords())};`;
      }
      if (id.startsWith(SEARCH)) {
        const lang = id.slice(SEARCH.length);
        watchLocales(this, lang);
        return `export default ${JSON.stringify(readSearchTexts(lang))};`;
      }
      return null;
    },
    handleHotUpdate(ctx) {
      if (ctx.file.startsWith(PLUGINS_DIR) && /\/locales\/\w+\.json$/.test(ctx.file)) {
        for (const mod of ctx.server.moduleGraph.idToModuleMap.values())
          if (mod.id?.startsWith(`\0${CATALOG}/`) || mod.id?.startsWith(`\0${SEARCH}`) || mod.id === `\0${WORDS}`) ctx.server.moduleGraph.invalidateModule(mod);
        ctx.server.ws.send({ type: 'full-reload' });
      }
    },
  };
}

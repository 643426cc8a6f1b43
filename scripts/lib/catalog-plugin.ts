/**
 * Vite plugin: `virtual:tool-catalog/<lang>` is the name and description of every tool in one
 * language, read from the plugins' locale files; `virtual:tool-keywords/<lang>` their search
 * keywords, loaded when a search box is first used. Each is its own small chunk per language.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES, PLUGINS_DIR, ROOT, pluginIds, pluginLocalePath, readCatalogTexts, readSearchKeywords } from './plugins.ts';

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
    `export const Output = ${optional('Output.tsx', 'default')};`,
    `export const Panel = ${optional('Panel.tsx', 'default')};`,
    `export const validator = ${load(join(ROOT, 'src/generated/validators', `${id}.js`), 'default')};`,
    `export const locales = {${LANGUAGES.map((lang) => `${lang}: ${load(pluginLocalePath(id, lang), 'default')}`).join(', ')}};`,
  ].join('\n');
}

const MODULES = {
  'virtual:tool-catalog/': readCatalogTexts,
  'virtual:tool-keywords/': readSearchKeywords,
} as const;
type Prefix = keyof typeof MODULES;
const PREFIXES = Object.keys(MODULES) as Prefix[];

export function toolCatalog(): Plugin {
  return {
    name: 'tool-catalog',
    resolveId(id) {
      if (id === PARTS || (id.startsWith(`${PARTS}/`) && pluginIds().includes(id.slice(PARTS.length + 1)))) return '\0' + id;
      const prefix = PREFIXES.find((p) => id.startsWith(p));
      return prefix && (LANGUAGES as readonly string[]).includes(id.slice(prefix.length)) ? '\0' + id : null;
    },
    load(id) {
      if (id === '\0' + PARTS) return partsIndex();
      if (id.startsWith(`\0${PARTS}/`)) return toolParts(id.slice(PARTS.length + 2));
      const prefix = PREFIXES.find((p) => id.startsWith('\0' + p));
      if (!prefix) return null;
      const lang = id.slice(prefix.length + 1);
      for (const pluginId of pluginIds()) {
        const path = pluginLocalePath(pluginId, lang);
        if (existsSync(path)) this.addWatchFile(path);
      }
      return `export default ${JSON.stringify(MODULES[prefix](lang))};`;
    },
    handleHotUpdate(ctx) {
      if (ctx.file.startsWith(PLUGINS_DIR) && /\/locales\/\w+\.json$/.test(ctx.file)) {
        for (const prefix of PREFIXES)
          for (const lang of LANGUAGES) {
            const mod = ctx.server.moduleGraph.getModuleById('\0' + prefix + lang);
            if (mod) ctx.server.moduleGraph.invalidateModule(mod);
          }
        ctx.server.ws.send({ type: 'full-reload' });
      }
    },
  };
}

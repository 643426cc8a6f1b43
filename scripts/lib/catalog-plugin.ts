/**
 * Vite plugin: `virtual:tool-catalog/<lang>` is the name, description and keywords of every
 * tool in one language, read from the plugins' locale files. Each language is its own small
 * chunk, so a page loads the texts of its language only and none of the tool pages' texts.
 */
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LANGUAGES, PLUGINS_DIR, pluginIds, pluginLocalePath, readCatalogTexts } from './plugins.ts';

const PREFIX = 'virtual:tool-catalog/';
const RESOLVED = '\0' + PREFIX;

export function toolCatalog(): Plugin {
  return {
    name: 'tool-catalog',
    resolveId(id) {
      if (id.startsWith(PREFIX) && (LANGUAGES as readonly string[]).includes(id.slice(PREFIX.length))) return RESOLVED + id.slice(PREFIX.length);
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const lang = id.slice(RESOLVED.length);
      for (const pluginId of pluginIds()) {
        const path = pluginLocalePath(pluginId, lang);
        if (existsSync(path)) this.addWatchFile(path);
      }
      return `export default ${JSON.stringify(readCatalogTexts(lang))};`;
    },
    handleHotUpdate(ctx) {
      if (ctx.file.startsWith(PLUGINS_DIR) && /\/locales\/\w+\.json$/.test(ctx.file)) {
        for (const lang of LANGUAGES) {
          const mod = ctx.server.moduleGraph.getModuleById(RESOLVED + lang);
          if (mod) ctx.server.moduleGraph.invalidateModule(mod);
        }
        ctx.server.ws.send({ type: 'full-reload' });
      }
    },
  };
}

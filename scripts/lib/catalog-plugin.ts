/**
 * Vite plugin: `virtual:tool-catalog/<lang>` is the name and description of every tool in one
 * language, read from the plugins' locale files; `virtual:tool-keywords/<lang>` their search
 * keywords, loaded when a search box is first used. Each is its own small chunk per language.
 */
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LANGUAGES, PLUGINS_DIR, pluginIds, pluginLocalePath, readCatalogTexts, readSearchKeywords } from './plugins.ts';

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
      const prefix = PREFIXES.find((p) => id.startsWith(p));
      return prefix && (LANGUAGES as readonly string[]).includes(id.slice(prefix.length)) ? '\0' + id : null;
    },
    load(id) {
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

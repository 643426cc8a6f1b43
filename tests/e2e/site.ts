/** The site's pages, read from the plugin folders as the registry reads them (for loops in e2e tests). */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_IDS } from '../../src/sdk/core/categories.ts';
import { LANG_CODES } from '../../src/i18n/languages.ts';
import type { ToolMeta } from '../../src/sdk/core/tool.ts';

export const LANGS = LANG_CODES;
export const CATEGORIES = CATEGORY_IDS;
export { INFO_PAGES } from '../../src/app/infoPages.ts';
import { INFO_PAGES } from '../../src/app/infoPages.ts';

export interface ToolInfo {
  id: string;
  category: string;
  /** A server tool (it has a server.ts): its page talks to the API server; every other tool never sends anything. */
  network: boolean;
  /** A bespoke Panel.tsx draws the page body (its own e2e test covers it). */
  panel: boolean;
  /** An Output.tsx draws the result instead of the host's blocks. */
  output: boolean;
  /**
   * The page has colours of its own: a panel, an Output.tsx or the plugin's styles.css. Every other tool page
   * is drawn by the host's fields and result blocks alone, whose colours kinds.spec.ts checks kind by kind
   * in both themes.
   */
  ownColours: boolean;
  /** It runs WebAssembly: its pages and worker may compile it, no other (src/security/csp.ts). */
  wasm: boolean;
}

const PLUGINS = join(process.cwd(), 'plugins');

const ids = readdirSync(PLUGINS, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !/^[_.]/.test(d.name) && existsSync(join(PLUGINS, d.name, 'meta.ts')))
  .map((d) => d.name)
  .sort();

export const TOOLS: ToolInfo[] = await Promise.all(
  ids.map(async (id) => {
    const { meta } = (await import(join(PLUGINS, id, 'meta.ts'))) as { meta: ToolMeta };
    return {
      id,
      category: meta.category,
      network: existsSync(join(PLUGINS, id, 'server.ts')),
      panel: existsSync(join(PLUGINS, id, 'Panel.tsx')),
      output: existsSync(join(PLUGINS, id, 'Output.tsx')),
      ownColours: ['Panel.tsx', 'Output.tsx', 'styles.css'].some((file) => existsSync(join(PLUGINS, id, file))),
      wasm: meta.wasm === true,
    };
  }),
);

/** Every language-less path of the site. */
export const SITE_PATHS: string[] = ['', ...CATEGORIES.map((c) => `/${c}`), ...INFO_PAGES.map((p) => `/${p}`), ...TOOLS.map((t) => `/${t.category}/${t.id}`)];

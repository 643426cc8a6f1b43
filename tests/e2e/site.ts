/** The site's pages, read from the plugin folders as the registry reads them (for loops in e2e tests). */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export const LANGS = ['en', 'es', 'de', 'fr'] as const;
export const CATEGORIES = ['text-tools', 'developer-tools', 'calculators', 'time-date-tools', 'network-tools', 'miscellaneous'] as const;
export const INFO_PAGES = ['about', 'privacy', 'terms', 'contact', 'all-tools', 'sitemap'] as const;

export interface ToolInfo {
  id: string;
  category: string;
  /** Client-side tools never talk to a server; network tools (a later issue) do. */
  network: boolean;
}

const PLUGINS = join(process.cwd(), 'plugins');

export const TOOLS: ToolInfo[] = readdirSync(PLUGINS, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !/^[_.]/.test(d.name) && existsSync(join(PLUGINS, d.name, 'meta.ts')))
  .map((d) => {
    const source = readFileSync(join(PLUGINS, d.name, 'meta.ts'), 'utf8');
    const category = /category:\s*'([^']+)'/.exec(source)?.[1];
    if (!category) throw new Error(`No category in plugins/${d.name}/meta.ts`);
    return { id: d.name, category, network: category === 'network-tools' };
  });

/** Every language-less path of the site. */
export const SITE_PATHS: string[] = ['', ...CATEGORIES.map((c) => `/${c}`), ...INFO_PAGES.map((p) => `/${p}`), ...TOOLS.map((t) => `/${t.category}/${t.id}`)];

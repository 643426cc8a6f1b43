import { CATEGORY_IDS, TOOLS } from '../registry/index.ts';
import { INFO_PAGES } from './paths.ts';

/** Every page of the site without its language prefix: what is prerendered and listed in sitemap.xml. */
export const SITE_PATHS: readonly string[] = [
  '',
  ...CATEGORY_IDS.map((c) => `/${c}`),
  ...INFO_PAGES.map((p) => `/${p}`),
  ...TOOLS.map((t) => `/${t.category}/${t.id}`),
];

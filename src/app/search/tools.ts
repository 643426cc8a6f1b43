/**
 * The tools as the site's search ranks them (ranking.ts): the page language's names and keywords, every
 * tool's words in all languages, and the ranking with Fuse.js, loaded once per language when a visitor
 * first searches (the header's box, the all-tools filter), never with the page.
 */
import { TOOLS, toolPath } from '../../registry/index.ts';
import { loadSearchTexts, loadSearchWords, type SearchTexts, type SearchWords } from '../../registry/catalog.ts';
import type { Lang } from '../../i18n/languages.ts';
import type { RankedEntry } from './ranking.ts';

export interface ToolSearch {
  texts: SearchTexts;
  words: SearchWords;
  ranking: typeof import('./ranking.ts');
}

export type ToolEntry = RankedEntry & { category: string; href: string };

const loads = new Map<Lang, Promise<ToolSearch>>();

export function loadToolSearch(lang: Lang): Promise<ToolSearch> {
  let load = loads.get(lang);
  if (!load) {
    load = Promise.all([loadSearchTexts(lang), loadSearchWords(), import('./ranking.ts')]).then(([texts, words, ranking]) => ({ texts, words, ranking }));
    loads.set(lang, load);
  }
  return load;
}

/** Every tool as a search entry, named in the page's language; `picked` (favourites, recents) rank first on a tie. */
export function toolEntries({ texts, words }: ToolSearch, lang: Lang, picked: (id: string) => boolean = () => false): ToolEntry[] {
  return TOOLS.map((tool) => {
    const text = texts[tool.id];
    return {
      key: tool.id,
      label: text?.name ?? tool.id,
      keywords: text?.keywords ?? '',
      words: words[tool.id] ?? '',
      picked: picked(tool.id),
      category: tool.category,
      href: toolPath(lang, tool),
    };
  });
}

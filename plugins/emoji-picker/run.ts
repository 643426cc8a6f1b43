/**
 * A search's first results, each in every form the picker copies: what the examples, the contract tests
 * and the terminal check (`toolbench emoji-picker --query Daumen --lang de --tone medium`). The page's
 * panel searches with the same functions (emoji.ts) as the visitor types.
 */
import { toolError, type ToolError } from '@sdk/core';
import { asLang, loadEntries, loadShortcodes } from './data.ts';
import { codePoints, fold, htmlEntity, search, shortcodeOf, withTone } from './emoji.ts';
import type { Input, Options } from './manifest.ts';

/** How many results run() lists (the panel shows them all). */
export const FIRST_RESULTS = 5;

export interface Found {
  emoji: string;
  name: string;
  codePoints: string;
  html: string;
  shortcode: string;
}
export interface SearchResult {
  total: number;
  first: Found[];
}

export async function run({ query, language }: Input, { tone }: Options): Promise<SearchResult | ToolError> {
  if (!fold(query)) return toolError('emptyQuery', { field: 'query' });
  const [entries, shortcodes] = await Promise.all([loadEntries(asLang(language)), loadShortcodes()]);
  const found = search(entries, query, shortcodes);
  return {
    total: found.length,
    first: found.slice(0, FIRST_RESULTS).map((e) => {
      const emoji = withTone(e, tone);
      return { emoji, name: e.name, codePoints: codePoints(emoji), html: htmlEntity(emoji), shortcode: shortcodeOf(shortcodes, e.char) };
    }),
  };
}

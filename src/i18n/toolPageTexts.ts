/**
 * The host's texts that only tool pages use (a run's errors, field and syntax errors, the page's headings
 * and notices, file fields, tables, sizes) live in locales/<lng>/toolPage.json, so the home page does not
 * carry them. A tool page merges them into the
 * `common` namespace, where every lookup expects them (`common:fieldErrors.…`); Node readers (the
 * terminal, tests) merge them the same way with this function.
 */
type Json = { readonly [key: string]: unknown };

/** common.json with toolPage.json merged in, key by key (neither file overrides the other: their keys differ). */
export function withToolPageTexts(common: Json, toolPage: Json): Json {
  const out: Record<string, unknown> = { ...common };
  for (const [key, value] of Object.entries(toolPage)) {
    const mine = out[key];
    out[key] = mine !== null && typeof mine === 'object' && value !== null && typeof value === 'object' ? withToolPageTexts(mine as Json, value as Json) : value;
  }
  return out;
}

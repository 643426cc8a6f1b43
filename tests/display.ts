/**
 * What a page shows for a tool's result, computed outside the browser: the tool's view.ts, its
 * texts and the host's, and the same displayText the page uses. For unit tests of views and for the
 * end-to-end test that plays every example through the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from '../src/i18n/instance.ts';
import { toolPageCommon } from '../src/i18n/hostTexts.node.ts';
import type { Lang } from '../src/i18n/languages.ts';
import { displayText, type DisplayContext } from '../src/sdk/ui/displayText.ts';

export { MASK_CHAR, maskSecret } from '../src/sdk/ui/displayText.ts';
import type { Display } from '../src/sdk/core/result.ts';

const json = (path: string) => JSON.parse(readFileSync(join(process.cwd(), path), 'utf8')) as Record<string, unknown>;

/** The page's DisplayContext for a tool in a language (at a fixed time for relative values). */
export function displayContext(toolId: string, lang: Lang, now?: number): DisplayContext {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {
    [lang]: { common: toolPageCommon(lang), [toolId]: json(`plugins/${toolId}/locales/${lang}.json`) },
    en: { common: toolPageCommon('en'), [toolId]: json(`plugins/${toolId}/locales/en.json`) },
  };
  const i18n = createInstance(lang, resources);
  const t = i18n.getFixedT(lang, [toolId, 'common']);
  return { lang, now, t: (key, params) => t(key, params) };
}

/** A function that writes Display values as the page does, for a tool in a language (relative times from `now`). */
export function writer(toolId: string, lang: Lang, now?: number): (d: Display | readonly Display[]) => string {
  const ctx = displayContext(toolId, lang, now);
  return (d) => (Array.isArray(d) ? (d as readonly Display[]).map((x) => displayText(x, ctx)).join('') : displayText(d as Display, ctx));
}

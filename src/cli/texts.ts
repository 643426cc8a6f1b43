/**
 * A tool's texts in a language, with the site's own i18next settings (English as the fallback,
 * {name} placeholders, plurals): the help, the messages and the result read as on the page.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ToolError } from '@sdk/core/toolError.ts';
import { errorParams, type DisplayContext } from '@sdk/ui/displayText.ts';
import { createInstance } from '../i18n/instance.ts';
import type { Lang } from '../i18n/languages.ts';
import { pluginLocalePath, ROOT } from '../../scripts/lib/plugins.ts';
import { toolPageCommon } from '../i18n/hostTexts.node.ts';

type Json = Record<string, unknown>;

export interface ToolTexts {
  readonly lang: Lang;
  /** A key of the tool's locale (or "common:…"), or the first of several that exists. */
  t(key: string | readonly string[], params?: Record<string, unknown>): string;
  /** Whether the tool's locale (or the host's, for "common:…") has a key. */
  has(key: string): boolean;
}

const readJson = (path: string): Json => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Json) : {});

/** The texts of tool `id` in `lang`, falling back to English like the page. */
export function toolTexts(id: string, lang: Lang): ToolTexts {
  const resources: Record<string, Record<string, Json>> = { en: { common: toolPageCommon('en', ROOT), [id]: readJson(pluginLocalePath(id, 'en')) } };
  if (lang !== 'en') resources[lang] = { common: toolPageCommon(lang, ROOT), [id]: readJson(pluginLocalePath(id, lang)) };
  const i18n = createInstance(lang, resources);
  const t = i18n.getFixedT(lang, [id, 'common']);
  return {
    lang,
    t: (key, params) => t(key as string | string[], params) as string,
    has: (key) => i18n.exists(key, { ns: [id, 'common'] }),
  };
}

/** A ToolError as the page's error banner says it: the tool's own message, else the host's. */
export function toolErrorText(id: string, texts: ToolTexts, error: ToolError): string {
  return texts.t([`${id}:errors.${error.code}`, `common:errors.${error.code}`, `common:fieldErrors.${error.code}`], errorParams(error.params, texts.lang));
}

/** A field's mistake as the page says it at the field: the field's own wording, the tool's, else the host's. */
export function fieldErrorText(name: string, texts: ToolTexts, error: ToolError): string {
  return texts.t([`fields.${name}.errors.${error.code}`, `errors.${error.code}`, `common:fieldErrors.${error.code}`], errorParams(error.params, texts.lang));
}

/** How the result's values are written: the page's DisplayContext for this tool and language. */
export function displayContext(texts: ToolTexts, now: number): DisplayContext {
  return { lang: texts.lang, now, t: (key, params) => texts.t(key, params) };
}

/**
 * One i18next instance per language, each holding its language and English (the fallback).
 * Per-language instances keep server rendering free of shared mutable state, and switching
 * language is just another provider. Lookup: the language, then English, then the key;
 * placeholders are written {name}.
 */
import type { i18n as I18n } from 'i18next';
import { createInstance } from './instance.ts';
import { DEFAULT_LANG, type Lang } from './languages.ts';

export * from './languages.ts';
export type { I18n };

type Resource = Record<string, unknown>;
const commonLoaders = import.meta.glob<Resource>('/locales/*/common.json', { import: 'default' });
/** Host namespaces that only some pages need (info: the long texts of About, Privacy and Terms). */
const pageLoaders = import.meta.glob<Resource>(['/locales/*/*.json', '!/locales/*/common.json', '!/locales/*/toolPage.json'], { import: 'default' });

const instances = new Map<Lang, Promise<I18n>>();
const settled = new Map<Lang, I18n>();

async function loadCommon(lang: Lang): Promise<Resource> {
  const load = commonLoaders[`/locales/${lang}/common.json`];
  if (!load) throw new Error(`No host locale for ${lang}`);
  return load();
}


/** Loads the host texts of a language (and English) once; resolves to that language's instance. */
export function loadI18n(lang: Lang): Promise<I18n> {
  let pending = instances.get(lang);
  if (!pending) {
    pending = Promise.all([loadCommon(lang), lang === DEFAULT_LANG ? null : loadCommon(DEFAULT_LANG)]).then(([own, en]) =>
    {
      const instance = createInstance(lang, en ? { [lang]: { common: own }, [DEFAULT_LANG]: { common: en } } : { [lang]: { common: own } });
      settled.set(lang, instance);
      return instance;
    });
    instances.set(lang, pending);
  }
  return pending;
}

/** Loads one of the host's page namespaces (locales/<lng>/<ns>.json) into the instance, with English. */
export async function loadHostNamespace(instance: I18n, ns: string): Promise<void> {
  const lang = instance.language as Lang;
  const load = (l: Lang) => {
    const loader = pageLoaders[`/locales/${l}/${ns}.json`];
    return loader ? loader() : Promise.reject(new Error(`No host namespace ${ns} for ${l}`));
  };
  const [own, en] = await Promise.all([load(lang), lang === DEFAULT_LANG ? null : load(DEFAULT_LANG)]);
  addNamespace(instance, ns, own, en ?? own);
}

const toolPageLoaders = import.meta.glob<Resource>('/locales/*/toolPage.json', { import: 'default' });

/** Adds the host's texts that only tool pages use (locales/<lng>/toolPage.json) to the common namespace, once. */
export async function loadToolPageTexts(instance: I18n): Promise<void> {
  const lang = instance.language as Lang;
  // Asked of the language's own texts: English ones (a fallback shared by every instance) do not count.
  if (instance.getResource(lang, 'common', 'fieldErrors.invalidNumber') !== undefined) return;
  const load = (l: Lang) => toolPageLoaders[`/locales/${l}/toolPage.json`]!();
  const [own, en] = await Promise.all([load(lang), lang === DEFAULT_LANG ? null : load(DEFAULT_LANG)]);
  instance.addResourceBundle(lang, 'common', own, true, false);
  if (en) instance.addResourceBundle(DEFAULT_LANG, 'common', en, true, false);
}

/** Adds a namespace (a plugin's texts) in the instance's language and in English. */
export function addNamespace(instance: I18n, ns: string, own: Resource, en: Resource): void {
  const lang = instance.language;
  if (!instance.hasResourceBundle(lang, ns)) instance.addResourceBundle(lang, ns, own, true, false);
  if (lang !== DEFAULT_LANG && !instance.hasResourceBundle(DEFAULT_LANG, ns)) instance.addResourceBundle(DEFAULT_LANG, ns, en, true, false);
}

/** The instance of a language if it has finished loading (for the error screen, which must not wait). */
export function peekI18n(lang: Lang): I18n | undefined {
  return settled.get(lang);
}

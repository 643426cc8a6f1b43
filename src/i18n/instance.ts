/** The site's i18next settings: one instance per language, English as the fallback, {name} placeholders. */
import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANG, type Lang } from './languages.ts';

type Resource = Record<string, unknown>;

/** An i18next instance for a language with the given texts: the site's settings, also used by tests. */
export function createInstance(lang: Lang, resources: Record<string, Record<string, Resource>>): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [lang, DEFAULT_LANG],
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    resources,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    react: { useSuspense: false },
  });
  return instance;
}

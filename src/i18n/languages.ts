/** Supported languages (spec §9): the URL prefix decides a page's language. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
] as const;

export type Lang = (typeof LANGUAGES)[number]['code'];
export const LANG_CODES: readonly Lang[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANG: Lang = 'en';
export const STORAGE_KEY = 'preferred-language';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value);
}

/** Browser-only: stored preference if supported, else the browser language's first part, else English. */
export function detectLanguage(): Lang {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    // Storage can be blocked (private mode, policies): fall through to the browser language.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag?.split('-')[0]?.toLowerCase();
    if (isLang(base)) return base;
  }
  return DEFAULT_LANG;
}

/** Browser-only: remembers an explicit choice; unsupported codes are ignored (returns false). */
export function storeLanguage(code: string): boolean {
  if (!isLang(code)) return false;
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Not persisted, but the URL still carries the choice.
  }
  return true;
}

/** The same path under another language prefix ("/de/about" -> "/fr/about"; "/about" -> "/fr/about"). */
export function withLang(pathname: string, lang: Lang): string {
  const parts = pathname.split('/');
  if (isLang(parts[1])) parts.splice(1, 1);
  const rest = parts.join('/').replace(/^\/+/, '');
  return rest ? `/${lang}/${rest}` : `/${lang}`;
}

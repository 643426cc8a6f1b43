/** The texts of the JSON result views (locales/<lng>/jsonView.json), loaded with them: no other page carries them. */
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { loadHostNamespace } from '../../i18n/index.ts';

const loading = new WeakMap<I18n, Promise<void>>();

/** The `jsonView` texts' t() and a number format, suspending the first time until they are loaded. */
export function useJsonViewTexts() {
  const { i18n } = useTranslation();
  let pending = loading.get(i18n);
  if (!pending) {
    pending = loadHostNamespace(i18n, 'jsonView');
    loading.set(i18n, pending);
  }
  use(pending);
  const { t } = useTranslation('jsonView');
  return { t, numbers: numberFormat(i18n.language) };
}

const formats = new Map<string, Intl.NumberFormat>();
/** Counts written in the page's language (1,234 / 1.234 / 1 234). */
function numberFormat(lang: string): Intl.NumberFormat {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format;
}

/** The texts of the JSON result views (locales/<lng>/jsonView.json), loaded with them: no other page carries them. */
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolHost } from './toolHost.ts';

/** The `jsonView` texts' t() and a number format, suspending until they are loaded (unless they were loaded ahead). */
export function useJsonViewTexts() {
  const { i18n } = useTranslation();
  const { loadTexts } = useToolHost();
  if (!i18n.hasResourceBundle(i18n.language, 'jsonView')) use(loadTexts('jsonView'));
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

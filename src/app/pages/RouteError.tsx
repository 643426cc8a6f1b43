import { isLang, peekI18n, DEFAULT_LANG } from '../../i18n/index.ts';

/** The last resort when a page fails to render: "Unexpected Application Error!" with the message. */
export default function RouteError({ error }: { error: unknown }) {
  const first = typeof window === 'undefined' ? undefined : window.location.pathname.split('/')[1];
  const lang = isLang(first) ? first : DEFAULT_LANG;
  const i18n = peekI18n(lang) ?? peekI18n(DEFAULT_LANG);
  const t = (key: string, fallback: string) => (i18n ? i18n.t(key) : fallback);
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="route-error" lang={i18n ? lang : DEFAULT_LANG}>
      <h1>{t('routeError.title', 'Unexpected Application Error!')}</h1>
      <p>
        <code>{detail}</code>
      </p>
      <a href={`/${lang}`} className="btn">
        {t('notFound.back', 'Back to home')}
      </a>
    </main>
  );
}

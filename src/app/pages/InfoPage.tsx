import { use } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { loadHostNamespace, loadI18n, type Lang } from '../../i18n/index.ts';
import { resource } from '../resource.ts';
import { PageHead } from '../head.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useLang } from '../context.ts';
import { Link } from 'react-router-dom';

/** The date the privacy policy and terms took effect (spec §9). */
export const LEGAL_DATE = '2025-04-15';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** About, Privacy and Terms: headed sections of text from the host locale (pages.<page>.sections). */
export function infoTexts(lang: Lang): Promise<void> {
  return resource(`info:${lang}`, async () => loadHostNamespace(await loadI18n(lang), 'info'));
}

export function InfoPage({ page }: { page: 'about' | 'privacy' | 'terms' }) {
  const lang = useLang();
  use(infoTexts(lang));
  const { t } = useTranslation(['info', 'common']);
  const sections = t(`${page}.sections`, { returnObjects: true }) as Section[];
  const title = t(`common:pages.${page}.title`);
  const dated = page !== 'about';
  return (
    <article className="prose">
      <PageHead title={title} description={t(`${page}.description`)} path={`/${page}`} />
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      {dated && (
        <p className="muted">
          {t('lastUpdated', { date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(LEGAL_DATE)) })}
        </p>
      )}
      <p className="lead">{t(`${page}.intro`)}</p>
      {Array.isArray(sections) &&
        sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      {page === 'about' && (
        <section>
          <h2>{t('about.licences.heading')}</h2>
          <p>
            {/* The tag is <list>, not <link>: the translation parser takes <link> for HTML's empty element. */}
            <Trans t={t} i18nKey="about.licences.text" components={{ list: <Link to={`/${lang}/licences`} /> }} />
          </p>
        </section>
      )}
    </article>
  );
}

export const AboutPage = () => <InfoPage page="about" />;
export const PrivacyPage = () => <InfoPage page="privacy" />;
export const TermsPage = () => <InfoPage page="terms" />;

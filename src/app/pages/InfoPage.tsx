import { useTranslation } from 'react-i18next';
import { PageHead } from '../head.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useLang } from '../context.ts';

/** The date the privacy policy and terms took effect (spec §9). */
export const LEGAL_DATE = '2025-04-15';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** About, Privacy and Terms: headed sections of text from the host locale (pages.<page>.sections). */
export function InfoPage({ page }: { page: 'about' | 'privacy' | 'terms' }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const sections = t(`pages.${page}.sections`, { returnObjects: true }) as Section[];
  const title = t(`pages.${page}.title`);
  const dated = page !== 'about';
  return (
    <article className="prose">
      <PageHead title={title} description={t(`pages.${page}.description`)} path={`/${page}`} />
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      {dated && (
        <p className="muted">
          {t('pages.lastUpdated', { date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(LEGAL_DATE)) })}
        </p>
      )}
      <p className="lead">{t(`pages.${page}.intro`)}</p>
      {Array.isArray(sections) &&
        sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
    </article>
  );
}

export const AboutPage = () => <InfoPage page="about" />;
export const PrivacyPage = () => <InfoPage page="privacy" />;
export const TermsPage = () => <InfoPage page="terms" />;

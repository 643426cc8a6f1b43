/**
 * The licences page: the site's own licence, the data it ships or fetches with its terms and credit lines,
 * the copyleft components accepted after review with where their source is, and every third-party package
 * the build ships (virtual:licences, from package-lock.json at build time: the page is what was built).
 */
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { packages, reviewed } from 'virtual:licences';
import { PageHead } from '../head.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useLang } from '../context.ts';
import { DATA_SOURCES, reviewKey } from './dataSources.ts';
import { infoTexts } from './InfoPage.tsx';
import './licences.css';

const MIT = 'https://opensource.org/license/mit';

export default function LicencesPage() {
  const lang = useLang();
  use(infoTexts(lang));
  const { t } = useTranslation(['info', 'common']);
  const title = t('common:pages.licences.title');
  const count = new Intl.NumberFormat(lang).format(packages.length);
  return (
    <article className="prose licences">
      <PageHead title={title} description={t('licences.description')} path="/licences" />
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{t('licences.intro')}</p>

      <section aria-labelledby="licences-own">
        <h2 id="licences-own">{t('licences.own.heading')}</h2>
        <p>
          {t('licences.own.text')} <a href={MIT}>{t('licences.own.link')}</a>
        </p>
      </section>

      <section aria-labelledby="licences-data">
        <h2 id="licences-data">{t('licences.data.heading')}</h2>
        <p>{t('licences.data.text')}</p>
        <ul className="licence-sources">
          {DATA_SOURCES.map((source) => (
            <li key={source.id}>
              <h3>
                <a href={source.url}>{source.name}</a>
              </h3>
              <p>{t(`licences.sources.${source.id}`)}</p>
              <p>
                {t('licences.data.terms')} <a href={source.terms.url}>{source.terms.name}</a>
              </p>
              {source.attribution && (
                <p>
                  {t('licences.data.attribution')} <q>{source.attribution}</q>
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="licences-copyleft">
        <h2 id="licences-copyleft">{t('licences.copyleft.heading')}</h2>
        <p>{t('licences.copyleft.text')}</p>
        <ul className="licence-sources">
          {packages
            .filter((p) => reviewed.includes(p.name))
            .map((p) => (
              <li key={p.name}>
                <h3>{`${p.name} ${p.version}: ${p.licence}`}</h3>
                <p>{t(`licences.reviewed.${reviewKey(p.name)}`)}</p>
                <p>
                  {t('licences.copyleft.source')} <a href={p.homepage}>{p.homepage}</a>
                </p>
              </li>
            ))}
        </ul>
      </section>

      <section aria-labelledby="licences-software">
        <h2 id="licences-software">{t('licences.software.heading')}</h2>
        <p>{t('licences.software.text', { count: packages.length, formatted: count })}</p>
        <div className="table-wrap" role="region" aria-labelledby="licences-software" tabIndex={0}>
          <table className="licence-table">
            <thead>
              <tr>
                <th scope="col">{t('licences.software.package')}</th>
                <th scope="col">{t('licences.software.version')}</th>
                <th scope="col">{t('licences.software.licence')}</th>
              </tr>
            </thead>
            <tbody>
              {packages.map((p) => (
                <tr key={`${p.name}@${p.version}`}>
                  <td>
                    <a href={p.homepage}>{p.name}</a>
                  </td>
                  <td>{p.version}</td>
                  <td>{p.licence}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </article>
  );
}

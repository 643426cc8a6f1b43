import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, categoryPath, popularTools, toolPath } from '../../registry/index.ts';
import { FOOTER_POPULAR_COUNT, SITE_NAME } from '../../config.ts';
import { useCatalog, useLang } from '../context.ts';
import { Logo } from './Logo.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';

const ABOUT_LINKS = ['about', 'privacy', 'terms', 'contact', 'all-tools', 'recipe', 'offline', 'licences'] as const;
const ABOUT_KEYS: Record<(typeof ABOUT_LINKS)[number], string> = {
  about: 'pages.about.title',
  privacy: 'pages.privacy.title',
  terms: 'pages.terms.title',
  contact: 'pages.contact.title',
  'all-tools': 'pages.allTools.title',
  recipe: 'pages.recipe.title',
  offline: 'pages.offline.title',
  licences: 'pages.licences.title',
};

/** Copyright year: the build's year in static HTML, then the visitor's clock. */
function useYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function Footer() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const catalog = useCatalog();
  const year = useYear();
  const popular = popularTools().slice(0, FOOTER_POPULAR_COUNT);
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div className="footer-about">
          <Link to={`/${lang}`} className="logo-link">
            <Logo />
          </Link>
          <p>{t('footer.description')}</p>
        </div>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories">{t('footer.categories')}</h2>
          <ul>
            {CATEGORIES.map((c) => (
              <li key={c.id}>
                <Link to={categoryPath(lang, c.id)}>{t(`categories.${c.id}.name`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.about')}</h2>
          <ul>
            {ABOUT_LINKS.map((slug) => (
              <li key={slug}>
                <Link to={`/${lang}/${slug}`}>{t(ABOUT_KEYS[slug])}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {popular.length > 0 && (
          <nav aria-labelledby="footer-popular">
            <h2 id="footer-popular">{t('footer.popular')}</h2>
            <ul>
              {popular.map((tool) => (
                <li key={tool.id}>
                  <Link to={toolPath(lang, tool)}>{catalog[tool.id]?.name ?? tool.id}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="footer-bottom">
        <p>
          © <span suppressHydrationWarning>{year}</span> {SITE_NAME}. {t('footer.rights')}
        </p>
        <Link to={`/${lang}/sitemap`}>{t('pages.sitemap.title')}</Link>
        <LanguageSelect />
      </div>
    </footer>
  );
}

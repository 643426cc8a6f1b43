import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { detectLanguage, LANGUAGES, type Lang } from '../../i18n/languages.ts';
import { canonicalPath, isSitePath } from '../paths.ts';
import { LangShell } from '../LangLayout.tsx';
import NotFoundPage from './NotFoundPage.tsx';

/**
 * A path without a language prefix. A page of the site redirects (history replaced) to the
 * same page in the visitor's language: stored choice, else the browser's, else English.
 * Anything else is the 404 page in that language. Without script, language links remain.
 */
export function UnprefixedPath() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [lang, setLang] = useState<Lang | null>(null);
  const known = isSitePath(pathname);
  useEffect(() => {
    const detected = detectLanguage();
    if (known) {
      const path = canonicalPath(pathname);
      void navigate(`/${detected}${path === '/' ? '' : path}${search}${hash}`, { replace: true });
    } else setLang(detected);
  }, [known, pathname, search, hash, navigate]);

  if (lang)
    return (
      <LangShell lang={lang}>
        <NotFoundPage />
      </LangShell>
    );
  const path = canonicalPath(pathname);
  return (
    <nav className="language-choice" aria-label="Language">
      <ul>
        {LANGUAGES.map((l) => (
          <li key={l.code}>
            <a href={`/${l.code}${known && path !== '/' ? path : ''}`} lang={l.code}>
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

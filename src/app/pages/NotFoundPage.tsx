import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../head.tsx';
import { useLang } from '../context.ts';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <div className="not-found">
      <PageHead title={t('notFound.title')} description={t('notFound.message')} path={pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '')} noindex />
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to={`/${lang}`} className="btn btn-primary">
        {t('notFound.back')}
      </Link>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '../context.ts';

export function Breadcrumbs({ items }: { items: { label: string; href?: string }[] }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  return (
    <nav aria-label={t('nav.breadcrumbs')} className="breadcrumbs">
      <ol>
        <li>
          <Link to={`/${lang}`}>{t('nav.home')}</Link>
        </li>
        {items.map((item) => (
          <li key={item.label}>{item.href ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

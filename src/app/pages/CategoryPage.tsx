import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isCategoryId, toolsIn } from '../../registry/index.ts';
import { PageHead } from '../head.tsx';
import { ToolGrid } from '../components/ToolCard.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import NotFoundPage from './NotFoundPage.tsx';
import { CatalogParts } from '../catalog.tsx';

export default function CategoryPage() {
  const { t } = useTranslation('common');
  const { category } = useParams();
  if (!category || !isCategoryId(category)) return <NotFoundPage />;
  const tools = toolsIn(category);
  const name = t(`categories.${category}.name`);
  return (
    <>
      <PageHead title={name} description={t(`categories.${category}.description`)} path={`/${category}`} />
      <Breadcrumbs items={[{ label: name }]} />
      <h1>{name}</h1>
      <p className="lead">{t(`categories.${category}.description`)}</p>
      <p className="muted">{t('category.toolCount', { count: tools.length })}</p>
      {tools.length > 0 ? (
        <CatalogParts parts={[category]}>
          <ToolGrid tools={tools} headingLevel={2} />
        </CatalogParts>
      ) : (<p className="empty-state">{t('category.empty')}</p>
      )}
    </>
  );
}

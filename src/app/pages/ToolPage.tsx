import { use, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { categoryPath, findTool, pickTools } from '../../registry/index.ts';
import { PageHead, pageUrl } from '../head.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Badges, ToolGrid } from '../components/ToolCard.tsx';
import { useLang } from '../context.ts';
import { CatalogParts, partsOf } from '../catalog.tsx';
import { FavouriteButton } from '../components/FavouriteButton.tsx';
import { recordVisit } from '../picks.ts';
import { toolPageResource } from '../tool/loadToolPage.ts';
import { ConnectionNotice } from '../tool/ConnectionNotice.tsx';
import { ToolHostProvider } from '../tool/ToolHostProvider.tsx';
import NotFoundPage from './NotFoundPage.tsx';
import { hydratesApart } from '../components/HydratesApart.tsx';
import '../tool/tool.css';

export default function ToolPage() {
  const { category, toolId } = useParams();
  const tool = findTool(toolId);
  if (!tool || tool.category !== category) return <NotFoundPage />;
  return <ToolPageBody key={tool.id} id={tool.id} />;
}

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function ToolPageBody({ id }: { id: string }) {
  const lang = useLang();
  const bundle = use(toolPageResource(id, lang));
  const { t } = useTranslation([id, 'common']);
  const tool = findTool(id)!;
  // The tool's own card texts come with its page's texts, not from the catalogue.
  const text = { name: t('name'), description: t('description') };
  const related = pickTools(bundle.manifest.related ?? []);
  const categoryName = t(`common:categories.${tool.category}.name`);
  const { Panel, ToolBody } = bundle;
  useEffect(() => recordVisit(id), [id]);
  return (
    <>
      <PageHead
        title={text.name}
        description={text.description}
        keywords={t('keywords')}
        path={`/${tool.category}/${id}`}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'SoftwareApplication',
          name: text.name,
          description: text.description,
          url: pageUrl(lang, `/${tool.category}/${id}`),
          applicationCategory: 'UtilitiesApplication',
          operatingSystem: 'Any',
          inLanguage: lang,
          isAccessibleForFree: true,
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        }}
      />
      <Breadcrumbs items={[{ label: categoryName, href: categoryPath(lang, tool.category) }, { label: text.name }]} />
      <header className="tool-header">
        <span className="card-icon" aria-hidden="true">
          {tool.icon}
        </span>
        <div>
          <h1>
            {text.name} <Badges badges={tool.badges} />
          </h1>
          <p className="lead">{text.description}</p>
        </div>
        <FavouriteButton id={id} name={text.name} />
      </header>
      {bundle.manifest.needsNetwork && <ConnectionNotice />}
      <ToolHostProvider bundle={bundle}>{() => (Panel ? <Panel toolId={id} /> : ToolBody && <ToolBody bundle={bundle} />)}</ToolHostProvider>
      <ToolInfo id={id} />
      {related.length > 0 && (
        <CatalogParts parts={partsOf(related)}>
          <Related id={id} />
        </CatalogParts>
      )}
    </>
  );
}

// The sections under the tool hydrate apart from the page (see HydratesApart): by the tool's id, the one prop
// a part keeps from one drawing of the page to the next.

const ToolInfo = hydratesApart(function ToolInfo({ id }: { id: string }) {
  const { t } = useTranslation([id, 'common']);
  const steps = asList(t('howTo', { returnObjects: true }));
  const features = asList(t('features', { returnObjects: true }));
  return (
    <div className="tool-info">
      {steps.length > 0 && (
        <section aria-labelledby="how-to">
          <h2 id="how-to">{t('common:tool.howTo')}</h2>
          <ol>
            {steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
      )}
      {features.length > 0 && (
        <section aria-labelledby="features">
          <h2 id="features">{t('common:tool.features')}</h2>
          <ul className="feature-list">
            {features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
});

/** The related tools' cards; their texts come from the <CatalogParts> around it, which may load them (outside the part, so the page waits for them as before). */
const Related = hydratesApart(function Related({ id }: { id: string }) {
  const lang = useLang();
  const { t } = useTranslation('common');
  const related = pickTools(use(toolPageResource(id, lang)).manifest.related ?? []);
  return (
    <section aria-labelledby="related">
      <h2 id="related">{t('tool.related')}</h2>
      <ToolGrid tools={related} />
    </section>
  );
});

/** A recipe step that runs in its tool's worker takes the runner from here (src/app/recipe/stepTools.ts). */
export { CANCELLED, WorkerRunner } from '../tool/run/workerRunner.ts';

/**
 * The home page's "Your tools": favourite and recently used tools, stored only in this browser,
 * with export and import of favourites and remembered settings as a JSON file, and one button to
 * forget everything stored. Loaded after hydration only (nothing of it is in the static page): right
 * under the search for a visitor who has some, below the fold when scrolled near for a first visit.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@sdk/ui/download.ts';
import { pickTools } from '../../registry/index.ts';
import { CatalogParts, partsOf } from '../catalog.tsx';
import { ToolGrid } from '../components/ToolCard.tsx';
import { exportPicks, forgetAll, importPicks, parsePicks, usePicks } from '../picks.ts';
import { useLang } from '../context.ts';
import { restoreSavedRecipes, useSavedRecipes } from '../recipe/saved.ts';

type Message = { text: string; error?: boolean };

export default function YourTools() {
  const { t } = useTranslation('common');
  const favouriteIds = usePicks((s) => s.favourites);
  const favourites = pickTools(favouriteIds);
  // A favourite is shown once, among the favourites.
  const recents = pickTools(usePicks((s) => s.recents).filter((id) => !favouriteIds.includes(id)));
  const [message, setMessage] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const forgetButton = useRef<HTMLButtonElement>(null);

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    const picks = parsePicks(await file.text().catch(() => ''));
    if (!picks) {
      setMessage({ text: t('picks.importFailed'), error: true });
      return;
    }
    const counts = importPicks(picks);
    setMessage({ text: `${t('picks.importedFavourites', { count: counts.favourites })} ${t('picks.importedSettings', { count: counts.tools })}` });
  };

  return (
    <section aria-labelledby="your-tools" className="your-tools">
      <h2 id="your-tools">{t('picks.title')}</h2>
      {favourites.length + recents.length === 0 ? (
        <p className="muted">{t('picks.empty')}</p>
      ) : (
        <Suspense fallback={null}>
          <CatalogParts parts={partsOf([...favourites, ...recents])}>
            {favourites.length > 0 && (
              <>
                <h3>{t('picks.favourites')}</h3>
                <ToolGrid tools={favourites} headingLevel={4} />
              </>
            )}
            {recents.length > 0 && (
              <>
                <h3>{t('picks.recents')}</h3>
                <ToolGrid tools={recents} headingLevel={4} />
              </>
            )}
          </CatalogParts>
        </Suspense>
      )}
      <SavedRecipes />
      <div className="your-tools-actions">
        <button type="button" className="btn" onClick={() => downloadFile('toolbench-favourites.json', `${JSON.stringify(exportPicks(), null, 2)}\n`, 'application/json')}>
          {t('picks.export')}
        </button>
        <button type="button" className="btn" onClick={() => fileInput.current?.click()}>
          {t('picks.import')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            void onImport(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {confirming ? (
          <span role="group" aria-label={t('picks.forget')} className="your-tools-actions">
            <span>{t('picks.forgetConfirm')}</span>
            <button
              type="button"
              className="btn btn-danger"
              autoFocus
              onClick={() => {
                forgetAll();
              useSavedRecipes.setState({ recipes: [] });
                setConfirming(false);
                setMessage({ text: t('picks.forgotten') });
              }}
            >
              {t('picks.forgetYes')}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => forgetButton.current?.focus());
              }}
            >
              {t('actions.cancel')}
            </button>
          </span>
        ) : (
          <button ref={forgetButton} type="button" className="btn" onClick={() => setConfirming(true)}>
            {t('picks.forget')}
          </button>
        )}
      </div>
      <p role="status" className={message?.error ? 'field-error' : 'muted'}>
        {message?.text}
      </p>
    </section>
  );
}

/** The recipes saved in this browser (src/app/recipe/saved.ts), each opening the recipe page. */
function SavedRecipes() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const recipes = useSavedRecipes((s) => s.recipes);
  useEffect(restoreSavedRecipes, []);
  if (recipes.length === 0) return null;
  return (
    <>
      <h3>{t('picks.recipes')}</h3>
      <ul className="saved-recipes">
        {recipes.map((r) => (
          <li key={r.name}>
            <Link to={`/${lang}/recipe?saved=${encodeURIComponent(r.name)}`}>{r.name}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

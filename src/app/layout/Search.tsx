import { useId, useMemo, useState } from 'react';
import { keepFocus, useCombobox } from '@sdk/ui/combobox.ts';
import type { ComboboxKeys } from '@sdk/ui/comboboxKeys.ts';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TOOLS } from '../../registry/index.ts';
import { useLang } from '../context.ts';
import type { Lang } from '../../i18n/languages.ts';
import { loadToolSearch, toolEntries, type ToolSearch } from '../search/tools.ts';
import { usePicks } from '../picks.ts';

/** Most results listed. */
const LIMIT = 8;

interface SearchProps {
  /** Called after a result is chosen (closes the mobile search). */
  onDone?: () => void;
  autoFocus?: boolean;
  large?: boolean;
}

interface SearchEngine extends ToolSearch {
  keys: ComboboxKeys;
}
const engines = new Map<Lang, Promise<SearchEngine>>();
/** The tools' search (search/tools.ts) and the combobox's keys load when a search box is first used, never with the page (the list cannot open before). */
function loadSearchEngine(lang: Lang): Promise<SearchEngine> {
  let engine = engines.get(lang);
  if (!engine) {
    engine = Promise.all([loadToolSearch(lang), import('@sdk/ui/comboboxKeys.ts')]).then(([search, k]) => ({ ...search, keys: k.comboboxKeys }));
    engines.set(lang, engine);
  }
  return engine;
}

/** Tool search: the site's combobox (@sdk/ui/combobox.ts) over every tool's names and keywords in every language, listed in the page's. */
export function Search({ onDone, autoFocus, large }: SearchProps) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [engine, setEngine] = useState<SearchEngine | null>(null);

  const favourites = usePicks((s) => s.favourites);
  const recents = usePicks((s) => s.recents);
  const items = useMemo(() => (engine ? toolEntries(engine, lang, (id) => favourites.includes(id) || recents.includes(id)) : []), [lang, engine, favourites, recents]);
  const index = useMemo(() => engine?.ranking.searchIndex(items), [engine, items]);
  const results = useMemo(() => (engine && index ? engine.ranking.rankEntries(query, index, LIMIT) : []), [query, index, engine]);

  function prepare() {
    if (!engine) void loadSearchEngine(lang).then(setEngine);
  }

  // The list opens once the names have loaded (a moment after the first focus), never empty in between.
  const combo = useCombobox({
    id,
    items: results,
    query,
    available: query.trim() !== '' && engine !== null,
    keys: engine?.keys,
    onText: (text) => {
      prepare();
      setQuery(text);
    },
    onChoose: (item) => {
      void navigate(item.href);
      setQuery('');
      onDone?.();
    },
    onClear: () => {
      if (!query) return false;
      setQuery('');
      return true;
    },
  });
  return (
    <div className={`search${large ? ' search-large' : ''}`}>
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {t('search.label')}
      </label>
      <span className="search-icon" aria-hidden="true">
        ⌕
      </span>
      <input
        id={`${id}-input`}
        type="search"
        {...combo.inputProps}
        autoFocus={autoFocus}
        placeholder={t('search.placeholder', { count: TOOLS.length })}
        value={query}
        onFocus={prepare}
      />
      {!large && (
        <kbd className="search-kbd" aria-hidden="true">
          /
        </kbd>
      )}
      <div className="search-dropdown" hidden={!combo.expanded} onMouseDown={keepFocus}>
        <ul {...combo.listProps} aria-label={t('search.results')}>
          {results.map((item, i) => (
            <li key={item.key} {...combo.optionProps(i)}>
              <span className="search-result-name">{item.label}</span>
              <span className="search-result-category">{t(`categories.${item.category}.name`)}</span>
            </li>
          ))}
        </ul>
        {combo.expanded && results.length === 0 && <p className="search-empty">{t('search.noResults', { query: query.trim() })}</p>}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {combo.expanded ? t('palette.count', { count: results.length }) : ''}
      </p>
    </div>
  );
}

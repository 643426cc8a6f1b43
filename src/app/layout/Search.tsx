import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type Fuse from 'fuse.js';
import { TOOLS, toolPath } from '../../registry/index.ts';
import { useLang } from '../context.ts';
import { loadSearchTexts, type SearchTexts } from '../../registry/catalog.ts';
import type { Lang } from '../../i18n/languages.ts';
import { rankEntries, rankingFuseOptions, type RankedEntry } from '../search/ranking.ts';
import { usePicks } from '../picks.ts';

/** Most results listed. */
const LIMIT = 8;

type SearchItem = RankedEntry & { category: string; href: string };

interface SearchProps {
  /** Called after a result is chosen (closes the mobile search). */
  onDone?: () => void;
  autoFocus?: boolean;
  large?: boolean;
}

type FuseCtor = typeof Fuse;
interface SearchEngine {
  Fuse: FuseCtor;
  texts: SearchTexts;
}
const engines = new Map<Lang, Promise<SearchEngine>>();
/** fuse.js and the language's tool names and keywords load when a search box is first used, never with the page. */
function loadSearchEngine(lang: Lang): Promise<SearchEngine> {
  let engine = engines.get(lang);
  if (!engine) {
    engine = Promise.all([import('fuse.js'), loadSearchTexts(lang)]).then(([m, texts]) => ({ Fuse: m.default, texts }));
    engines.set(lang, engine);
  }
  return engine;
}

/** Tool search: a combobox over every tool's translated name and keywords. */
export function Search({ onDone, autoFocus, large }: SearchProps) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [engine, setEngine] = useState<SearchEngine | null>(null);

  const favourites = usePicks((s) => s.favourites);
  const recents = usePicks((s) => s.recents);
  const items: SearchItem[] = useMemo(
    () =>
      engine
        ? TOOLS.map((tool) => {
            const text = engine.texts[tool.id];
            return {
              key: tool.id,
              label: text?.name ?? tool.id,
              englishLabel: '',
              keywords: text?.keywords ?? '',
              picked: favourites.includes(tool.id) || recents.includes(tool.id),
              category: tool.category,
              href: toolPath(lang, tool),
            };
          })
        : [],
    [lang, engine, favourites, recents],
  );
  const fuse = useMemo(() => (engine ? new engine.Fuse(items, rankingFuseOptions) : null), [engine, items]);
  const results = useMemo(() => rankEntries(query, items, fuse, LIMIT), [query, items, fuse]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function prepare() {
    if (!engine) void loadSearchEngine(lang).then(setEngine);
  }

  function choose(item: SearchItem | undefined) {
    if (!item) return;
    void navigate(item.href);
    setQuery('');
    setOpen(false);
    setActive(-1);
    onDone?.();
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (results.length ? (i + 1) % results.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (results.length ? (i <= 0 ? results.length - 1 : i - 1) : -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(results[active] ?? results[0]);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
      } else if (query) setQuery('');
    }
  }

  // The list opens once the names have loaded (a moment after the first focus), never empty in between.
  const showList = open && query.trim() !== '' && engine !== null;
  const activeId = active >= 0 && results[active] ? `${listId}-${active}` : undefined;
  return (
    <div className={`search${large ? ' search-large' : ''}`} ref={rootRef}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        {t('search.label')}
      </label>
      <span className="search-icon" aria-hidden="true">
        ⌕
      </span>
      <input
        id={`${listId}-input`}
        ref={input}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        placeholder={t('search.placeholder', { count: TOOLS.length })}
        value={query}
        onFocus={prepare}
        onChange={(e) => {
          prepare();
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {!large && (
        <kbd className="search-kbd" aria-hidden="true">
          /
        </kbd>
      )}
      <div className="search-dropdown" hidden={!showList}>
        <ul id={listId} role="listbox" aria-label={t('search.results')}>
          {results.map((item, i) => (
            <li
              key={item.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => choose(item)}
              onMouseMove={() => setActive(i)}
            >
              <span className="search-result-name">{item.label}</span>
              <span className="search-result-category">{t(`categories.${item.category}.name`)}</span>
            </li>
          ))}
        </ul>
        {showList && results.length === 0 && <p className="search-empty">{t('search.noResults', { query: query.trim() })}</p>}
      </div>
    </div>
  );
}

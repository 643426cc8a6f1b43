/**
 * The command palette (Ctrl+K, Cmd+K, or "/" outside a text field): every tool, searched in every
 * language and listed in the page's (src/app/search/ranking.ts), favourite and recent tools first, and the actions of the site
 * and of the page in view (language, theme, copy link, clear the tool). A modal dialog driven from
 * the keyboard as the site's combobox (@sdk/ui/combobox.ts, its list always shown); the number of
 * results is announced. Loaded on first use.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { writeClipboard } from '@sdk/ui/clipboard.ts';
import { keepFocus, useCombobox } from '@sdk/ui/combobox.ts';
import { comboboxKeys } from '@sdk/ui/comboboxKeys.ts';
import { notify } from '@sdk/ui/notices.ts';
import { TOOLS, toolPath } from '../../registry/index.ts';
import { loadSearchTexts, loadSearchWords, type SearchTexts, type SearchWords } from '../../registry/catalog.ts';
import { LANGUAGES, storeLanguage, withLang } from '../../i18n/languages.ts';
import { useLang } from '../context.ts';
import { usePicks } from '../picks.ts';
import { usePageCommands } from '../pageCommands.ts';
import { THEME_CHOICES, useTheme } from '../theme.ts';
import { rankEntries, searchIndex, type RankedEntry } from '../search/ranking.ts';
import './palette.css';

interface Loaded {
  texts: SearchTexts;
  words: SearchWords;
}

/** Most entries shown at once. */
const LIMIT = 12;

type Runnable = RankedEntry & { kind: 'tool' | 'action'; hint: string; run: () => void };

export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const favourites = usePicks((s) => s.favourites);
  const recents = usePicks((s) => s.recents);
  const commands = usePageCommands((s) => s.commands);
  const theme = useTheme();

  // Where focus was before the palette opened: given back when it closes on this page (Escape, a click
  // outside, an action such as the theme); a tool opened from it is a new page, which keeps its own.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const before = document.activeElement;
    returnFocus.current = before instanceof HTMLElement && before !== document.body ? before : null;
    dialog.current?.showModal();
  }, []);
  const closed = () => {
    const before = returnFocus.current;
    if (before?.isConnected) before.focus({ preventScroll: true });
    onClose();
  };

  useEffect(() => {
    let current = true;
    void Promise.all([loadSearchTexts(lang), loadSearchWords()]).then(([texts, words]) => current && setLoaded({ texts, words }));
    return () => {
      current = false;
    };
  }, [lang]);

  const entries = useMemo<Runnable[]>(() => {
    if (!loaded) return [];
    const picked = new Set([...favourites, ...recents]);
    const tools: Runnable[] = TOOLS.map((tool) => {
      const text = loaded.texts[tool.id];
      return {
        key: tool.id,
        kind: 'tool',
        label: text?.name ?? tool.id,
        keywords: text?.keywords ?? '',
        words: loaded.words[tool.id] ?? '',
        picked: picked.has(tool.id),
        hint: favourites.includes(tool.id) ? t('picks.favourites') : recents.includes(tool.id) ? t('picks.recents') : t(`categories.${tool.category}.name`),
        run: () => void navigate(toolPath(lang, tool)),
      };
    });
    const action = (key: string, label: string, run: () => void): Runnable => ({ key, kind: 'action', label, keywords: '', words: '', picked: false, hint: t('palette.action'), run });
    const actions: Runnable[] = [
      ...(commands.clear ? [action('clear', t('palette.clear'), commands.clear)] : []),
      action('copy-link', t('actions.copyLink'), () => {
        void writeClipboard(commands.link?.() ?? window.location.href).then((ok) => notify(ok ? 'success' : 'error', t(ok ? 'notices.linkCopied' : 'notices.copyFailed')));
      }),
      ...THEME_CHOICES.filter((c) => c !== theme.choice).map((c) => action(`theme:${c}`, t(`theme.switchTo.${c}`), () => theme.choose(c))),
      ...LANGUAGES.filter((l) => l.code !== lang).map((l) =>
        action(`lang:${l.code}`, t('palette.language', { name: l.name }), () => {
          if (!storeLanguage(l.code)) return;
          document.documentElement.lang = l.code;
          void navigate(withLang(pathname, l.code) + search + hash);
        }),
      ),
    ];
    return [...tools, ...actions];
  }, [loaded, favourites, recents, commands, theme, lang, pathname, search, hash, navigate, t]);

  const index = useMemo(() => searchIndex(entries), [entries]);
  const results = useMemo(() => {
    if (query.trim()) return rankEntries(query, index, LIMIT);
    // Nothing typed: favourite then recent tools, then the actions.
    const byKey = new Map(entries.map((e) => [e.key, e]));
    const picked = [...new Set([...favourites, ...recents])].map((key) => byKey.get(key)).filter((e): e is Runnable => e !== undefined);
    return [...picked, ...entries.filter((e) => e.kind === 'action')].slice(0, LIMIT);
  }, [query, entries, index, favourites, recents]);
  const combo = useCombobox({
    id,
    items: results,
    query,
    inline: true,
    keys: comboboxKeys,
    onText: setQuery,
    onChoose: (entry) => {
      if (entry.kind === 'tool') returnFocus.current = null;
      dialog.current?.close();
      entry.run();
    },
  });

  return (
    <dialog
      ref={dialog}
      className="palette"
      aria-labelledby={`${id}-title`}
      onClose={closed}
      // A click on the backdrop (the dialog element itself, outside its box) closes it.
      onClick={(e) => e.target === dialog.current && dialog.current.close()}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('palette.title')}
      </h2>
      <input className="palette-input" type="text" {...combo.inputProps} aria-label={t('palette.label')} placeholder={t('palette.placeholder')} value={query} />
      <ul {...combo.listProps} aria-label={t('palette.results')} className="palette-list" onMouseDown={keepFocus}>
        {results.map((entry, i) => (
          <li key={entry.key} {...combo.optionProps(i)}>
            <span className="palette-label">{entry.label}</span>
            <span className="palette-hint">{entry.hint}</span>
          </li>
        ))}
      </ul>
      {loaded && query.trim() !== '' && results.length === 0 && <p className="palette-empty">{t('palette.none', { query: query.trim() })}</p>}
      <p className="visually-hidden" aria-live="polite">
        {loaded ? t('palette.count', { count: results.length }) : ''}
      </p>
      <p className="palette-keys" aria-hidden="true">
        {t('palette.keys')}
      </p>
    </dialog>
  );
}

/**
 * The emoji picker. A Panel, not a declared form: a grid of about 1,900 emoji and 90 symbols, drawn group
 * by group (or as search results) so the page stays fast, moved through with the arrow keys (one tab stop
 * per grid, a roving tabindex), copied with a click or Enter, with a skin tone applied to the emoji that
 * take one and a recently used row kept in this browser: nothing a field or a result block can be.
 *
 * The search (a field) and the skin tone (an option) are the host's state, so they are remembered and go
 * in a link. The annotations are in the page's language: its data file (data.ts) loads when the picker is
 * first drawn, and no other language's. Every form an emoji is copied as comes from emoji.ts (pure).
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionBar, CopyButton, notify, Segmented, TextField, useFormat, usePersistentState, useToolHost, writeClipboard, type ToolPanelProps } from '@sdk/ui';
import { asLang, loadEntries, loadShortcodes } from './data.ts';
import { codePoints, entryFor, GROUPS, htmlEntity, indexEntries, isShortcodeQuery, pushRecent, readRecent, search, shortcodeOf, TONES, withTone, type Entry, type Group, type Shortcodes, type Tone } from './emoji.ts';
import type { Options } from './manifest.ts';
import './styles.css';

/** Search results drawn at once: a one-letter search matches most of the list. */
const SHOWN_RESULTS = 240;
const RECENT_MAX = 24;
/** Each group's button shows one of its own. */
const GROUP_ICONS: Record<Group, string> = {
  smileys: '😀',
  people: '👋',
  animals: '🐻',
  food: '🍎',
  travel: '🚗',
  activities: '⚽',
  objects: '💡',
  symbols: '🔣',
  flags: '🏁',
  arrows: '→',
  math: '±',
  currency: '€',
  typography: '¶',
};
const TONE_SAMPLE = { char: '✋', light: '✋🏻' };

interface Item {
  /** What is copied (with the tone applied). */
  text: string;
  entry: Entry;
}

/**
 * One grid of emoji: a single tab stop, arrow keys move by one or by a row (read from the layout, so it
 * follows the width), Home and End, Enter or Space copies.
 */
function EmojiGrid({ label, items, onChoose, nameOf, id }: { label: string; items: readonly Item[]; onChoose: (item: Item) => void; nameOf: (item: Item) => string; id: string }) {
  const [active, setActive] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  const current = Math.min(active, Math.max(0, items.length - 1));
  const onKeyDown = (e: ReactKeyboardEvent) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    if (!buttons.length) return;
    const top = buttons[0]!.offsetTop;
    const perRow = Math.max(1, buttons.findIndex((b) => b.offsetTop !== top) === -1 ? buttons.length : buttons.findIndex((b) => b.offsetTop !== top));
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: perRow, ArrowUp: -perRow };
    let next: number;
    if (e.key in moves) next = current + moves[e.key]!;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = buttons.length - 1;
    else return;
    e.preventDefault();
    next = Math.max(0, Math.min(buttons.length - 1, next));
    setActive(next);
    buttons[next]!.focus();
  };
  return (
    <div ref={ref} id={id} className="emoji-picker-grid" role="group" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item, i) => {
        const name = nameOf(item);
        return (
          <button key={`${item.text}-${i}`} type="button" className="emoji-picker-cell" tabIndex={i === current ? 0 : -1} aria-label={name} title={name} onFocus={() => setActive(i)} onClick={() => onChoose(item)}>
            <span aria-hidden="true">{item.text}</span>
          </button>
        );
      })}
    </div>
  );
}

export default function Panel({ toolId }: ToolPanelProps) {
  const { t, i18n } = useTranslation([toolId, 'common']);
  const host = useToolHost();
  const options = host.options as Options;
  const tone = (TONES as readonly string[]).includes(options.tone) ? options.tone : 'none';
  const query = String(host.values.query ?? '');
  const lang = asLang(i18n.language);
  const numbers = useFormat().numberFormat();

  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadEntries(lang).then(
      (list) => live && setEntries(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [lang, attempt]);

  const [group, setGroup] = useState<Group>('smileys');
  const [storedRecent, setStoredRecent] = usePersistentState<unknown>(toolId, 'recent', []);
  const recent = readRecent(storedRecent, RECENT_MAX);
  const [chosen, setChosen] = useState<Item | null>(null);

  // The shortcodes (the same in every language) load once an emoji is chosen or a shortcode searched for.
  const [shortcodes, setShortcodes] = useState<Shortcodes | undefined>(undefined);
  const wantShortcodes = chosen !== null || isShortcodeQuery(query);
  useEffect(() => {
    if (!wantShortcodes || shortcodes) return;
    let live = true;
    loadShortcodes().then(
      (codes) => live && setShortcodes(codes),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wantShortcodes, shortcodes]);

  const byChar = useMemo(() => (entries ? indexEntries(entries) : new Map<string, Entry>()), [entries]);
  const toneName = (text: string, entry: Entry) => {
    const applied = text !== entry.char && entry.light ? TONES.find((x) => x !== 'none' && withTone(entry, x) === text) : undefined;
    return applied ? t('toneOf', { name: entry.name, tone: t(`toneNames.${applied}`) }) : entry.name;
  };
  const nameOf = (item: Item) => toneName(item.text, item.entry);
  const itemOf = (entry: Entry): Item => ({ text: withTone(entry, tone), entry });

  const found = useMemo(() => (entries && query.trim() ? search(entries, query, shortcodes) : null), [entries, query, shortcodes]);
  const groupItems = useMemo(() => (entries ? entries.filter((e) => e.group === group) : []), [entries, group]);
  const recentItems = recent.flatMap((text) => {
    const entry = entryFor(byChar, text);
    return entry ? [{ text, entry }] : [];
  });

  const choose = async (item: Item) => {
    setChosen(item);
    setStoredRecent(pushRecent(recent, item.text, RECENT_MAX));
    const ok = await writeClipboard(item.text);
    if (ok) notify('success', t('copiedEmoji', { emoji: item.text }));
    else notify('error', t('common:notices.copyFailed'));
  };

  const shown = found ? found.slice(0, SHOWN_RESULTS).map(itemOf) : groupItems.map(itemOf);
  const groupName = (g: Group) => t(`groups.${g}`);

  return (
    <div className="tool-body emoji-picker">
      <section className="panel-section" aria-label={t('name')}>
        <div className="emoji-picker-controls">
          <TextField label={t('fields.query.label')} value={query} placeholder={t('fields.query.placeholder')} onChange={(v) => host.setValue('query', v)} />
          <Segmented
            name="emoji-picker-tone"
            legend={t('options.tone.title')}
            value={tone}
            onChange={(v: Tone) => host.setOptions({ ...options, tone: v })}
            choices={TONES.map((v) => ({
              value: v,
              label: (
                <>
                  <span aria-hidden="true" className="emoji-picker-tone">
                    {withTone(TONE_SAMPLE, v)}
                  </span>
                  <span className="visually-hidden">{t(`options.tone.values.${v}`)}</span>
                </>
              ),
            }))}
          />
        </div>

        {recentItems.length > 0 && (
          <div className="emoji-picker-recent">
            <h2 className="emoji-picker-heading" id="emoji-picker-recent-heading">
              {t('recent.title')}
            </h2>
            <EmojiGrid id="emoji-picker-recent" label={t('recent.title')} items={recentItems} onChoose={(item) => void choose(item)} nameOf={nameOf} />
            <button type="button" className="btn btn-link emoji-picker-forget" onClick={() => setStoredRecent([])}>
              {t('recent.clear')}
            </button>
          </div>
        )}

        {!found && (
          <div className="emoji-picker-groups" role="group" aria-label={t('groups.label')}>
            {GROUPS.map((g) => (
              <button key={g} type="button" className="emoji-picker-group" aria-pressed={g === group} title={groupName(g)} onClick={() => setGroup(g)}>
                <span aria-hidden="true">{GROUP_ICONS[g]}</span>
                <span className="visually-hidden">{groupName(g)}</span>
              </button>
            ))}
          </div>
        )}

        <h2 className="emoji-picker-heading" aria-live="polite">
          {found ? (found.length ? t('results.found', { count: found.length, formatted: numbers.format(found.length) }) : t('noResults')) : groupName(group)}
        </h2>
        {failed ? (
          <p role="alert" className="emoji-picker-status">
            {t('loadFailed')}{' '}
            <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </button>
          </p>
        ) : !entries ? (
          <p className="emoji-picker-status emoji-picker-loading">{t('loading')}</p>
        ) : (
          shown.length > 0 && <EmojiGrid key={found ? 'found' : group} id="emoji-picker-grid" label={found ? t('results.label') : groupName(group)} items={shown} onChoose={(item) => void choose(item)} nameOf={nameOf} />
        )}
        {found && found.length > SHOWN_RESULTS && <p className="field-description">{t('results.more', { shown: SHOWN_RESULTS })}</p>}
        <p className="field-description">{t('help')}</p>

        {chosen && (
          <div className="emoji-picker-chosen" aria-label={t('chosen.label')} role="region">
            <p className="emoji-picker-big" aria-hidden="true">
              {chosen.text}
            </p>
            <p className="emoji-picker-name">{nameOf(chosen)}</p>
            <dl className="emoji-picker-forms">
              {(
                [
                  ['character', chosen.text],
                  ['codePoints', codePoints(chosen.text)],
                  ['html', htmlEntity(chosen.text)],
                  ['shortcode', shortcodes ? shortcodeOf(shortcodes, chosen.entry.char) : ''],
                ] as const
              )
                .filter(([, value]) => value)
                .map(([form, value]) => (
                  <div key={form} className="emoji-picker-form">
                    <dt>{t(`copy.${form}`)}</dt>
                    <dd>
                      <code translate="no">{value}</code>
                      <CopyButton text={value} ariaLabel={t(`copy.actions.${form}`)} />
                    </dd>
                  </div>
                ))}
            </dl>
          </div>
        )}
        <ActionBar filename={toolId} downloads={[]} link={host.link} linkCanCarryInput={host.linkCanCarryInput} />
      </section>
    </div>
  );
}

/**
 * Accessible tabs for bespoke panels (calculator modes, colour picker sections): a tablist with
 * roving focus (arrow keys, Home, End), each tab controlling one tabpanel. Controlled: the panel
 * keeps the selected tab (often with usePersistentState so a visit resumes where it left off).
 *
 * On a phone the row scrolls sideways (src/styles.css): the selected tab is always scrolled fully into
 * view, and a side with tabs out of view fades out under an arrow that scrolls to them.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  /** Unique on the page; prefixes the ids of tabs and panels. */
  id: string;
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/** Room kept beside the selected tab for the faded side and its arrow (3rem in src/styles.css). */
const ARROW_ROOM_PX = 48;

/** Which sides of a scrolled row hold tabs out of view. */
function hiddenSides(list: HTMLElement): { start: boolean; end: boolean } {
  // Rounded: a zoomed page scrolls by fractions of a pixel.
  const rest = list.scrollWidth - list.clientWidth - list.scrollLeft;
  return { start: list.scrollLeft > 1, end: rest > 1 };
}

/** The scroll position that shows the whole tab with room for the arrows, moving the row as little as it can. */
export function revealLeft(scrollLeft: number, viewWidth: number, tabStart: number, tabEnd: number, room: number): number {
  if (tabStart - room < scrollLeft) return Math.max(0, tabStart - room);
  if (tabEnd + room > scrollLeft + viewWidth) return tabEnd + room - viewWidth;
  return scrollLeft;
}

export function Tabs<K extends string>({ id, label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    const next = hiddenSides(el);
    setHidden((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);
  const revealTab = useCallback((key: K) => {
    const el = list.current;
    const tab = refs.current.get(key);
    if (!el || !tab || el.scrollWidth <= el.clientWidth) return;
    const start = tab.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
    const left = revealLeft(el.scrollLeft, el.clientWidth, start, start + tab.offsetWidth, ARROW_ROOM_PX);
    if (left !== el.scrollLeft) el.scrollLeft = left;
  }, []);
  const reveal = useCallback(() => revealTab(selected), [revealTab, selected]);
  // Only when the selection or the labels change: a visitor who scrolled the row to look keeps it where it is.
  const labels = tabs.map((tab) => tab.label).join('\n');
  // Before paint: a tab chosen by a link, an example or the keyboard is never drawn cut off.
  useLayoutEffect(() => {
    reveal();
    measure();
  }, [reveal, measure, labels]);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    // A turned phone or a font loaded late changes what fits.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => (reveal(), measure()));
    resized?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [measure, reveal]);
  const move = (from: number, step: number | 'first' | 'last') => {
    const index = step === 'first' ? 0 : step === 'last' ? tabs.length - 1 : (from + step + tabs.length) % tabs.length;
    const key = tabs[index]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
    // Also when the tab was already chosen (and focused) but scrolled out of view.
    revealTab(key);
  };
  /** A page of tabs towards one side. */
  const scrollTowards = (direction: -1 | 1) => {
    const el = list.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.7 });
  };
  return (
    <div className="tabs">
      <div className="tab-strip" data-hidden-start={hidden.start || undefined} data-hidden-end={hidden.end || undefined}>
        <div ref={list} role="tablist" aria-label={label} className="tab-list">
          {tabs.map((tab, i) => (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) refs.current.set(tab.key, el);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-controls={`${id}-panel`}
              aria-selected={tab.key === selected}
              tabIndex={tab.key === selected ? 0 : -1}
              className="tab"
              onClick={() => onSelect(tab.key)}
              // Tab into the row: the tab that takes focus is shown whole.
              onFocus={() => revealTab(tab.key)}
              onKeyDown={(e) => {
                const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: 'first', End: 'last' }[e.key] as number | 'first' | 'last' | undefined;
                if (step === undefined) return;
                e.preventDefault();
                move(i, step);
              }}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {hidden.start && <ScrollArrow side="start" onClick={() => scrollTowards(-1)} />}
        {hidden.end && <ScrollArrow side="end" onClick={() => scrollTowards(1)} />}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className="tab-panel">
        {children}
      </div>
    </div>
  );
}

/**
 * The arrow over a side with tabs out of view. For pointers only (the keyboard moves along the tabs
 * themselves): hidden from assistive technology, and a press never takes focus from a tab.
 */
function ScrollArrow({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  return (
    <button type="button" className={`tab-scroll tab-scroll-${side}`} tabIndex={-1} aria-hidden="true" onMouseDown={(e) => e.preventDefault()} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={side === 'start' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}

/**
 * Accessible tabs for bespoke panels (calculator modes, colour picker sections): a tablist with
 * roving focus (arrow keys, Home, End), each tab controlling one tabpanel. Controlled: the panel
 * keeps the selected tab (often with usePersistentState so a visit resumes where it left off).
 */
import { useRef, type ReactNode } from 'react';

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

export function Tabs<K extends string>({ id, label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (from: number, step: number | 'first' | 'last') => {
    const index = step === 'first' ? 0 : step === 'last' ? tabs.length - 1 : (from + step + tabs.length) % tabs.length;
    const key = tabs[index]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list">
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
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className="tab-panel">
        {children}
      </div>
    </div>
  );
}

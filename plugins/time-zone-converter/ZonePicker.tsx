/**
 * A searchable zone picker: an editable combobox with a list (WAI-ARIA APG pattern). Type to filter
 * by city, country, zone name, id, abbreviation or offset; arrows move, Enter picks, Escape closes
 * (and, pressed again, restores or clears the text). 'pick' shows the chosen zone's city in the field;
 * 'add' empties the field after each pick so the next zone can be typed at once.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZoneEntry } from './catalog.ts';
import { formatOffset } from './zones.ts';

interface ZonePickerProps {
  toolId: string;
  label: string;
  /** The chosen zone ('pick'), highlighted when the list opens, and shown as `valueText` while the field is not being edited. */
  value?: string;
  valueText?: string;
  onSelect: (zone: string) => void;
  /** The zones matching a query, best first (see catalog.ts). */
  search: (query: string) => ZoneEntry[];
  mode?: 'pick' | 'add';
  placeholder?: string;
  /** A line under the field (the chosen zone's details, or a how-to). */
  hint?: string;
  id?: string;
}

export function ZonePicker({ toolId, label, value, valueText = '', onSelect, search, mode = 'pick', placeholder, hint, id }: ZonePickerProps) {
  const { t } = useTranslation(toolId);
  const autoId = useId().replace(/:/g, '');
  const inputId = id ?? `zone-${autoId}`;
  const listId = `${inputId}-list`;
  const hintId = `${inputId}-hint`;
  const [text, setText] = useState(mode === 'pick' ? valueText : '');
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  // Show the chosen zone while not editing (it changes on swap, on restore from storage, on hydration).
  useEffect(() => {
    if (mode === 'pick' && !editing) setText(valueText);
  }, [mode, valueText, editing]);

  const query = editing ? text : '';
  const results = useMemo(() => (open ? search(query) : []), [open, query, search]);
  // All of them (some 420 short rows at most): opened on the chosen zone, the list must hold it.
  const shown = results;

  // Opened on the chosen zone (not typing): start on it, so the list shows where it is.
  const justOpened = useRef(false);
  useEffect(() => {
    if (!open) return;
    if (justOpened.current && !editing && value) {
      justOpened.current = false;
      const index = shown.findIndex((e) => e.id === value);
      if (index >= 0) setActive(index);
    }
  }, [open, editing, value, shown]);

  useEffect(() => {
    if (!open || active < 0) return;
    const option = listRef.current?.children[active] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const restore = () => {
    setEditing(false);
    setText(mode === 'pick' ? valueText : '');
  };
  const choose = (entry: ZoneEntry | undefined) => {
    if (!entry) return;
    onSelect(entry.id);
    close();
    setEditing(false);
    setText(mode === 'pick' ? entry.city : '');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) {
          justOpened.current = true;
          setOpen(true);
          setActive(0);
        } else setActive((i) => Math.min(i + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (open) setActive((i) => Math.max(i - 1, 0));
        break;
      case 'PageDown':
        if (open) {
          e.preventDefault();
          setActive((i) => Math.min(i + 10, shown.length - 1));
        }
        break;
      case 'PageUp':
        if (open) {
          e.preventDefault();
          setActive((i) => Math.max(i - 10, 0));
        }
        break;
      case 'Enter':
        if (!open) break;
        e.preventDefault();
        // The highlighted zone, or the best match of what was typed; nothing highlighted and nothing typed: just close.
        if (active >= 0 && active < shown.length) choose(shown[active]);
        else if (editing && shown.length > 0) choose(shown[0]);
        else close();
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          close();
        } else if (editing || text !== (mode === 'pick' ? valueText : '')) {
          e.preventDefault();
          restore();
        }
        break;
      case 'Tab':
        close();
        restore();
        break;
    }
  };

  const optionId = (i: number) => `${inputId}-opt-${i}`;
  const describedBy = hint ? hintId : undefined;

  return (
    <div className="field time-zone-converter-picker">
      <label htmlFor={inputId}>{label}</label>
      <div className="time-zone-converter-combo">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && active < shown.length ? optionId(active) : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setEditing(true);
            setOpen(true);
            setActive(e.target.value.trim() ? 0 : -1);
          }}
          onFocus={(e) => {
            if (mode === 'pick') e.target.select();
          }}
          onClick={() => {
            if (!open) {
              justOpened.current = true;
              setOpen(true);
              setActive(-1);
            }
          }}
          onBlur={() => {
            close();
            restore();
          }}
          onKeyDown={onKeyDown}
        />
        {open && (
          <div className="time-zone-converter-popup">
            <ul id={listId} role="listbox" aria-label={label} ref={listRef}>
              {shown.map((entry, i) => (
                <li
                  key={entry.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className="time-zone-converter-option"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(entry)}
                >
                  <span className="time-zone-converter-option-name">
                    <strong>{entry.city}</strong>
                    <span className="muted"> {[entry.country, entry.name].filter(Boolean).join(' · ')}</span>
                  </span>
                  <span className="time-zone-converter-option-offset">{formatOffset(entry.offset)}</span>
                </li>
              ))}
            </ul>
            {shown.length === 0 && <p className="time-zone-converter-empty">{t('noMatch', { query: text.trim() })}</p>}
          </div>
        )}
      </div>
      {hint && (
        <p id={hintId} className="field-description">
          {hint}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {open && editing && query.trim() ? t('resultsCount', { count: results.length }) : ''}
      </p>
    </div>
  );
}

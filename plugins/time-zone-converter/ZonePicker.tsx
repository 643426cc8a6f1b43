/**
 * A searchable zone picker: the site's combobox (@sdk/ui/combobox.ts, where its keys are written
 * down). Type to filter by city, country, zone name, id, abbreviation or offset; Enter takes the
 * option marked ↵ (the first match, or the one reached with the arrows); Escape closes, and pressed
 * again puts back the chosen zone. 'pick' shows the chosen zone's city in the field; 'add' empties
 * the field after each pick so the next zone can be typed at once.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { comboboxKeys, keepFocus, useCombobox } from '@sdk/ui';
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
  const hintId = `${inputId}-hint`;
  const shownText = mode === 'pick' ? valueText : '';
  const [text, setText] = useState(shownText);
  const [editing, setEditing] = useState(false);
  const [focused, setFocused] = useState(false);

  // Show the chosen zone while not editing (it changes on swap, on restore from storage, on hydration).
  useEffect(() => {
    if (!editing) setText(shownText);
  }, [shownText, editing]);

  const query = editing ? text : '';
  // Searched only while in use: all of them (some 420 short rows at most) when nothing is typed.
  const results = useMemo(() => (focused || editing ? search(query) : []), [focused, editing, query, search]);

  const restore = () => {
    setEditing(false);
    setText(shownText);
  };
  const combo = useCombobox({
    id: inputId,
    items: results,
    query,
    keys: comboboxKeys,
    // Opened on the chosen zone (not typing): it starts active, so the list shows where it is.
    chosen: editing || !value ? -1 : results.findIndex((e) => e.id === value),
    onText: (typed) => {
      setText(typed);
      setEditing(true);
    },
    onChoose: (entry) => {
      onSelect(entry.id);
      setEditing(false);
      setText(mode === 'pick' ? entry.city : '');
    },
    onClear: () => {
      if (!editing && text === shownText) return false;
      restore();
      return true;
    },
    onLeave: () => {
      setFocused(false);
      restore();
    },
  });

  return (
    <div className="field time-zone-converter-picker">
      <label htmlFor={inputId}>{label}</label>
      <div className="time-zone-converter-combo">
        <input
          id={inputId}
          type="text"
          {...combo.inputProps}
          aria-describedby={hint ? hintId : undefined}
          autoCapitalize="off"
          placeholder={placeholder}
          value={text}
          onFocus={(e) => {
            setFocused(true);
            if (mode === 'pick') e.target.select();
          }}
        />
        {combo.expanded && (
          <div className="time-zone-converter-popup" onMouseDown={keepFocus}>
            <ul {...combo.listProps} aria-label={label}>
              {results.map((entry, i) => (
                <li key={entry.id} {...combo.optionProps(i)} className="time-zone-converter-option">
                  <span className="time-zone-converter-option-name">
                    <strong>{entry.city}</strong>
                    <span className="muted"> {[entry.country, entry.name].filter(Boolean).join(' · ')}</span>
                  </span>
                  <span className="time-zone-converter-option-offset">{formatOffset(entry.offset)}</span>
                </li>
              ))}
            </ul>
            {results.length === 0 && <p className="time-zone-converter-empty">{t('noMatch', { query: text.trim() })}</p>}
          </div>
        )}
      </div>
      {hint && (
        <p id={hintId} className="field-description">
          {hint}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {combo.expanded && query.trim() ? t('resultsCount', { count: results.length }) : ''}
      </p>
    </div>
  );
}

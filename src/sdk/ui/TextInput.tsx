/**
 * The input text area. A browser needs about a second to lay out a megabyte in a text area,
 * so a paste that makes the text large is taken from the clipboard event and kept in state,
 * and only its beginning is shown; "Edit the full text" puts all of it in the text area.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from './useFormat.ts';

/** Texts longer than this are shown as a preview (a text area this size lays out in well under 100 ms). */
export const LARGE_TEXT_CHARS = 100_000;
export const PREVIEW_CHARS = 10_000;

interface TextInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Language of the text when it is not the page's. */
  lang?: string;
  rows?: number;
  describedBy?: string;
  invalid?: boolean;
}

export function TextInput({ id, value, onChange, placeholder, lang, rows, describedBy, invalid }: TextInputProps) {
  const { t } = useTranslation('common');
  const numberFormat = useFormat().numberFormat();
  const [editFull, setEditFull] = useState(false);
  const large = value.length > LARGE_TEXT_CHARS;

  if (large && !editFull)
    return (
      <>
        <textarea id={id} className="io-area" value={value.slice(0, PREVIEW_CHARS)} readOnly spellCheck={false} lang={lang} aria-describedby={`${id}-large`} />
        <p className="io-meta" id={`${id}-large`} role="note">
          {t('tool.largeInput', { total: numberFormat.format(value.length), shown: numberFormat.format(PREVIEW_CHARS) })}{' '}
          <button type="button" className="btn btn-link" onClick={() => setEditFull(true)}>
            {t('actions.editFullText')}
          </button>
        </p>
      </>
    );

  return (
    <textarea
      id={id}
      className="io-area"
      value={value}
      spellCheck={false}
      placeholder={placeholder}
      lang={lang}
      rows={rows}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value)}
      onPaste={(e) => {
        const pasted = e.clipboardData.getData('text/plain');
        const area = e.currentTarget;
        const next = value.slice(0, area.selectionStart) + pasted + value.slice(area.selectionEnd);
        if (next.length <= LARGE_TEXT_CHARS || editFull) return;
        e.preventDefault();
        onChange(next);
      }}
    />
  );
}

/**
 * The input text area. A browser needs about a second to lay out a megabyte in a text area,
 * so a paste that makes the text large is taken from the clipboard event and kept in state,
 * and only its beginning is shown; "Edit the full text" puts all of it in the text area. The
 * beginning shown stays editable: an edit inside it changes the text there, and with all of it
 * selected, typing, pasting or deleting replaces the whole text, as in any text box. A text file
 * dropped on the box replaces the text (read in the browser, never uploaded).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from './useFormat.ts';
import { useEarlyInput } from './useEarlyInput.ts';

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
  /** A file was dropped on the box: read it (the field shows what it read and any problem). */
  onFile?: (file: File) => void;
}

/** The whole text after an edit of its shown beginning: all of it when the whole beginning was selected. */
export function editOfPreview(value: string, shown: string, edited: string, selection: { start: number; end: number }): string {
  const wholeSelected = selection.start === 0 && selection.end >= shown.length;
  return wholeSelected ? edited : edited + value.slice(shown.length);
}

/** The whole text after a paste into its shown beginning (positions there are positions in the text). */
export function pasteIntoPreview(value: string, shown: string, pasted: string, selection: { start: number; end: number }): string {
  if (selection.start === 0 && selection.end >= shown.length) return pasted;
  return value.slice(0, selection.start) + pasted + value.slice(selection.end);
}

export function TextInput({ id, value, onChange, placeholder, lang, rows, describedBy, invalid, onFile }: TextInputProps) {
  const { t } = useTranslation('common');
  const numberFormat = useFormat().numberFormat();
  const [editFull, setEditFull] = useState(false);
  const selection = useRef({ start: 0, end: 0 });
  // A prerendered page never holds a large text: the early text lands in the plain text area below.
  const early = useEarlyInput<HTMLTextAreaElement>(value, onChange);
  const large = value.length > LARGE_TEXT_CHARS;
  const drop = onFile
    ? {
        onDragOver: (e: React.DragEvent) => e.dataTransfer.types.includes('Files') && e.preventDefault(),
        onDrop: (e: React.DragEvent) => {
          const file = e.dataTransfer.files[0];
          if (!file) return;
          e.preventDefault();
          onFile(file);
        },
      }
    : {};

  if (large && !editFull) {
    const shown = value.slice(0, PREVIEW_CHARS);
    const remember = (e: React.SyntheticEvent<HTMLTextAreaElement>) => {
      selection.current = { start: e.currentTarget.selectionStart, end: e.currentTarget.selectionEnd };
    };
    return (
      <>
        <textarea
          id={id}
          className="io-area"
          value={shown}
          spellCheck={false}
          lang={lang}
          aria-describedby={[`${id}-large`, describedBy].filter(Boolean).join(' ')}
          onSelect={remember}
          onKeyDown={remember}
          onChange={(e) => onChange(editOfPreview(value, shown, e.target.value, selection.current))}
          onPaste={(e) => {
            e.preventDefault();
            const area = e.currentTarget;
            onChange(pasteIntoPreview(value, shown, e.clipboardData.getData('text/plain'), { start: area.selectionStart, end: area.selectionEnd }));
          }}
          {...drop}
        />
        <p className="io-meta" id={`${id}-large`} role="note">
          {t('tool.largeInput', { total: numberFormat.format(value.length), shown: numberFormat.format(PREVIEW_CHARS) })}{' '}
          <button type="button" className="btn btn-link" onClick={() => setEditFull(true)}>
            {t('actions.editFullText')}
          </button>
        </p>
      </>
    );
  }

  return (
    <textarea
      ref={early}
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
      {...drop}
    />
  );
}

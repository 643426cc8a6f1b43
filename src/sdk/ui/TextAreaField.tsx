/**
 * A labelled multi-line text with its character count; megabytes are shown as a preview (TextInput).
 * A text file can be opened or dropped on it: read in the browser, never uploaded, its name and size said.
 */
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countGraphemes } from '../core/text.ts';
import { TextInput } from './TextInput.tsx';
import { useFormat } from './useFormat.ts';
import { describedBy as describedByOf, FieldMessages } from './FieldMessages.tsx';
import { useByteSize } from './FileField.tsx';

/** Above this length the count is of UTF-16 units: segmenting megabytes on every keystroke would lag. */
const GRAPHEME_COUNT_LIMIT = 200_000;

export function characterCount(text: string): number {
  return text.length <= GRAPHEME_COUNT_LIMIT ? countGraphemes(text) : text.length;
}

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  lang?: string;
  rows?: number;
  id?: string;
}

/** A file's text, or null when it is not text (a NUL byte says binary) or cannot be read. */
async function readTextFile(file: File): Promise<string | null> {
  try {
    const text = await file.text();
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

export function TextAreaField({ label, value, onChange, placeholder, hint, error, lang, rows, id }: TextAreaFieldProps) {
  const { t } = useTranslation('common');
  const autoId = `a${useId().replace(/:/g, '')}`;
  const fieldId = id ?? autoId;
  const nf = useFormat().numberFormat();
  const size = useByteSize();
  const count = useMemo(() => characterCount(value), [value]);
  const [opened, setOpened] = useState<{ name: string; size: number; failed: boolean } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const open = async (file: File | undefined) => {
    if (!file) return;
    const text = await readTextFile(file);
    setOpened({ name: file.name, size: file.size, failed: text === null });
    if (text !== null) onChange(text);
  };
  const fileError = opened?.failed ? t('file.notText', { name: opened.name }) : undefined;
  const message = error ?? fileError;
  const note = opened && !opened.failed ? t('file.opened', { name: opened.name, size: size(opened.size) }) : undefined;
  const describedBy = describedByOf(fieldId, hint ?? note, message);
  return (
    <div className="input-field">
      <div className="io-header">
        <label htmlFor={fieldId}>{label}</label>
        <span className="io-meta">
          {t('tool.characters', { count, formatted: nf.format(count) })}
        </span>
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            void open(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <TextInput id={fieldId} value={value} onChange={(v) => {
          setOpened(null);
          onChange(v);
        }} placeholder={placeholder} lang={lang} rows={rows} describedBy={describedBy} invalid={!!message} onFile={(file) => void open(file)} />
      {/* After the box, so that from the box Shift+Tab goes back to the options, as before. */}
      <p className="io-meta io-open">
        <button type="button" className="btn btn-link" onClick={() => fileInput.current?.click()}>
          {t('file.open')}
        </button>
      </p>
      <FieldMessages id={fieldId} hint={hint ?? note} error={message} />
    </div>
  );
}

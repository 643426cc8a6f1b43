/** A labelled multi-line text with its character count; megabytes are shown as a preview (TextInput). */
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countGraphemes } from '../core/text.ts';
import { TextInput } from './TextInput.tsx';
import { useFormat } from './useFormat.ts';
import { describedBy as describedByOf, FieldMessages } from './FieldMessages.tsx';

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

export function TextAreaField({ label, value, onChange, placeholder, hint, error, lang, rows, id }: TextAreaFieldProps) {
  const { t } = useTranslation('common');
  const autoId = `a${useId().replace(/:/g, '')}`;
  const fieldId = id ?? autoId;
  const nf = useFormat().numberFormat();
  const count = useMemo(() => characterCount(value), [value]);
  const describedBy = describedByOf(fieldId, hint, error);
  return (
    <div className="input-field">
      <div className="io-header">
        <label htmlFor={fieldId}>{label}</label>
        <span className="io-meta">{t('tool.characters', { count, formatted: nf.format(count) })}</span>
      </div>
      <TextInput id={fieldId} value={value} onChange={onChange} placeholder={placeholder} lang={lang} rows={rows} describedBy={describedBy} invalid={!!error} />
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}

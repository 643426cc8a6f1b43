import type { TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LARGE_TEXT_CHARS, PREVIEW_CHARS } from './TextInput.tsx';
import { useFormat } from './useFormat.ts';

type OutputTextProps = { id: string; text: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'id'>;

/**
 * A read-only result text area. Like the input, a long result shows only its beginning with a
 * note (laying out megabytes freezes the page); Copy and Download give all of it.
 */
export function OutputText({ id, text, ...areaProps }: OutputTextProps) {
  const { t } = useTranslation('common');
  const preview = text.length > LARGE_TEXT_CHARS ? text.slice(0, PREVIEW_CHARS) : text;
  const fmt = useFormat();
  const numbers = fmt.numberFormat();
  return (
    <>
      <textarea id={id} className="io-area" value={preview} readOnly spellCheck={false} {...areaProps} />
      {preview.length < text.length && (
        <p className="io-meta" role="note">
          {t('tool.previewNotice', { shown: numbers.format(preview.length), total: numbers.format(text.length) })}
        </p>
      )}
    </>
  );
}

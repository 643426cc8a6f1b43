import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadFormat } from '@sdk/core';
import { CopyButton, DownloadButtons, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Options } from './manifest.ts';
import type { LoremResult } from './run.ts';

const DOWNLOADS: readonly DownloadFormat[] = ['txt'];

/** The generated text in a read-only text area, its counts, and Generate again, Copy and Download buttons. */
export default function Output({ toolId, result, options, rerun }: ToolOutputProps<LoremResult, Options>) {
  const { t } = useTranslation(toolId);
  const fieldId = useId();
  const fmt = useFormat();
  const numbers = fmt.numberFormat();

  return (
    <>
      <div className="io-header">
        <label htmlFor={fieldId}>{t('outputLabel')}</label>
        <span className="io-meta" role="status">
          {t('counts', {
            paragraphs: numbers.format(result.paragraphs),
            sentences: numbers.format(result.sentences),
            words: numbers.format(result.words),
          })}
        </span>
      </div>
      <textarea id={fieldId} className="io-area" value={result.text} readOnly spellCheck={false} lang="la" />
      <div className="io-actions">
        <button type="button" className="btn btn-primary" onClick={rerun} disabled={options.repeatable}>
          {t('common:actions.regenerate')}
        </button>
        <CopyButton text={result.text} />
        <DownloadButtons basename={toolId} formats={DOWNLOADS} content={() => result.text} />
      </div>
    </>
  );
}

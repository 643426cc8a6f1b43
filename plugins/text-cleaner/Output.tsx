import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadFormat } from '@sdk/core';
import { CopyButton, DownloadButtons, OutputText, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Options } from './manifest.ts';
import type { CleanResult } from './run.ts';

const DOWNLOADS: readonly DownloadFormat[] = ['txt'];

/** The cleaned text (a preview when it is very long), what was removed, and Copy and Download. */
export default function Output({ toolId, result }: ToolOutputProps<CleanResult, Options>) {
  const { t } = useTranslation([toolId, 'common']);
  const id = useId();
  const fmt = useFormat();
  const nf = fmt.numberFormat();
  const { text, removedCharacters, removedLines } = result;

  const characters = t('common:tool.characters', { count: removedCharacters, formatted: nf.format(removedCharacters) });
  const summary =
    removedLines > 0
      ? t('removedWithLines', { characters, lines: t('lines', { count: removedLines, formatted: nf.format(removedLines) }) })
      : t('removed', { characters });

  return (
    <>
      <div className="io-header">
        <label htmlFor={`${id}-output`}>{t('outputLabel')}</label>
      </div>
      <OutputText id={`${id}-output`} text={text} />
      <p className="io-meta" role="status">
        {summary}
      </p>
      <div className="io-actions">
        <CopyButton text={text} disabled={text === ''} />
        <DownloadButtons basename={toolId} formats={DOWNLOADS} content={() => text} disabled={text === ''} />
      </div>
    </>
  );
}

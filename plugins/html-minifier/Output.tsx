import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadFormat } from '@sdk/core';
import { CopyButton, DownloadButtons, OutputText, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Options } from './manifest.ts';
import type { MinifyResult } from './run.ts';

const DOWNLOADS: readonly DownloadFormat[] = ['txt'];

/** The sizes before and after and what was saved, then the minified HTML as text (never as markup). */
export default function Output({ toolId, result }: ToolOutputProps<MinifyResult, Options>) {
  const { t } = useTranslation(toolId);
  const id = useId();
  const fmt = useFormat();
  const bytes = fmt.numberFormat({ style: 'unit', unit: 'byte', unitDisplay: 'long' });
  const percent = fmt.numberFormat({ style: 'percent', maximumFractionDigits: 1 });
  const { html, bytesBefore, bytesAfter } = result;
  const change = bytesBefore === 0 ? 0 : (bytesBefore - bytesAfter) / bytesBefore;

  return (
    <>
      <ul className="stat-grid" aria-label={t('stats.title')}>
        <li className="stat">
          <span className="stat-value">{bytes.format(bytesBefore)}</span> <span className="stat-label">{t('stats.before')}</span>
        </li>
        <li className="stat">
          <span className="stat-value">{bytes.format(bytesAfter)}</span> <span className="stat-label">{t('stats.after')}</span>
        </li>
        <li className="stat">
          <span className="stat-value">{change >= 0 ? t('stats.smaller', { percent: percent.format(change) }) : t('stats.larger', { percent: percent.format(-change) })}</span>{' '}
          <span className="stat-label">{t('stats.saved')}</span>
        </li>
      </ul>

      <div className="io-header">
        <label htmlFor={`${id}-output`}>{t('outputLabel')}</label>
      </div>
      <OutputText id={`${id}-output`} text={html} />
      <div className="io-actions">
        <CopyButton text={html} disabled={!html} />
        <DownloadButtons basename={toolId} formats={DOWNLOADS} content={() => html} disabled={!html} />
      </div>
    </>
  );
}

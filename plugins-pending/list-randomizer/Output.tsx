import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadFormat } from '@sdk/core';
import { CopyButton, DownloadButtons, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Options } from './manifest.ts';
import type { ListResult } from './run.ts';
import './styles.css';

/** Items drawn in the numbered list at most; Copy and Download give them all. */
export const MAX_SHOWN = 1000;
const DOWNLOADS: readonly DownloadFormat[] = ['txt'];

/** Counts of the cleaning, the shuffled list or the winners as a numbered list, Shuffle/Draw again, Copy and Download. */
export default function Output({ toolId, result, options, rerun }: ToolOutputProps<ListResult, Options>) {
  const { t } = useTranslation(toolId);
  const { number } = useFormat();
  const headingId = useId();
  const { items, total, lines, duplicatesRemoved, emptyRemoved } = result;
  const pick = result.mode === 'pick';

  if (total === 0) return <p className="io-meta">{t('emptyList')}</p>;

  const text = items.join('\n');
  const shown = items.slice(0, MAX_SHOWN);

  return (
    <>
      <ul className="stat-grid">
        {pick && <Stat value={t('winnersValue', { winners: number(items.length), total: number(total) })} label={t('stats.winners')} />}
        <Stat value={number(total)} label={t('stats.items')} />
        <Stat value={number(lines)} label={t('stats.lines')} />
        {options.removeDuplicates && <Stat value={number(duplicatesRemoved)} label={t('stats.duplicatesRemoved')} />}
        {options.removeEmpty && <Stat value={number(emptyRemoved)} label={t('stats.emptyRemoved')} />}
      </ul>
      <div className="io-header">
        <strong id={headingId}>{t(pick ? 'winnersHeading' : 'shuffledHeading')}</strong>
      </div>
      {/* Focusable so that a long list scrolls from the keyboard. */}
      <ol className="list-randomizer-list" aria-labelledby={headingId} tabIndex={0}>
        {shown.map((item, i) => (
          <li key={i}>{item === '' ? <span className="muted">{t('emptyItem')}</span> : item}</li>
        ))}
      </ol>
      {shown.length < items.length && (
        <p className="io-meta" role="note">
          {t('shownNotice', { shown: number(shown.length), total: number(items.length) })}
        </p>
      )}
      <div className="io-actions">
        <button type="button" className="btn btn-primary" onClick={rerun}>
          {t(pick ? 'drawAgain' : 'shuffleAgain')}
        </button>
        <CopyButton text={() => text} />
        <DownloadButtons basename={pick ? `${toolId}-winners` : toolId} formats={DOWNLOADS} content={() => text} />
      </div>
    </>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <li className="stat">
      <span className="stat-value">{value}</span>
      <span className="stat-label">{label}</span>
    </li>
  );
}

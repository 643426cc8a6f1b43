import { useTranslation } from 'react-i18next';
import { toCsv, type DownloadFormat } from '@sdk/core';
import { CopyButton, DownloadButtons, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Options } from './manifest.ts';
import type { Card, CardsResult } from './run.ts';

const DOWNLOADS: readonly DownloadFormat[] = ['csv', 'json'];

/** The test-number notice, the cards as a table, and Generate again, Copy all and CSV/JSON downloads. */
export default function Output({ toolId, result, options, rerun }: ToolOutputProps<CardsResult, Options>) {
  const { t } = useTranslation(toolId);
  const fmt = useFormat();
  const numbers = fmt.numberFormat();
  const { cards } = result;
  const withExpiry = cards.some((c) => c.expiry !== undefined);
  const withCvv = cards.some((c) => c.cvv !== undefined);

  /** The columns shown, as text cells of one card. */
  const cells = (card: Card): string[] => [card.type, card.number, ...(withExpiry ? [card.expiry ?? ''] : []), ...(withCvv ? [card.cvv ?? ''] : [])];

  const copyAll = () => cards.map((card) => cells(card).join('\t')).join('\n');

  const file = (format: DownloadFormat): string => {
    if (format === 'json') return JSON.stringify(result, null, 2);
    const header = [t('columns.type'), t('columns.number'), ...(withExpiry ? [t('columns.expiry')] : []), ...(withCvv ? [t('columns.cvv')] : []), t('columns.valid')];
    return toCsv([header, ...cards.map((card) => [...cells(card), card.valid])]);
  };

  return (
    <>
      <p role="note" className="io-meta">
        <strong>{t('notice')}</strong>
      </p>
      {/* Scrolls sideways on its own on a phone, instead of widening the page; focusable so keyboards can scroll it. */}
      <div className="table-scroll" role="region" aria-labelledby="card-table-caption" tabIndex={0}>
        <table className="output-table">
          <caption id="card-table-caption">{t('tableCaption', { count: numbers.format(cards.length) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col">{t('columns.number')}</th>
              {withExpiry && <th scope="col">{t('columns.expiry')}</th>}
              {withCvv && <th scope="col">{t('columns.cvv')}</th>}
              <th scope="col">{t('columns.valid')}</th>
            </tr>
          </thead>
          <tbody>
            {cards.map((card, i) => (
              <tr key={i}>
                <td>{card.type}</td>
                <td translate="no">{card.number}</td>
                {withExpiry && <td>{card.expiry}</td>}
                {withCvv && <td translate="no">{card.cvv}</td>}
                <td>{card.valid ? `✓ ${t('valid')}` : `✗ ${t('invalid')}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="io-actions">
        <button type="button" className="btn btn-primary" onClick={rerun} disabled={options.repeatable}>
          {t('common:actions.regenerate')}
        </button>
        <CopyButton text={copyAll} label={t('copyAll')} />
        <DownloadButtons basename={toolId} formats={DOWNLOADS} content={file} />
      </div>
    </>
  );
}

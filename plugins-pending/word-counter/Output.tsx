import { useTranslation } from 'react-i18next';
import { toCsv, type DownloadFormat } from '@sdk/core';
import { CopyButton, DownloadButtons, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Options } from './manifest.ts';
import { READING_WPM, SPEAKING_WPM, type WordStats } from './run.ts';

const COUNTS = ['words', 'characters', 'charactersNoSpaces', 'sentences', 'paragraphs', 'lines'] as const;
const DOWNLOADS: readonly DownloadFormat[] = ['csv', 'json'];

interface Stat {
  key: string;
  label: string;
  /** Formatted for the page's language. */
  text: string;
}

/** The statistics of the text as cards, the most frequent words as a table, and copy and download buttons. */
export default function Output({ toolId, result, input }: ToolOutputProps<WordStats, Options>) {
  const { t } = useTranslation(toolId);
  const fmt = useFormat();
  const numbers = fmt.numberFormat();
  const minutes = fmt.numberFormat({ style: 'unit', unit: 'minute', unitDisplay: 'long' });

  const stats: Stat[] = [
    ...COUNTS.map((key) => ({ key, label: t(`stats.${key}`), text: numbers.format(result[key]) })),
    { key: 'readingTime', label: t('stats.readingTime'), text: minutes.format(result.readingMinutes) },
    { key: 'speakingTime', label: t('stats.speakingTime'), text: minutes.format(result.speakingMinutes) },
  ];

  const summary = () => stats.map((s) => t('summaryLine', { label: s.label, value: s.text })).join('\n');

  const file = (format: DownloadFormat): string => {
    if (format === 'json') return JSON.stringify(result, null, 2);
    const rows: (string | number)[][] = [
      [t('csv.statistic'), t('csv.value')],
      ...COUNTS.map((key) => [t(`stats.${key}`), result[key]]),
      [t('csv.readingMinutes'), result.readingMinutes],
      [t('csv.speakingMinutes'), result.speakingMinutes],
    ];
    if (result.topWords.length > 0) rows.push([], [t('topWords.word'), t('topWords.count')], ...result.topWords.map((w) => [w.word, w.count]));
    return toCsv(rows);
  };

  return (
    <>
      <ul className="stat-grid" aria-label={t('outputLabel')}>
        {stats.map((s) => (
          <li key={s.key} className="stat">
            <span className="stat-value">{s.text}</span> <span className="stat-label">{s.label}</span>
          </li>
        ))}
      </ul>
      <p className="io-meta">{t('rateNote', { reading: numbers.format(READING_WPM), speaking: numbers.format(SPEAKING_WPM) })}</p>

      {result.topWords.length > 0 && (
        <table className="output-table">
          <caption>{t('topWords.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('topWords.word')}</th>
              <th scope="col">{t('topWords.count')}</th>
            </tr>
          </thead>
          <tbody>
            {result.topWords.map((w) => (
              <tr key={w.word}>
                <td dir="auto">{w.word}</td>
                <td>{numbers.format(w.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <div className="io-actions">
        <CopyButton text={input} label={t('copyText')} disabled={input === ''} />
        <CopyButton text={summary} label={t('copyStats')} />
        <DownloadButtons basename={toolId} formats={DOWNLOADS} content={file} />
      </div>
    </>
  );
}

import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countGraphemes, type DownloadFormat } from '@sdk/core';
import { CopyButton, DownloadButtons, OutputText, useFormat, type ToolOutputProps } from '@sdk/ui';
import type { Options } from './manifest.ts';
import type { SqlResult } from './run.ts';

const DOWNLOADS: readonly DownloadFormat[] = ['txt'];

/** The formatted SQL in a read-only text area (a preview when long), its size statistics, Copy and Download. */
export default function Output({ toolId, result, input }: ToolOutputProps<SqlResult, Options>) {
  const { t } = useTranslation(toolId);
  const id = useId();
  const fmt = useFormat();
  const numbers = fmt.numberFormat();
  const signed = fmt.numberFormat({ signDisplay: 'exceptZero' });
  const percent = fmt.numberFormat({ style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 });

  const { sql } = result;
  const inputChars = useMemo(() => countGraphemes(input), [input]);
  const outputChars = useMemo(() => countGraphemes(sql), [sql]);
  const diff = result.outputBytes - result.inputBytes;

  const stats = [
    { key: 'inputCharacters', text: numbers.format(inputChars) },
    { key: 'outputCharacters', text: numbers.format(outputChars) },
    { key: 'inputBytes', text: numbers.format(result.inputBytes) },
    { key: 'outputBytes', text: numbers.format(result.outputBytes) },
    { key: 'inputLines', text: numbers.format(result.inputLines) },
    { key: 'outputLines', text: numbers.format(result.outputLines) },
    {
      key: 'difference',
      text: t('differenceValue', { bytes: signed.format(diff), percent: percent.format(result.inputBytes ? diff / result.inputBytes : 0) }),
    },
  ];

  return (
    <>
      <div className="io-header">
        <label htmlFor={id}>{t('outputLabel')}</label>
      </div>
      <OutputText id={id} text={sql} />
      <div className="io-actions">
        <CopyButton text={sql} />
        <DownloadButtons basename={toolId} formats={DOWNLOADS} content={() => sql} />
      </div>

      <ul className="stat-grid" aria-label={t('statsLabel')}>
        {stats.map((s) => (
          <li key={s.key} className="stat">
            <span className="stat-value">{s.text}</span> <span className="stat-label">{t(`stats.${s.key}`)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInBrowser, CopyButton, DownloadButtons, OutputText, useFormat, type ToolOutputProps } from '@sdk/ui';
import { toCsv, type DownloadFormat } from '@sdk/core';
import type { Options } from './manifest.ts';
import type { GenerateResult, UuidResult, ValidateResult, Variant } from './run.ts';

const DOWNLOADS: readonly DownloadFormat[] = ['txt', 'csv', 'json'];
/** Rows of the validation table drawn at most; the rest are counted in a note. */
export const MAX_ROWS = 1000;
/** Characters of an entered line shown in the table; a longer line is cut with an ellipsis. */
const MAX_INPUT_CHARS = 80;


const VARIANT_KEYS: Record<Variant, string> = { NCS: 'ncs', 'RFC 9562': 'rfc9562', Microsoft: 'microsoft', Future: 'future' };

/** Generate: the UUIDs one per line, Generate again, Copy and TXT/CSV/JSON downloads. Validate: a table. */
export default function Output(props: ToolOutputProps<UuidResult, Options>) {
  return props.result.mode === 'validate' ? <Validation {...props} result={props.result} /> : <Generated {...props} result={props.result} />;
}

/**
 * The generated UUIDs. Random UUIDs computed while prerendering are never drawn: the text area stays
 * empty until the page runs in the browser, where it shows UUIDs generated there.
 */
function Generated({ toolId, result, options, rerun }: ToolOutputProps<GenerateResult, Options>) {
  const { t } = useTranslation(toolId);
  const areaId = useId();
  const inBrowser = useInBrowser();
  const fmt = useFormat();
  const numbers = fmt.numberFormat();
  const { uuids } = result;
  const text = uuids.join('\n');
  const deterministic = options.version === 'v5' || options.version === 'nil';

  const file = (format: DownloadFormat): string => {
    if (format === 'json') return JSON.stringify(uuids, null, 2);
    if (format === 'csv') return toCsv([[t('columns.uuid')], ...uuids.map((uuid) => [uuid])]);
    return text;
  };

  return (
    <>
      <div className="io-header">
        <label htmlFor={areaId}>{t('outputLabel')}</label>
        {inBrowser && <span className="io-meta">{t('total', { total: numbers.format(uuids.length) })}</span>}
      </div>
      <OutputText
        id={areaId}
        text={inBrowser ? text : ''}
        placeholder={inBrowser ? '' : t('generating')}
        rows={Math.min(12, Math.max(2, uuids.length))}
        translate="no"
      />
      <div className="io-actions">
        <button type="button" className="btn btn-primary" onClick={rerun} disabled={!inBrowser || deterministic}>
          {t('common:actions.regenerate')}
        </button>
        <CopyButton text={() => text} successNotice={t(uuids.length === 1 ? 'copied' : 'copiedAll')} disabled={!inBrowser} />
        <DownloadButtons basename={toolId} formats={DOWNLOADS} content={file} disabled={!inBrowser} />
      </div>
    </>
  );
}

/** The checked UUIDs as a table: input, valid, version, variant and canonical form. */
function Validation({ toolId, result }: ToolOutputProps<ValidateResult, Options>) {
  const { t } = useTranslation(toolId);
  const fmt = useFormat();
  const numbers = fmt.numberFormat();
  const { rows } = result;
  if (rows.length === 0) return <p className="io-meta">{t('validatePrompt')}</p>;
  const validCount = rows.filter((row) => row.valid).length;

  const versionText = (version: number | undefined): string => {
    if (version === undefined) return '—';
    if (version === 0) return t('versions.nil');
    if (version === 15) return t('versions.max');
    return `v${version}`;
  };

  return (
    <>
      <table className="output-table">
        <caption>{t('summary', { valid: numbers.format(validCount), total: numbers.format(rows.length) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.input')}</th>
            <th scope="col">{t('columns.valid')}</th>
            <th scope="col">{t('columns.version')}</th>
            <th scope="col">{t('columns.variant')}</th>
            <th scope="col">{t('columns.canonical')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, MAX_ROWS).map((row, i) => (
            <tr key={i}>
              <td translate="no">{row.input.length > MAX_INPUT_CHARS ? `${row.input.slice(0, MAX_INPUT_CHARS)}…` : row.input}</td>
              <td>{row.valid ? `✓ ${t('valid')}` : `✗ ${t('invalid')}`}</td>
              <td>{versionText(row.version)}</td>
              <td>{row.variant ? t(`variants.${VARIANT_KEYS[row.variant]}`) : '—'}</td>
              <td translate="no">{row.canonical ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > MAX_ROWS && (
        <p className="io-meta" role="note">
          {t('rowsNotice', { shown: numbers.format(MAX_ROWS), total: numbers.format(rows.length) })}
        </p>
      )}
    </>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { asResultView } from '@sdk/core';
import { MIME, ResultBlocks, useDisplay, useDownload, type ToolOutputProps } from '@sdk/ui';
import type { Input, Options } from './manifest.ts';
import type { Converted } from './run.ts';
import { view } from './view.ts';

/**
 * The view's blocks (the text and the preview table, drawn by the host), and one download button
 * that saves the result exactly as shown: the host's CSV download writes comma-separated cells with
 * no byte order mark, whereas this tool's CSV keeps the chosen delimiter and quoting, and starts with
 * a UTF-8 byte order mark when asked (Excel then reads accents and emoji correctly).
 */
export default function Output({ toolId, result, input, options }: ToolOutputProps<Converted, Options, Input>) {
  const { t } = useTranslation(toolId);
  const display = useDisplay(toolId);
  const download = useDownload();
  const { blocks } = useMemo(() => asResultView(view(result, { input, options })), [result, input, options]);
  const csv = result.output === 'csv';
  const save = () =>
    csv
      ? download(`${toolId}.csv`, (options.bom ? '\uFEFF' : '') + result.text, MIME.csv)
      : download(`${toolId}.json`, result.text, MIME.json);
  return (
    <>
      <ResultBlocks toolId={toolId} blocks={blocks} display={display} />
      <div className="io-actions">
        <button type="button" className="btn" onClick={save} disabled={result.text === ''}>
          {t(csv ? 'download.csv' : 'download.json')}
        </button>
      </div>
    </>
  );
}

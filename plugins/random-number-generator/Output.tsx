import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { asResultView, date, msg, num, type Display, type ResultBlock } from '@sdk/core';
import { ResultBlocks, displayText, useDisplay, type ToolOutputProps } from '@sdk/ui';
import { historyStore, outcome, what, type HistoryEntry } from './history.ts';
import type { Input, Options } from './manifest.ts';
import type { DrawResult } from './run.ts';
import { view } from './view.ts';

const none = (): readonly HistoryEntry[] => [];

/**
 * The view's blocks for the current draw, then this visit's draws, the latest first, with Clear. A view
 * is pure and sees only the current draw: the history lives here, in memory for the visit (never stored,
 * never sent), so it survives a message shown in between (an invalid range) and is gone on reload.
 */
export default function Output({ toolId, result, input, options }: ToolOutputProps<DrawResult, Options, Input>) {
  const { t } = useTranslation(toolId);
  const display = useDisplay(toolId);
  const { blocks } = useMemo(() => asResultView(view(result, { input, options })), [result, input, options]);
  const settings = JSON.stringify({ input, options });
  useEffect(() => historyStore.record(result, settings), [result, settings]);
  const entries = useSyncExternalStore(historyStore.subscribe, historyStore.get, none);
  const w = (d: Display) => displayText(d, display);

  const history: ResultBlock | null =
    entries.length > 1
      ? {
          kind: 'table',
          caption: msg('history.caption'),
          columns: [{ label: msg('table.index'), numeric: true }, { label: msg('history.time') }, { label: msg('history.what') }, { label: msg('history.result') }],
          rows: entries.map((e, i) => [num(entries.length - i), date(e.at, { timeStyle: 'medium' }), what(e.result), w(outcome(e.result, w))]),
          rowHeaders: true,
          pageSize: 20,
        }
      : null;

  return (
    <>
      <ResultBlocks toolId={toolId} blocks={blocks} display={display} />
      {history && (
        <section className="random-number-generator-history" aria-label={t('history.title')}>
          <h3>{t('history.title')}</h3>
          <ResultBlocks toolId={toolId} blocks={[history]} display={display} />
          <div className="io-actions">
            <button type="button" className="btn" onClick={historyStore.clear}>
              {t('history.clear')}
            </button>
          </div>
        </section>
      )}
    </>
  );
}

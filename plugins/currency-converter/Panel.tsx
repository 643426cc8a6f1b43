/**
 * The currency converter's page: Converter, History (7 days) and Favorites tabs. Amount, from and
 * to are the host's declared fields (read in the page's language, remembered, linkable) and run()
 * converts through the host's run hook; the result is drawn by the host's blocks from view.ts.
 * A Panel rather than the host's body because of what the host has no place for: Swap between two
 * selects drawn side by side, the converting state while the rates load, and favourites (a name
 * and a pair, kept in this browser) with one click to convert them.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asResultView, csvFile, isToolError, type ToolError } from '@sdk/core';
import {
  ActionBar,
  DeclaredField,
  ErrorBanner,
  ExampleButtons,
  ResultBlocks,
  Tabs,
  TextField,
  copyText,
  csvRows,
  useDeclaredInput,
  useDisplay,
  useFormat,
  usePersistentState,
  useToolHost,
  useToolRun,
  type ToolPanelProps,
} from '@sdk/ui';
import { TABS, type Options } from './manifest.ts';
import type { ConvertResult } from './run.ts';
import { view } from './view.ts';
import './styles.css';

export interface Favorite {
  readonly name: string;
  readonly from: string;
  readonly to: string;
}

export const MAX_FAVORITES = 20;

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const fmt = useFormat();
  const host = useToolHost();
  const options = host.options as Options;
  const tab = options.tab;
  const read = useDeclaredInput();
  const blocked = read.missing.length > 0 || Object.keys(read.errors).length > 0;
  const { result: raw, error, running } = useToolRun(read.input, options, { enabled: !blocked });
  const result = blocked ? undefined : (raw as ConvertResult | undefined);
  const fieldError: ToolError | null = error && typeof error.params?.field === 'string' ? error : null;
  const resultView = useMemo(() => (result && !isToolError(result) ? asResultView(view(result, { options })) : undefined), [result, options]);
  const display = useDisplay(toolId);
  const errorAt = (name: string) => (fieldError?.params?.field === name ? t(`errors.${fieldError.code}`, { ...fieldError.params, max: typeof fieldError.params?.max === 'number' ? fmt.number(fieldError.params.max, 0) : '' }) : undefined);

  const from = String(host.values.from ?? 'EUR');
  const to = String(host.values.to ?? 'USD');
  const swap = () => host.setValues({ from: to, to: from });
  const select = (key: string) => host.setOptions({ ...options, tab: key });

  const fields = (
    <div className="field-grid currency-converter-fields">
      <DeclaredField name="amount" error={errorAt('amount')} />
      <DeclaredField name="from" />
      <button type="button" className="btn currency-converter-swap" onClick={swap} aria-label={t('swap')} title={t('swap')}>
        <span aria-hidden="true">⇄</span>
      </button>
      <DeclaredField name="to" />
    </div>
  );

  return (
    <div className="tool-body currency-converter">
      <Tabs id={`${toolId}-tabs`} label={t('options.tab.title')} tabs={TABS.map((key) => ({ key, label: t(`options.tab.values.${key}`) }))} selected={tab} onSelect={select}>
        {tab === 'favorites' ? (
          <Favorites toolId={toolId} from={from} to={to} onUse={(f) => host.apply({ input: { from: f.from, to: f.to }, options: { ...options, tab: 'converter' } })} />
        ) : (
          <>
            <section className="tool-input">
              {fields}
              <div className="io-actions">
                <ExampleButtons
                  toolId={toolId}
                  examples={host.manifest.examples as unknown as readonly { name: string; input: { amount: number; from: string; to: string }; options?: Partial<Options> }[]}
                  onChoose={(example) => host.apply({ input: example.input, options: { ...options, ...example.options } })}
                />
              </div>
            </section>
            <section className="tool-output" aria-busy={running}>
              {running && (
                <p className="running" role="status">
                  <span className="spinner" aria-hidden="true" /> {t('converting')}
                </p>
              )}
              {blocked || fieldError ? (
                <p className="muted result-status">{tab === 'history' ? t('history.empty') : t(read.missing.length ? 'common:fieldErrors.required' : 'common:tool.fixField')}</p>
              ) : error ? (
                <ErrorBanner toolId={toolId} error={error} />
              ) : resultView ? (
                <ResultBlocks toolId={toolId} blocks={resultView.blocks} display={display} />
              ) : tab === 'history' && !running ? (
                <p className="muted result-status">{t('history.empty')}</p>
              ) : null}
              <ActionBar
                copy={() => (resultView ? copyText(resultView, display) : '')}
                filename={resultView?.filename ?? toolId}
                downloads={tab === 'history' ? ['csv'] : []}
                file={() => (resultView ? historyCsv(resultView, display) : '')}
                disabled={!resultView}
                link={host.link}
                linkCanCarryInput={host.linkCanCarryInput}
              />
            </section>
          </>
        )}
      </Tabs>
    </div>
  );
}

/** The history table as a CSV file for the page language's spreadsheets (";" and "0,9231" in German, French and Spanish). */
function historyCsv(resultView: ReturnType<typeof asResultView>, display: ReturnType<typeof useDisplay>): string {
  return csvFile(csvRows({ blocks: resultView.blocks.filter((b) => b.kind === 'table') }, display), display.lang);
}

function Favorites({ toolId, from, to, onUse }: { toolId: string; from: string; to: string; onUse: (favorite: Favorite) => void }) {
  const { t } = useTranslation([toolId, 'common']);
  const [favorites, setFavorites] = usePersistentState<Favorite[]>(toolId, 'favorites', []);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const list = Array.isArray(favorites) ? favorites.filter((f) => f && typeof f.name === 'string' && typeof f.from === 'string' && typeof f.to === 'string') : [];

  const save = () => {
    const trimmed = name.trim().slice(0, 60);
    setSaved(false);
    const same = list.find((f) => f.from === from && f.to === to);
    if (same) return setProblem(t('favorites.duplicate', { name: same.name }));
    if (!trimmed) return setProblem(t('favorites.nameRequired'));
    if (list.length >= MAX_FAVORITES) return setProblem(t('favorites.tooMany', { max: MAX_FAVORITES }));
    setFavorites([...list, { name: trimmed, from, to }]);
    setProblem(undefined);
    setName('');
    setSaved(true);
  };

  return (
    <section className="tool-input currency-converter-favorites" aria-labelledby={`${toolId}-favorites`}>
      <h2 id={`${toolId}-favorites`} className="currency-converter-heading">
        {t('favorites.title')}
      </h2>
      <form
        className="currency-converter-save"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField id={`${toolId}-favorite-name`} label={t('favorites.name')} value={name} onChange={(v) => { setName(v); setProblem(undefined); setSaved(false); }} placeholder={t('favorites.namePlaceholder')} error={problem} />
        <button type="submit" className="btn btn-primary">
          {t('favorites.save', { from, to })}
        </button>
        <span role="status" className="muted">{saved ? t('favorites.saved') : ''}</span>
      </form>
      {list.length === 0 ? (
        <p className="muted result-status">{t('favorites.empty')}</p>
      ) : (
        <ul className="currency-converter-list" aria-label={t('favorites.list')}>
          {list.map((f) => (
            <li key={`${f.from}-${f.to}`}>
              <span className="currency-converter-name">{f.name}</span> <span className="muted">{t('favorites.pair', { from: f.from, to: f.to })}</span>
              <button type="button" className="btn btn-small" onClick={() => onUse(f)} aria-label={`${t('favorites.use')}: ${f.name}`}>
                {t('favorites.use')}
              </button>
              <button type="button" className="btn btn-small" onClick={() => setFavorites(list.filter((g) => g !== f))}>
                {t('favorites.remove', { name: f.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Bespoke because what it shows exists only in the visitor's browser at view time: the navigator,
 * the screen, media queries, storage, WebGL and media formats are read after hydration (collect.ts),
 * never in the prerendered page or in run(), and read again when the window is resized or the colour
 * scheme changes. The user agent (this browser's, or one typed in the declared field) goes through the
 * host's run hook to the pure run(); both halves are written by the pure view.ts and drawn with the
 * host's result blocks and action bar. Nothing is sent anywhere.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asResultView, type ResultView } from '@sdk/core';
import { ActionBar, DeclaredField, ErrorBanner, ExampleButtons, ResultBlocks, copyText, useDeclaredInput, useDisplay, useToolHost, useToolRun, type ToolPanelProps } from '@sdk/ui';
import { collect } from './collect.ts';
import type { UaInfo } from './run.ts';
import { browserBlocks, view, type Snapshot } from './view.ts';
import './styles.css';

function useSnapshot(): Snapshot | null {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => void collect().then((s) => live && setSnapshot(s));
    read();
    const dark = window.matchMedia('(prefers-color-scheme: dark)');
    window.addEventListener('resize', read);
    window.addEventListener('online', read);
    window.addEventListener('offline', read);
    dark.addEventListener('change', read);
    return () => {
      live = false;
      window.removeEventListener('resize', read);
      window.removeEventListener('online', read);
      window.removeEventListener('offline', read);
      dark.removeEventListener('change', read);
    };
  }, []);
  return snapshot;
}

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const host = useToolHost();
  const read = useDeclaredInput();
  const snapshot = useSnapshot();
  const typed = String(read.input.userAgent ?? '').trim();
  const input = useMemo(() => ({ userAgent: typed || snapshot?.userAgent || '' }), [typed, snapshot?.userAgent]);
  const { result, error } = useToolRun(input, host.options, { enabled: input.userAgent !== '' });
  const display = useDisplay(toolId);

  const full: ResultView | null = useMemo(() => {
    if (!snapshot || !result) return null;
    const ua = asResultView(view(result as UaInfo));
    const blocks = [...ua.blocks, ...(typed ? [{ kind: 'note' as const, text: { t: 'typedNote' } }] : []), ...browserBlocks(snapshot)];
    return { blocks, json: { userAgent: result, browser: snapshot } };
  }, [snapshot, result, typed]);

  return (
    <div className="tool-body browser-information">
      <section className="panel-section" aria-label={t('inputLabel')}>
        <DeclaredField name="userAgent" placeholder={snapshot?.userAgent} />
        <ExampleButtons
          toolId={toolId}
          examples={host.manifest.examples as readonly { name: string; input: { userAgent?: string } }[]}
          onChoose={(example) => host.setValue('userAgent', example.input.userAgent ?? '')}
        />
      </section>
      <section className="tool-output" aria-busy={!full}>
        {error ? (
          <ErrorBanner toolId={toolId} error={error} />
        ) : full ? (
          <ResultBlocks toolId={toolId} blocks={full.blocks} display={display} />
        ) : (
          <p className="muted result-status">{t('reading')}</p>
        )}
        <ActionBar
          copy={full ? () => copyText(full, display) : undefined}
          filename={toolId}
          downloads={['txt', 'json']}
          file={(format) => (format === 'json' ? JSON.stringify(full?.json ?? null, null, 2) : full ? copyText(full, display) : '')}
          disabled={!full}
          link={host.link}
          linkCanCarryInput={host.linkCanCarryInput}
        />
      </section>
    </div>
  );
}

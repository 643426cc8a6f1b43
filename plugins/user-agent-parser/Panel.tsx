/**
 * Bespoke because two things exist only in the visitor's browser at view time: its own user agent,
 * read after hydration (never in the prerendered page), and its User-Agent Client Hints, which
 * navigator.userAgentData gives asynchronously. The user agent (this browser's, or a pasted one in
 * the declared field) goes through the host's run hook to the pure run(); the blocks are written by
 * the pure view.ts and drawn with the host's result blocks and action bar. Nothing is sent anywhere.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asResultView, type ResultView } from '@sdk/core';
import { ActionBar, DeclaredField, ErrorBanner, ExampleButtons, ResultBlocks, copyText, useDeclaredInput, useDisplay, useToolHost, useToolRun, type ToolPanelProps } from '@sdk/ui';
import { readHints } from './hints.ts';
import type { UaResult } from './run.ts';
import { hintsBlocks, view, type Hints } from './view.ts';
import './styles.css';

interface Own {
  userAgent: string;
  hints: Hints | null;
}

function useOwn(): Own | null {
  const [own, setOwn] = useState<Own | null>(null);
  useEffect(() => {
    let live = true;
    void readHints().then((hints) => live && setOwn({ userAgent: navigator.userAgent, hints }));
    return () => {
      live = false;
    };
  }, []);
  return own;
}

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const host = useToolHost();
  const read = useDeclaredInput();
  const own = useOwn();
  const typed = String(read.input.userAgent ?? '').trim();
  const input = useMemo(() => ({ userAgent: typed || own?.userAgent || '' }), [typed, own?.userAgent]);
  const { result, error } = useToolRun(input, host.options, { enabled: input.userAgent !== '' });
  const display = useDisplay(toolId);
  // Client Hints describe this browser, never a pasted string: shown only while the user agent read is this browser's own.
  const isOwn = own !== null && input.userAgent === own.userAgent.trim();

  const full: ResultView | null = useMemo(() => {
    if (!own || !result) return null;
    const ua = asResultView(view(result as UaResult));
    const blocks = [
      { kind: 'note' as const, text: { t: isOwn ? 'ownNote' : 'typedNote' } },
      ...ua.blocks,
      ...(isOwn ? hintsBlocks(own.hints) : []),
    ];
    return { blocks, json: { ...(result as UaResult), clientHints: isOwn ? own.hints : undefined } };
  }, [own, result, isOwn]);

  return (
    <div className="tool-body user-agent-parser">
      <section className="panel-section" aria-label={t('inputLabel')}>
        <DeclaredField name="userAgent" placeholder={own?.userAgent} />
        <ExampleButtons
          toolId={toolId}
          examples={host.manifest.examples as readonly { name: string; input: { userAgent?: string } }[]}
          onChoose={(example) => host.setValue('userAgent', example.input.userAgent ?? '')}
        />
      </section>
      <section className="tool-output" aria-busy={!full && !error}>
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

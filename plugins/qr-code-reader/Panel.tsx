/**
 * QR code reader. A panel because the camera is bespoke (a live <video>, frames searched until a code
 * is found, the camera turned off on leaving); the rest is the host's: the declared image field (choose
 * or drop a file), the run in the worker, the result blocks of view.ts and the action bar. A pasted
 * image (Ctrl+V or Cmd+V anywhere on the page but in a text box) becomes the field's value.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileInput } from '@sdk/core';
import {
  ActionBar,
  DeclaredField,
  ErrorBanner,
  ExampleButtons,
  ResultBlocks,
  copyText,
  displayText,
  readFile,
  useDeclaredInput,
  useDisplay,
  useToolErrorText,
  useToolHost,
  useToolRun,
  type ToolPanelProps,
} from '@sdk/ui';
import { manifest as readerManifest } from './manifest.ts';
import type { QrReadResult } from './run.ts';
import { view } from './view.ts';
import { Camera } from './Camera.tsx';
import './styles.css';

/** An image on the clipboard, when the paste is not meant for a text box. */
function pastedImage(e: ClipboardEvent): File | null {
  const target = e.target as HTMLElement | null;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return null;
  for (const item of e.clipboardData?.items ?? []) if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile();
  return null;
}

export default function Panel({ toolId }: ToolPanelProps) {
  const { t } = useTranslation([toolId, 'common']);
  const { options, values, setValue, apply, link } = useToolHost();
  const read = useDeclaredInput();
  const hasImage = values.image !== null && values.image !== undefined && values.image !== '';
  const { result, error, running, cancel } = useToolRun(read.input, options, { enabled: hasImage });
  const errorText = useToolErrorText();
  const shown = useMemo(() => (result && !error ? view(result as QrReadResult) : undefined), [result, error]);
  const display = useDisplay(toolId);

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = pastedImage(e);
      if (!file) return;
      e.preventDefault();
      void readFile(new File([file], file.name || t('pastedName'), { type: file.type }), 'bytes').then((input) => setValue('image', input));
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [setValue, t]);

  const fieldError = hasImage && error && error.params?.field === 'image' ? errorText(toolId, error) : undefined;

  return (
    <div className="tool-body qr-code-reader">
      <section className="tool-input">
        <DeclaredField name="image" error={fieldError} />
        <p className="field-description">{t('pasteHint')}</p>
        <Camera toolId={toolId} onFound={(frame: FileInput) => setValue('image', frame)} />
        <div className="io-actions">
          <button type="button" className="btn" onClick={() => setValue('image', null)} disabled={!hasImage}>
            {t('common:actions.clear')}
          </button>
          <ExampleButtons toolId={toolId} examples={readerManifest.examples} onChoose={(ex) => apply({ input: ex.input })} />
        </div>
      </section>
      <section className="tool-output" aria-busy={running}>
        {running && (
          <div className="running" role="status">
            <span className="spinner" aria-hidden="true" /> {t('common:tool.working')}{' '}
            <button type="button" className="btn btn-small" onClick={cancel}>
              {t('common:actions.cancel')}
            </button>
          </div>
        )}
        {!hasImage && <p className="muted result-status">{t('empty')}</p>}
        {hasImage && fieldError && <p className="muted result-status">{t('common:tool.fixField')}</p>}
        {hasImage && error && !fieldError && <ErrorBanner toolId={toolId} error={error} />}
        {hasImage && shown && <ResultBlocks toolId={toolId} blocks={shown.blocks} display={display} />}
        <ActionBar
          copy={shown ? () => copyText(shown, display) : undefined}
          copyLabel={shown?.copyLabel !== undefined ? displayText(shown.copyLabel, display) : undefined}
          filename={shown?.filename ?? toolId}
          downloads={['txt', 'json']}
          file={(format) => (format === 'json' ? JSON.stringify(result, null, 2) : (result as QrReadResult).text)}
          disabled={!shown}
          link={link}
        />
      </section>
    </div>
  );
}

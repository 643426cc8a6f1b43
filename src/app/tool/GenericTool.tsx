/**
 * The page body the host draws for every plugin without a Panel: option form, input,
 * output with Copy and Download (or the plugin's Output renderer), error banner, examples.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countGraphemes } from '@sdk/core/text.ts';
import type { ToolInput } from '@sdk/core/manifest.ts';
import { CopyButton } from '@sdk/ui/CopyButton.tsx';
import { DownloadButtons } from '@sdk/ui/DownloadButtons.tsx';
import { ErrorBanner } from '@sdk/ui/ErrorBanner.tsx';
import { useToolOptions } from '@sdk/ui/useToolOptions.ts';
import type { ToolPageData } from './loadToolPage.ts';
import { loadRun } from '../../registry/runs.ts';
import { OptionsForm } from '@sdk/ui/OptionsForm.tsx';
import { TextInput } from '@sdk/ui/TextInput.tsx';
import { OutputText } from '@sdk/ui/OutputText.tsx';
import { useToolRun } from '@sdk/ui/useToolRun.ts';
import { ExampleButtons } from '@sdk/ui/ExampleButtons.tsx';
import { useFormat } from '@sdk/ui/useFormat.ts';

type Options = Record<string, unknown>;
/** Above this length the counter shows UTF-16 units: segmenting megabytes on every keystroke would lag. */
const GRAPHEME_COUNT_LIMIT = 200_000;

function characterCount(text: string): number {
  return text.length <= GRAPHEME_COUNT_LIMIT ? countGraphemes(text) : text.length;
}

export function GenericTool({ bundle }: { bundle: ToolPageData }) {
  const { manifest, run, Output, validatorFns } = bundle;
  const id = manifest.id;
  const { t } = useTranslation([id, 'common']);
  const fieldId = useId();
  const { options, setOptions, validator } = useToolOptions(manifest, validatorFns);

  // Light tools run on this page: fetch their code now so the first keystroke answers at once.
  useEffect(() => {
    if (!manifest.worker) void loadRun(id);
  }, [id, manifest.worker]);

  // One text per input field: 'text' tools have one (named "text"), 'texts' tools several, generators none.
  const fields = useMemo(() => (manifest.input === 'texts' ? (manifest.inputFields ?? []) : manifest.input === 'text' ? ['text'] : []), [manifest]);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  // A new text from outside the text areas (Clear, an example) starts fresh inputs (back to preview mode).
  const [inputGeneration, setInputGeneration] = useState(0);
  const input: ToolInput = useMemo(
    () => (manifest.input === 'texts' ? Object.fromEntries(fields.map((f) => [f, texts[f] ?? ''])) : (texts.text ?? '')),
    [manifest.input, fields, texts],
  );
  const anyText = fields.some((f) => (texts[f] ?? '') !== '');
  const replaceInput = (value: ToolInput) => {
    setTexts(typeof value === 'string' ? { text: value } : { ...value });
    setDirty(true);
    setInputGeneration((g) => g + 1);
  };
  const enabled = manifest.input === 'none' || !!manifest.runWhenEmpty || anyText || dirty;
  const { result, error, running, cancel, rerun, warm } = useToolRun(id, run, input, options, {
    worker: !!manifest.worker,
    enabled,
    timeLimitMs: manifest.timeLimitSeconds ? manifest.timeLimitSeconds * 1000 : undefined,
    initialResult: bundle.initialResult,
  });

  const hasOptions = Object.keys(manifest.options.properties).length > 0;
  const outputText = typeof result === 'string' ? result : '';
  const outputLabel = t('outputLabel', { defaultValue: t('common:tool.output') });
  const fmt = useFormat();
  const nf = fmt.numberFormat();
  const outputCount = useMemo(() => characterCount(outputText), [outputText]);

  return (
    // The first focus or touch in the tool starts its worker, ahead of the first paste or keystroke.
    <div className="tool-body" onFocus={warm} onPointerDown={warm}>
      {hasOptions && (
        <section className="tool-options" aria-label={t('common:tool.options')}>
          <OptionsForm schema={manifest.options} uiSchema={manifest.uiSchema} validator={validator} value={options} onChange={setOptions} t={t} />
        </section>
      )}

      {fields.length > 0 && (
        <div className="tool-input">
          <div className={fields.length > 1 ? 'input-fields' : undefined}>
            {fields.map((field) => (
              <InputField
                key={`${field}-${inputGeneration}`}
                id={`${fieldId}-${field}`}
                label={manifest.input === 'texts' ? t(`inputs.${field}`) : t('inputLabel', { defaultValue: t('common:tool.input') })}
                placeholder={manifest.input === 'texts' ? '' : t('inputPlaceholder', { defaultValue: '' })}
                value={texts[field] ?? ''}
                numberFormat={nf}
                onChange={(value) => {
                  setTexts((all) => ({ ...all, [field]: value }));
                  setDirty(true);
                }}
              />
            ))}
          </div>
          <div className="io-actions">
            <button type="button" className="btn" onClick={() => replaceInput(manifest.input === 'texts' ? {} : '')} disabled={!anyText}>
              {t('common:actions.clear')}
            </button>
            {manifest.examples.length > 0 && (
              <ExampleButtons
                toolId={manifest.id}
                examples={manifest.examples}
                onChoose={(ex) => {
                  replaceInput(ex.input);
                  if (ex.options) setOptions({ ...options, ...(ex.options as Options) });
                }}
              />
            )}
          </div>
        </div>
      )}

      <div className="tool-output" aria-busy={running}>
        {running && (
          <div className="running" role="status">
            <span className="spinner" aria-hidden="true" /> {t('common:tool.working')}
            <button type="button" className="btn btn-small" onClick={cancel}>
              {t('common:actions.cancel')}
            </button>
          </div>
        )}
        {error && <ErrorBanner toolId={id} error={error} />}
        {Output ? (
          result !== undefined && !error && <Output toolId={id} result={result} input={input} options={options} rerun={rerun} />
        ) : (
          <>
            <div className="io-header">
              <label htmlFor={`${fieldId}-output`}>{outputLabel}</label>
              <span className="io-meta">{t('common:tool.characters', { count: outputCount, formatted: nf.format(outputCount) })}</span>
            </div>
            <OutputText id={`${fieldId}-output`} text={error ? '' : outputText} />
            <div className="io-actions">
              {manifest.input === 'none' && (
                <button type="button" className="btn btn-primary" onClick={rerun}>
                  {t('common:actions.regenerate')}
                </button>
              )}
              <CopyButton text={outputText} disabled={!outputText || !!error} />
              <DownloadButtons basename={id} formats={manifest.downloads ?? ['txt']} content={() => outputText} disabled={!outputText || !!error} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

export default GenericTool;

/** One labelled text area with its character count. */
function InputField(props: { id: string; label: string; placeholder: string; value: string; numberFormat: Intl.NumberFormat; onChange: (value: string) => void }) {
  const { t } = useTranslation('common');
  const count = useMemo(() => characterCount(props.value), [props.value]);
  return (
    <div className="input-field">
      <div className="io-header">
        <label htmlFor={props.id}>{props.label}</label>
        <span className="io-meta">{t('tool.characters', { count, formatted: props.numberFormat.format(count) })}</span>
      </div>
      <TextInput id={props.id} value={props.value} placeholder={props.placeholder} numberFormat={props.numberFormat} onChange={props.onChange} />
    </div>
  );
}

/**
 * The page body the host draws for every tool without a Panel: tabs (when an option is drawn as
 * tabs), the option form, the declared fields with Clear and the examples, then the result in
 * blocks (or the plugin's Output) with one action bar. Fields are read in the page's language;
 * an empty required field or a mistake is said at the field, and no stale result stays on screen.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { exampleState, fieldShown, readFields, startsNow, valueOnScreen, type RawValue } from '@sdk/core/fields.ts';
import { asResultView, defaultView, type ResultView } from '@sdk/core/result.ts';
import { tabsOption, type DownloadFormat, type FieldDecl } from '@sdk/core/tool.ts';
import { blankGrid, gridBlank, type GridValue } from '@sdk/core/grid.ts';
import { isToolError, type ToolError } from '@sdk/core/toolError.ts';
import { ActionBar } from '@sdk/ui/ActionBar.tsx';
import { CopyButton } from '@sdk/ui/CopyButton.tsx';
import { blocksTick, copyText, csvRows, displayText, hasCopyableBlock, type DisplayContext } from '@sdk/ui/displayText.ts';
import { ErrorBanner, useToolErrorText } from '@sdk/ui/ErrorBanner.tsx';
import { BigAssetNotice } from '@sdk/ui/BigAssetNotice.tsx';
import { ExampleButtons } from '@sdk/ui/ExampleButtons.tsx';
import { fieldErrorText } from '@sdk/ui/displayText.ts';
import { preloadJsonText, ResultBlocks, useDisplay } from '@sdk/ui/ResultBlocks.tsx';
import { RunStatus } from '@sdk/ui/RunStatus.tsx';
import { Tabs } from '@sdk/ui/Tabs.tsx';
import { useToolHost, type ToolStateChange } from '@sdk/ui/toolHost.ts';
import { useInBrowser } from '@sdk/ui/useInBrowser.ts';
import { useServerInfo, useServerRun } from './run/useServerRun.ts';
import { useLang } from '../context.ts';
import { usePageCommand } from '../pageCommands.ts';
import { LaterForm, useLaterForms } from './form/laterForms.tsx';
import { producedKind } from './sendTo.ts';

/** Drawn once a result can be sent: its list of tools loads then. */
const SendTo = lazy(() => import('./SendTo.tsx').then((m) => ({ default: m.SendTo })));
import type { ToolPageData } from './loadToolPage.ts';
import type { ToolHostValue } from './ToolHostProvider.tsx';

/** The value an emptied field takes: nothing typed; choices, colours and checkboxes keep a value. */
function emptied(field: FieldDecl, current: RawValue): RawValue {
  const { kind } = field;
  if (kind === 'checkbox' || kind === 'select' || kind === 'color') return current;
  if (kind === 'grid') return blankGrid(field);
  return kind === 'file' ? null : '';
}

/** Whether a field holds something the visitor typed or chose (a grid: a cell not blank). */
function holdsValue(field: FieldDecl, value: RawValue | undefined): boolean {
  if (field.kind === 'grid') return Array.isArray(value) && !gridBlank(field, value as GridValue);
  return field.kind !== 'checkbox' && field.kind !== 'select' && field.kind !== 'color' && value !== '' && value !== null;
}

export function ToolBody({ bundle }: { bundle: ToolPageData }) {
  const host = useToolHost() as ToolHostValue;
  const { toolId: id, manifest, options, setOptions, tab, setValues, validatorFns } = host;
  const { t } = useTranslation([id, 'common']);
  const lang = useLang();
  const errorText = useToolErrorText();
  const inBrowser = useInBrowser();
  // Whether the visitor has typed, chosen an example or cleared in this visit: a text tool waits for it.
  const [touched, setTouched] = useState(false);
  // Apart from `touched`, which wakes an idle tool: picking an option does not run a tool on an empty text.
  const [optionsChosen, setOptionsChosen] = useState(false);

  // A server tool's server may fix some values for this visitor (the port scanner's target: their own address).
  const server = manifest.server;
  const serverInfo = useServerInfo(id, !!server && inBrowser);
  const fixed = serverInfo.fixed;
  const values = useMemo(() => (Object.keys(fixed).length ? { ...host.values, ...fixed } : host.values), [host.values, fixed]);
  const shown = useMemo(() => Object.entries(manifest.fields).filter(([, f]) => fieldShown(f, tab, valueOnScreen(manifest.fields, values, lang, tab))), [manifest.fields, values, lang, tab]);
  const read = useMemo(() => readFields(manifest.fields, values, lang, tab), [manifest.fields, values, lang, tab]);
  // The big files the fields and options chosen need (the OCR tool's languages, the image converter's format), else all the tool lists.
  const bigAssets = useMemo(() => manifest.bigAssetsUsed?.(read.input, options) ?? manifest.bigAssets, [manifest, read.input, options]);
  const texts = shown.filter(([, f]) => f.kind === 'text' || f.kind === 'line' || f.kind === 'file');
  const idle = !manifest.runWhenEmpty && !touched && texts.length > 0 && texts.every(([name]) => values[name] === '' || values[name] === null);
  // An option being fixed (a number box holding "16e"): no result made with the options before it.
  const [optionsInvalid, setOptionsInvalid] = useState(false);
  const blocked = read.missing.length > 0 || Object.keys(read.errors).length > 0 || optionsInvalid;
  // A server tool runs when a start button is pressed, on the API server; a tool with a start button of its
  // own (manifest.start) when it is pressed, in the browser; the others as the visitor types.
  const serverRun = useServerRun(id, bundle.run, server, read.input, options);
  const pressed = usePressedStart(!!manifest.start && !server, read.input, options);
  const localRun = host.useRun(read.input, options, { enabled: !server && !idle && !blocked && pressed.go });
  const run = server ? serverRun : localRun;
  const { result, error, running, progress, cancel, rerun } = run;
  // The first focus or touch in the tool starts its worker and, for a tool that makes JSON, loads the JSON
  // views, ahead of the first paste or keystroke.
  const makesJson = producedKind(manifest, options) === 'json';
  const warm = () => {
    run.warm();
    if (makesJson) preloadJsonText(host.loadTexts);
  };

  // A run error about one field is said at that field, like the page's own checks.
  const runFieldError = error && typeof error.params?.field === 'string' && shown.some(([name]) => name === error.params!.field) ? error : null;
  // Before the visitor has done anything (typed, picked an option, chosen an example), a run's word about an
  // empty field (a date of birth to pick) asks for it: said where the result will be, not in red at the field.
  const prompt = runFieldError && !touched && !optionsChosen && [null, ''].includes(values[String(runFieldError.params!.field)] as string | null) ? errorText(id, runFieldError) : undefined;
  const invalid = Object.keys(read.errors).length > 0 || !!runFieldError || optionsInvalid;
  const resultIdle = server ? result === undefined && !error : idle;
  const resultError = runFieldError ? null : error;
  const ready = !resultIdle && read.missing.length === 0 && !invalid && !resultError && result !== undefined;
  const view: ResultView | undefined = useMemo(() => {
    if (!ready) return undefined;
    return bundle.view ? asResultView(bundle.view(result, { input: read.input, options })) : defaultView(result);
  }, [ready, bundle, result, read.input, options]);
  const display = useDisplay(id, view ? blocksTick(view.blocks) : false);
  const fieldErrors = useMemo(() => {
    const out: Record<string, string> = {};
    // What the result says about a field it was made with (a key that cannot check the signature): the result stays.
    for (const [name, message] of Object.entries(view?.fieldMessages ?? {})) if (shown.some(([n]) => n === name)) out[name] = displayText(message, display);
    for (const [name, e] of Object.entries(read.errors)) out[name] = fieldErrorText(t, lang, name, e);
    if (runFieldError && !prompt) out[String(runFieldError.params!.field)] = errorText(id, runFieldError);
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read.errors, runFieldError, prompt, view, display, shown, t, lang]);

  const tabKey = tabsOption(manifest);
  const visibleOptions = Object.keys(manifest.options.properties).filter((key) => key !== tabKey && (!tab || !manifest.optionTabs?.[key] || manifest.optionTabs[key]!.includes(tab)));
  const change = (changed: Record<string, RawValue>) => {
    setTouched(true);
    setValues(changed);
  };
  const clear = () => {
    setTouched(true);
    // A value the server fixes stays.
    setValues(Object.fromEntries(shown.filter(([name]) => fixed[name] === undefined).map(([name, f]) => [name, emptied(f, values[name] ?? null)])));
  };
  // An option the visitor picks is using the tool: a field it now needs is marked at the field.
  const chooseOptions = (next: typeof options) => {
    setOptionsChosen(true);
    setOptions(next);
  };
  /** What an action, a tab change or an example does: options, then typed field values on the (new) tab. */
  const apply = (change: ToolStateChange) => {
    if (change.input) setTouched(true);
    host.apply(change);
  };
  const chooseExample = (ex: (typeof manifest.examples)[number]) => {
    apply(exampleState(manifest, ex, lang));
    pressed.pressAfterChange();
  };
  const selectTab = (key: string) => {
    const output = run.upToDate ? result : undefined;
    const change = manifest.onTabChange && key !== tab ? manifest.onTabChange({ input: read.input, options, output, from: tab!, to: key }) : {};
    apply({ input: change.input, options: { ...change.options, [tabKey!]: key } });
  };
  const actionButtons = Object.entries(manifest.actions ?? {}).map(([name, action]) => (
    <button key={name} type="button" className="btn" onClick={() => apply(action({ input: read.input, options }))}>
      {t(`actions.${name}`)}
    </button>
  ));
  const anyValue = shown.some(([name, f]) => fixed[name] === undefined && holdsValue(f, values[name]));
  usePageCommand('clear', anyValue ? clear : undefined);
  const copyFields = shown.filter(([, f]) => f.kind === 'text' && f.copy);
  // The forms' code comes when the visitor is about to use them, or when what they show changes.
  const area = useRef<HTMLDivElement>(null);
  // A date or time that starts at "now" is filled in once the page is in the browser: written into the served
  // form's own input, it is no reason to load the forms' code (the date tools' pages would carry it at once).
  const written = Object.fromEntries(
    Object.entries(manifest.fields)
      .filter(([name, f]) => (f.kind === 'date' || f.kind === 'time' || f.kind === 'datetime') && startsNow(f, tab) && typeof values[name] === 'string')
      .map(([name]) => [name, values[name] as string]),
  );
  const forms = useLaterForms(
    area,
    [options, tab, lang, { ...values, ...Object.fromEntries(Object.keys(written).map((name) => [name, ''])) }, fieldErrors, fixed],
    Object.fromEntries(Object.entries(written).map(([name, value]) => [`${id}-field-${name}`, value])),
  );

  const body = (
    <>
      {visibleOptions.length > 0 && (
        <section className="tool-options" aria-label={t('common:tool.options')}>
          <LaterForm
            part="OptionsForm"
            {...forms}
            props={{ manifest, validatorFns, value: options, onChange: chooseOptions, onValidity: (valid: boolean) => setOptionsInvalid(!valid), t, tab, lang }}
          />
          {shown.length === 0 && actionButtons.length > 0 && <div className="io-actions">{actionButtons}</div>}
        </section>
      )}
      {shown.length > 0 && (
        <section className="tool-input">
          <LaterForm part="FieldsForm" {...forms} props={{ toolId: id, manifest, tab, values, onChange: change, errors: fieldErrors, t, lang, locked: fixed }} />
          <div className="io-actions">
            {manifest.start && !server && (
              <button type="button" className="btn btn-primary" disabled={localRun.running || blocked || idle} onClick={() => (pressed.go ? localRun.rerun() : pressed.press())}>
                {t(`actions.${manifest.start}`)}
              </button>
            )}
            {server?.starts.map((name, i) => (
              <button
                key={name}
                type="button"
                className={i === 0 ? 'btn btn-primary' : 'btn'}
                disabled={running || blocked}
                onClick={() => {
                  setTouched(true);
                  serverRun.start(name);
                }}
              >
                {t(`actions.${name}`)}
              </button>
            ))}
            <button type="button" className="btn" onClick={clear} disabled={!anyValue}>
              {t('common:actions.clear')}
            </button>
            {actionButtons}
            {copyFields.map(([name]) => (
              <CopyButton key={name} text={() => String(values[name] ?? '')} label={t('common:actions.copyText')} disabled={values[name] === ''} />
            ))}
            <ExampleButtons
              toolId={id}
              examples={manifest.examples}
              onChoose={chooseExample}
            />
          </div>
        </section>
      )}
      {/* A tab without fields: an example still brings its own tab and fields (the ID generator's Decode). */}
      {shown.length === 0 && manifest.examples.length > 1 && (
        <div className="io-actions">
          <ExampleButtons
            toolId={id}
            examples={manifest.examples}
            onChoose={chooseExample}
          />
        </div>
      )}
      <section className="tool-output" aria-busy={running} onFocus={warm} onPointerDown={warm}>
        {server && serverInfo.status === 'missing' && (
          <p className="error-banner" role="alert">
            <span aria-hidden="true">⚠</span> <span className="banner-text">{t('common:errors.serverUnavailable')}</span>
          </p>
        )}
        {bigAssets && bigAssets.length > 0 && <BigAssetNotice assets={bigAssets} checkAgain={result} />}
        {running && <RunStatus progress={progress} onCancel={cancel} stop={!!server?.stream} />}
        <Result
          bundle={bundle}
          host={host}
          missing={read.missing.length > 0}
          invalid={invalid}
          prompt={prompt}
          error={resultError}
          result={result}
          input={read.input}
          view={view}
          display={display}
          source={errorSource(shown, values)}
          rerun={rerun}
          inBrowser={inBrowser}
        />
      </section>
    </>
  );

  return (
    <div className="tool-body" ref={area} onFocus={warm} onPointerDown={warm}>
      {tabKey ? (
        <Tabs
          id={`${id}-tabs`}
          label={t(`options.${tabKey}.title`)}
          tabs={((manifest.options.properties[tabKey] as { enum?: readonly unknown[] }).enum ?? []).map((v) => ({ key: String(v), label: t(`options.${tabKey}.values.${String(v)}`) }))}
          selected={String(options[tabKey])}
          onSelect={selectTab}
        >
          <div className="tool-body">{body}</div>
        </Tabs>
      ) : (
        body
      )}
    </div>
  );
}

/**
 * A tool that runs when its start button is pressed (manifest.start): `go` while the input and options it
 * was pressed with are still the ones on screen; a change afterwards clears the result and stops the run
 * (the host's run hook cancels a run that is no longer enabled). An example presses it once its values
 * are on screen.
 */
function usePressedStart(active: boolean, input: Record<string, unknown>, options: Record<string, unknown>) {
  const [pressedWith, setPressedWith] = useState<{ input: Record<string, unknown>; options: Record<string, unknown> } | null>(null);
  const [pressAfterChange, setPressAfterChange] = useState(false);
  useEffect(() => {
    if (!pressAfterChange) return;
    setPressAfterChange(false);
    setPressedWith({ input, options });
  }, [pressAfterChange, input, options]);
  if (!active) return { go: true, press: () => undefined, pressAfterChange: () => undefined };
  return {
    go: pressedWith !== null && pressedWith.input === input && pressedWith.options === options,
    press: () => setPressedWith({ input, options }),
    pressAfterChange: () => setPressAfterChange(true),
  };
}

interface ResultProps {
  bundle: ToolPageData;
  host: ToolHostValue;
  missing: boolean;
  invalid: boolean;
  /** What to fill in first, before the visitor has done anything (a run's word about an empty field). */
  prompt: string | undefined;
  error: ToolError | null;
  result: unknown;
  input: Record<string, unknown>;
  /** The result's blocks, once there is a result to show. */
  view: ResultView | undefined;
  display: DisplayContext;
  /** The text of the tool's one text field, where an error's line is shown from. */
  source: string | undefined;
  rerun: () => void;
  inBrowser: boolean;
}

/** The text an error's line and column point into: the one text field's, when the tool has one. */
function errorSource(shown: readonly (readonly [string, { kind: string }])[], values: Record<string, RawValue>): string | undefined {
  const texts = shown.filter(([, f]) => f.kind === 'text');
  const value = texts.length === 1 ? values[texts[0]![0]] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The result, or why there is none: waiting for input, a field to fill in or fix, or the tool's message. */
function Result({ bundle, host, missing, invalid, prompt, error, result, input, view, display, source, rerun, inBrowser }: ResultProps) {
  const { toolId: id, manifest, options } = host;
  const { t } = useTranslation([id, 'common']);
  const { Output } = bundle;

  let content: ReactNode;
  if (missing) content = <p className="muted result-status">{t(['errors.required', 'common:fieldErrors.required'])}</p>;
  else if (prompt) content = <p className="muted result-status">{prompt}</p>;
  else if (invalid) content = <p className="muted result-status">{t(['fixField', 'common:tool.fixField'])}</p>;
  else if (error) content = <ErrorBanner toolId={id} error={error} source={source} />;
  else if (view && manifest.random && !inBrowser) content = <p className="muted result-status">{t('common:tool.generating')}</p>;
  else if (view && manifest.server && !inBrowser) content = null;
  else if (view) content = Output ? <Output toolId={id} result={result} input={input} options={options} /> : <ResultBlocks toolId={id} blocks={view.blocks} display={display} filename={view.filename} />;
  // A server run that ended early after some parts (the server restarting, a lost connection): what it
  // measured stays, and why it ended is said above it.
  const failed = result && typeof result === 'object' && 'failed' in result ? (result as { failed: unknown }).failed : undefined;
  if (content && isToolError(failed)) content = (
    <>
      <ErrorBanner toolId={id} error={failed} />
      {content}
    </>
  );

  const downloads: readonly DownloadFormat[] = manifest.downloads ?? (view?.blocks.some((b) => b.kind === 'text' || b.kind === 'list') ? ['txt'] : []);
  const file = view ? (format: DownloadFormat) => (format === 'pdf' ? import('@sdk/ui/pdf.ts').then(({ viewPdf }) => viewPdf(view, display, t('name'))) : fileContent(format, view, result, display)) : undefined;
  const copyable = view && hasCopyableBlock(view);
  // An empty result (a cleared text) has nothing to copy or save: the buttons stay, disabled.
  const empty = !view || view.blocks.every((b) => (b.kind === 'text' && b.text === '') || (b.kind === 'list' && b.items.length === 0) || b.kind === 'note');
  const secretView = manifest.random && !inBrowser;
  const kind = producedKind(manifest, options);
  return (
    <>
      {content}
      <ActionBar
        regenerate={manifest.random && view && view.regenerate !== false ? rerun : undefined}
        regenerateLabel={view?.regenerateLabel !== undefined ? displayText(view.regenerateLabel, display) : undefined}
        copy={copyable && !secretView ? () => copyText(view!, display) : undefined}
        copyLabel={view?.copyLabel !== undefined ? displayText(view.copyLabel, display) : undefined}
        copyNotice={view?.copyNotice !== undefined ? displayText(view.copyNotice, display) : undefined}
        filename={view?.filename ?? id}
        downloads={secretView ? [] : downloads}
        file={file}
        disabled={empty}
        link={host.link}
        linkCanCarryInput={host.linkCanCarryInput}
        extra={
          kind && copyable && !secretView ? (
            <Suspense fallback={null}>
              <SendTo fromId={id} kind={kind} text={() => copyText(view!, display)} disabled={empty} />
            </Suspense>
          ) : undefined
        }
      />
    </>
  );
}

function fileContent(format: Exclude<DownloadFormat, 'pdf'>, view: ResultView, result: unknown, display: DisplayContext): string | Promise<string> {
  // A text result that already is JSON (the JSON formatter's) is saved as it is.
  if (format === 'json') return typeof (view.json ?? result) === 'string' ? String(view.json ?? result) : JSON.stringify(view.json ?? result, null, 2);
  // In the page language's spreadsheet dialect (";" and "," in German, French and Spanish).
  // Loaded on the first CSV download: most visitors never save one.
  if (format === 'csv') return import('@sdk/core/csv.ts').then(({ csvFile }) => csvFile(csvRows(view, display), display.lang));
  return view.txt ?? copyText(view, display);
}

export default ToolBody;

/**
 * What the recipe page draws a step with (src/app/pages/RecipePage.tsx), taken from this chunk when its first
 * step is added, so that the tool pages' code stays split as it is (a page importing these itself would cut
 * the chunks every tool page loads into more, smaller ones).
 */
export { CopyButton, ErrorBanner, ResultBlocks, useDisplay };
export { ToolHostContext } from '@sdk/ui/toolHost.ts';
export { useHandoff } from './sendTo.ts';

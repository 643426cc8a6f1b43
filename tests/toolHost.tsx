/**
 * For component tests of a bespoke panel: a stand-in for the page's host (options and field values
 * in React state, per tab where declared; run() called at once) with the same API the panel uses,
 * and an i18next instance with the site's settings and the host's and the tool's English texts.
 * The real host also remembers the state, puts it in links and runs off the render, in a worker
 * where asked; the end-to-end tests cover that.
 */
import { readFileSync } from 'node:fs';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { fieldDefault, isToolError, numberText, optionDefaults, tabsOption, type RawValue, type ToolManifest } from '../src/sdk/core/index.ts';
import { ToolHostContext, type RunHandle, type ToolHost } from '../src/sdk/ui/toolHost.ts';
import { toolPageCommon } from '../src/i18n/hostTexts.node.ts';
import { createInstance } from '../src/i18n/instance.ts';

/** The site's i18next settings with the host's and the tool's English texts. */
export function testI18n(toolId: string) {
  const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  return createInstance('en', { en: { common: toolPageCommon('en'), [toolId]: json(`plugins/${toolId}/locales/en.json`) } });
}

interface StandInProps {
  toolId: string;
  manifest: unknown;
  /** The tool's run(): called at once with the panel's input and options. Absent: no result. */
  run?: (input: never, options: never) => unknown;
  values?: Record<string, RawValue>;
  children: ReactNode;
}

/** Host texts (loadTexts) are read from the files at once: one settled promise, as React's use() wants. */
const loaded = Promise.resolve();

export function StandInHost({ toolId, manifest: declared, run, values: initial = {}, children }: StandInProps) {
  const { i18n } = useTranslation();
  const manifest = declared as ToolManifest;
  const tabKey = tabsOption(manifest);
  const [options, setOptions] = useState<Record<string, unknown>>(() => optionDefaults(manifest.options));
  const [stored, setStored] = useState<Record<string, RawValue>>(initial);
  const tab = tabKey ? String(options[tabKey]) : undefined;
  const key = (name: string, onTab: string | undefined) => (manifest.fields[name]?.perTab && onTab !== undefined ? `${name}@${onTab}` : name);
  const values = useMemo(
    () => Object.fromEntries(Object.entries(manifest.fields).map(([name, f]) => [name, stored[key(name, tab)] ?? fieldDefault(f, tab, 'en')])),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stored, tab, manifest.fields],
  );
  const setValues: ToolHost['setValues'] = (next, onTab = tab) =>
    setStored((s) => ({ ...s, ...Object.fromEntries(Object.entries(next).map(([name, v]) => [key(name, onTab), v ?? null])) }));
  const useRun = (input: unknown, opts: Record<string, unknown>, settings?: { enabled?: boolean }): RunHandle => {
    const enabled = (settings?.enabled ?? true) && !!run;
    // eslint-disable-next-line react-hooks/rules-of-hooks -- called by the panel as a hook, like the host's
    const out = useMemo(() => (enabled ? run!(input as never, opts as never) : undefined), [input, opts, enabled]);
    const idle = { running: false, rerun: () => undefined, cancel: () => undefined, warm: () => undefined };
    // Run at once: a result is always the one for the input given.
    return isToolError(out) ? { ...idle, result: undefined, error: out, upToDate: false } : { ...idle, result: out, error: null, upToDate: out !== undefined };
  };
  const host: ToolHost = {
    toolId,
    manifest,
    options,
    setOptions,
    tab,
    values,
    setValue: (name, v) => setValues({ [name]: v }),
    setValues,
    useRun,
    apply: (change) => {
      const next = { ...options, ...change.options };
      if (change.options) setOptions(next);
      if (change.input) {
        const typed = Object.fromEntries(Object.entries(change.input).map(([name, v]) => [name, typeof v === 'number' ? numberText(v, 'en') : (v as RawValue)]));
        setValues(typed, tabKey ? String(next[tabKey]) : undefined);
      }
    },
    link: () => 'https://toolbench.example/en/tool',
    linkCanCarryInput: false,
    loadTexts: (ns) => {
      if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, JSON.parse(readFileSync(`locales/en/${ns}.json`, 'utf8')));
      return loaded;
    },
  };
  return <ToolHostContext.Provider value={host}>{children}</ToolHostContext.Provider>;
}

/** A panel or component with its host and texts, for render() or renderToString(). */
export function withHost(toolId: string, manifest: unknown, children: ReactNode, extra: Omit<StandInProps, 'toolId' | 'manifest' | 'children'> = {}) {
  return (
    <I18nextProvider i18n={testI18n(toolId)}>
      <StandInHost toolId={toolId} manifest={manifest} {...extra}>
        {children}
      </StandInHost>
    </I18nextProvider>
  );
}

/**
 * Gives a tool page (the host's ToolBody or a plugin's Panel) its state and run hook, and restores
 * the state a link carries once the page is live (after what this browser remembered, which the
 * link overrides). The link's query and fragment are then removed from the address bar, so a
 * reload shows the visitor's own state.
 */
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { typedRawValues } from '@sdk/core/fields.ts';
import { runsInWorker, tabsOption } from '@sdk/core/tool.ts';
import { usePersisted } from '@sdk/ui/persisted.ts';
import { ToolHostContext, type RunSettings, type ToolHost, type ToolStateChange } from '@sdk/ui/toolHost.ts';
import { useLang } from '../context.ts';
import { loadHostNamespace } from '../../i18n/index.ts';
import { buildLink, linkInput, readLink } from './link.ts';
import type { ToolPageData } from './loadToolPage.ts';
import { useToolRun } from './run/useToolRun.ts';
import { useToolState } from './state.ts';
import { optionsCheck } from './optionsCheck.ts';
import { usePageCommand } from '../pageCommands.ts';
import { takeHandoff } from './sendTo.ts';
import { findTool } from '../../registry/index.ts';

export interface ToolHostValue extends ToolHost {
  /** The options schema's precompiled validator, for the option form. */
  validatorFns: ValidatorFunctions;
}

/** Typed field values (an example's, an action's) as a visitor types them on this page: numbers in its language. */
export function ToolHostProvider({ bundle, children }: { bundle: ToolPageData; children: (host: ToolHostValue) => ReactNode }) {
  const { id: toolId, manifest, run, validatorFns, initialResult } = bundle;
  const lang = useLang();
  const optionsValid = useMemo(() => optionsCheck(validatorFns, manifest.options), [validatorFns, manifest.options]);
  const state = useToolState(toolId, manifest, optionsValid, lang);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!search && !hash) return;
    const apply = () => {
      const link = readLink(manifest, optionsValid, search, hash, lang);
      if (link.options) state.setOptions(link.options);
      const tabKey = tabsOption(manifest);
      if (link.values) state.setValues(link.values, tabKey && link.options ? String(link.options[tabKey]) : undefined);
      navigate(pathname, { replace: true });
    };
    if (usePersisted.persist.hasHydrated()) apply();
    else return usePersisted.persist.onFinishHydration(apply);
    // Once, when the page opens: a link is read when it is followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A result another tool sent here (Send to): applied once, after what this browser remembered.
  useEffect(() => {
    const receive = () => {
      const handoff = takeHandoff(findTool(toolId)!, manifest);
      if (handoff) apply(handoff);
    };
    if (usePersisted.persist.hasHydrated()) receive();
    else return usePersisted.persist.onFinishHydration(receive);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const timeLimitMs = manifest.timeLimitSeconds ? manifest.timeLimitSeconds * 1000 : undefined;
  const useRun = useCallback(
    (input: unknown, options: Record<string, unknown>, settings?: RunSettings) =>
      // eslint-disable-next-line react-hooks/rules-of-hooks -- the host's run hook, called by the page as a hook
      useToolRun(toolId, run, input, options, { worker: runsInWorker(manifest, options), enabled: settings?.enabled ?? true, timeLimitMs, initialResult }),
    [toolId, run, manifest, timeLimitMs, initialResult],
  );
  const { options, setOptions, setValues, values, tab } = state;
  const apply = useCallback(
    (change: ToolStateChange) => {
      const next = { ...options, ...change.options };
      if (change.options) setOptions(next);
      const tabKey = tabsOption(manifest);
      if (change.input) setValues(typedRawValues(manifest, change.input, lang), tabKey ? String(next[tabKey]) : undefined);
    },
    [options, setOptions, setValues, manifest, lang],
  );
  const link = useCallback(
    (withInput: boolean) => buildLink(typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`, manifest, options, values, tab, withInput, lang),
    [manifest, options, values, tab, lang],
  );
  const linkCanCarryInput = linkInput(manifest, values, tab, lang).length > 0;
  usePageCommand('link', () => link(false));
  const { i18n } = useTranslation();
  const loadTexts = useCallback((ns: string) => textsOnce(i18n, ns), [i18n]);
  const host = useMemo<ToolHostValue>(
    () => ({ toolId, manifest, validatorFns, ...state, useRun, apply, link, linkCanCarryInput, loadTexts }),
    [toolId, manifest, validatorFns, state, useRun, apply, link, linkCanCarryInput, loadTexts],
  );
  return <ToolHostContext.Provider value={host}>{children(host)}</ToolHostContext.Provider>;
}

const textLoads = new WeakMap<I18n, Map<string, Promise<void>>>();
/** Each namespace loaded once per i18n instance (one per language): the same promise for every asker. */
function textsOnce(instance: I18n, ns: string): Promise<void> {
  let loads = textLoads.get(instance);
  if (!loads) textLoads.set(instance, (loads = new Map()));
  let pending = loads.get(ns);
  if (!pending) loads.set(ns, (pending = loadHostNamespace(instance, ns)));
  return pending;
}

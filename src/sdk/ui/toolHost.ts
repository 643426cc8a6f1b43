/**
 * What the host gives every tool page: the tool's state (options, field values, the current tab)
 * and its run hook (in a Web Worker where the manifest asks, with a time limit; the latest result
 * always wins; errors as ToolError). The host owns all state, so it can remember it, put it in a
 * link and restore it; a bespoke panel reads and writes it through these hooks.
 */
import { createContext, useContext } from 'react';
import type { RawValue, RawValues } from '../core/fields.ts';
import type { ToolError } from '../core/toolError.ts';
import type { ToolManifest } from '../core/tool.ts';
import type { ProgressStage } from '../core/progress.ts';

export interface RunState {
  result: unknown;
  error: ToolError | null;
  running: boolean;
  /** How far a long run has got, when its tool reports it (reportProgress): `done` of `total`, of its work or of a big file it downloads first. */
  progress?: { readonly done: number; readonly total: number; readonly stage?: ProgressStage };
}

export interface RunHandle extends RunState {
  /** The result was made from the input and options given now (not one still waiting for a newer run). */
  upToDate: boolean;
  /** Runs again with the same input and options (Generate again). */
  rerun: () => void;
  cancel: () => void;
  /** Starts the worker ahead of the first run. */
  warm: () => void;
}

export interface RunSettings {
  /** False: no run (the previous result is dropped). Default true. */
  enabled?: boolean;
}

export interface ToolHost {
  toolId: string;
  manifest: ToolManifest;
  options: Record<string, unknown>;
  setOptions: (next: Record<string, unknown>) => void;
  /** The value of the tabs option, if the tool has one. */
  tab: string | undefined;
  /** The raw value of every field on the current tab. */
  values: RawValues;
  setValue: (name: string, value: RawValue) => void;
  /** Replaces several fields at once (an example, a link), on a given tab. */
  setValues: (values: Partial<Record<string, RawValue>>, tab?: string) => void;
  /**
   * Applies a change of options and of typed field values (numbers as numbers: written in the page's
   * language), the fields on the tab the new options select: what an action, a tab change or an example does.
   */
  apply: (change: ToolStateChange) => void;
  /** The page's link with the current options, and with the input when asked (never secrets or files). */
  link: (withInput: boolean) => string;
  /** Whether the current input could go in a link. */
  linkCanCarryInput: boolean;
  /**
   * Loads one of the host's text namespaces that only some results need (locales/<lng>/<ns>.json, e.g.
   * `jsonView`) into the page's i18n, in its language and English; resolves at once when already loaded.
   */
  loadTexts: (ns: string) => Promise<void>;
  /** The tool's run(), through the host's run hook. */
  useRun: (input: unknown, options: Record<string, unknown>, settings?: RunSettings) => RunHandle;
}

export interface ToolStateChange {
  readonly input?: Readonly<Record<string, unknown>>;
  readonly options?: Readonly<Record<string, unknown>>;
}

export const ToolHostContext = createContext<ToolHost | null>(null);

export function useToolHost(): ToolHost {
  const host = useContext(ToolHostContext);
  if (!host) throw new Error('useToolHost outside a tool page');
  return host;
}

/** Runs the tool on `input` and `options` whenever they change: the host's run hook. */
export function useToolRun(input: unknown, options: Record<string, unknown>, settings?: RunSettings): RunHandle {
  return useToolHost().useRun(input, options, settings);
}

/** The tool's options (remembered, linkable) and their setter. */
export function useToolOptions(): { options: Record<string, unknown>; setOptions: (next: Record<string, unknown>) => void } {
  const { options, setOptions } = useToolHost();
  return { options, setOptions };
}

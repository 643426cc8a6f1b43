/**
 * What only a tool's own page needs, loaded when that page opens: manifest (fields, options schema,
 * examples), view, precompiled option validator, locale texts, optional Output and Panel
 * components. Each is its own chunk per plugin; which optional files exist is read off the folder.
 */
import type { ComponentType } from 'react';
import type { ToolManifest } from '@sdk/core/tool.ts';
import type { ViewFn } from '@sdk/core/result.ts';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import type { Lang } from '../i18n/languages.ts';
import type { ToolOutputProps, ToolPanelProps } from '@sdk/ui/types.ts';
import { loadRun, type HostRun } from './runs.ts';

type Loader<T> = () => Promise<T>;
type Locale = Record<string, unknown>;

const manifests = import.meta.glob<ToolManifest>('/plugins/*/manifest.ts', { import: 'manifest' });
const views = import.meta.glob<ViewFn>('/plugins/*/view.ts', { import: 'view' });
const outputs = import.meta.glob<ComponentType<ToolOutputProps>>('/plugins/*/Output.tsx', { import: 'default' });
const panels = import.meta.glob<ComponentType<ToolPanelProps>>('/plugins/*/Panel.tsx', { import: 'default' });
const locales = import.meta.glob<Locale>('/plugins/*/locales/*.json', { import: 'default' });
const validators = import.meta.glob<ValidatorFunctions>('/src/generated/validators/*.js', { import: 'default' });

export interface ToolBundle {
  id: string;
  manifest: ToolManifest;
  run: HostRun;
  view?: ViewFn;
  validatorFns: ValidatorFunctions;
  texts: Locale;
  englishTexts: Locale;
  Output?: ComponentType<ToolOutputProps>;
  Panel?: ComponentType<ToolPanelProps>;
}

function optional<T>(loader: Loader<T> | undefined): Promise<T | undefined> {
  return loader ? loader() : Promise.resolve(undefined);
}

function required<T>(loader: Loader<T> | undefined, what: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`Missing ${what}`));
  return loader();
}

export async function loadTool(id: string, lang: Lang): Promise<ToolBundle> {
  const base = `/plugins/${id}`;
  const [manifest, view, validatorFns, texts, englishTexts, Output, Panel] = await Promise.all([
    required(manifests[`${base}/manifest.ts`], `${base}/manifest.ts`),
    optional(views[`${base}/view.ts`]),
    required(validators[`/src/generated/validators/${id}.js`], `validator of ${id} (run npm run gen)`),
    required(locales[`${base}/locales/${lang}.json`], `${base}/locales/${lang}.json`),
    required(locales[`${base}/locales/en.json`], `${base}/locales/en.json`),
    optional(outputs[`${base}/Output.tsx`]),
    optional(panels[`${base}/Panel.tsx`]),
  ]);
  // run() loads on first use: tools that run in a Web Worker never load it on the page itself.
  const run: HostRun = async (input, options, start) => (await loadRun(id))(input, options, start);
  return { id, manifest, run, view, validatorFns, texts, englishTexts, Output, Panel };
}

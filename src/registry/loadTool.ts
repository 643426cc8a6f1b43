/**
 * What only a tool's own page needs, loaded when that page opens: manifest (fields, options schema,
 * examples), view, precompiled option validator, locale texts, optional Output and Panel
 * components. Each is its own chunk per plugin; which optional files exist is read off the folder
 * (scripts/lib/catalog-plugin.ts writes each tool's loaders).
 */
import type { ComponentType } from 'react';
import type { ToolManifest } from '@sdk/core/tool.ts';
import type { ViewFn } from '@sdk/core/result.ts';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import type { Lang } from '../i18n/languages.ts';
import type { ToolOutputProps, ToolPanelProps } from '@sdk/ui/types.ts';
import parts from 'virtual:tool-parts';
import type { HostRun } from './runs.ts';

type Locale = Record<string, unknown>;

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

function optional<T>(loader: (() => Promise<T>) | undefined): Promise<T | undefined> {
  return loader ? loader() : Promise.resolve(undefined);
}

export async function loadTool(id: string, lang: Lang): Promise<ToolBundle> {
  const loadParts = parts[id];
  if (!loadParts) throw new Error(`Missing plugins/${id}`);
  const p = await loadParts();
  const [manifest, view, validatorFns, texts, englishTexts, Output, Panel] = await Promise.all([
    p.manifest(),
    optional(p.view),
    p.validator(),
    p.locales[lang]!(),
    p.locales.en!(),
    optional(p.Output),
    optional(p.Panel),
  ]);
  // run() loads on first use: tools that run in a Web Worker never load it on the page itself.
  const run: HostRun = async (input, options, start) => {
    if (!p.run) throw new Error(`No run.ts for ${id}`);
    return (await p.run())(input, options, start);
  };
  return { id, manifest, run, view, validatorFns, texts, englishTexts, Output, Panel };
}

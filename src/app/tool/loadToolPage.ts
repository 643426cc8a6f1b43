import { addNamespace, loadI18n, loadToolPageTexts, type Lang } from '../../i18n/index.ts';
import { loadTool, type ToolBundle } from '../../registry/loadTool.ts';
import { resource } from '../resource.ts';
import { readFields } from '@sdk/core/fields.ts';
import { optionDefaults, tabsOption } from '@sdk/core/tool.ts';
import type { ComponentType } from 'react';

export interface ToolPageData extends ToolBundle {
  /** The host's body for tools without a Panel (it brings the form library). */
  ToolBody?: ComponentType<{ bundle: ToolPageData }>;
  /** For tools that show a result for their default fields: that result, so the first paint already has it (no layout shift). */
  initialResult?: unknown;
}

/** The result for the fields' and options' defaults, for tools that show a result from the start. */
async function defaultResult(bundle: ToolBundle, lang: Lang): Promise<unknown> {
  const { manifest } = bundle;
  const options = optionDefaults(manifest.options);
  const tabKey = tabsOption(manifest);
  const read = readFields(manifest.fields, {}, lang, tabKey ? String(options[tabKey]) : undefined);
  if (read.missing.length || Object.keys(read.errors).length) return undefined;
  return bundle.run(read.input, options);
}

/** A tool's page data, with its texts added to the language's i18n instance as namespace <id>. */
export function toolPageResource(id: string, lang: Lang): Promise<ToolPageData> {
  return resource(`tool:${id}:${lang}`, async () => {
    const [bundle, i18n] = await Promise.all([loadTool(id, lang), loadI18n(lang).then(async (i18n) => (await loadToolPageTexts(i18n), i18n))]);
    addNamespace(i18n, id, bundle.texts, bundle.englishTexts);
    const [ToolBody, initialResult] = await Promise.all([
      bundle.Panel ? undefined : import('./ToolBody.tsx').then((m) => m.ToolBody),
      bundle.manifest.runWhenEmpty && !bundle.manifest.random ? defaultResult(bundle, lang) : undefined,
    ]);
    return { ...bundle, ToolBody, initialResult };
  });
}

/** A recipe step's tool loads through here, as its page's does (src/app/recipe/stepTools.ts). */
export { loadTool };

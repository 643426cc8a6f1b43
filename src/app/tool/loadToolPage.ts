import { addNamespace, loadI18n, type Lang } from '../../i18n/index.ts';
import { loadTool, type ToolBundle } from '../../registry/loadTool.ts';
import { resource } from '../resource.ts';
import { schemaDefaults } from '@sdk/core/schemaDefaults.ts';
import type { ComponentType } from 'react';

export interface ToolPageData extends ToolBundle {
  /** The host's generic body, loaded only for tools without a Panel (it brings the form library). */
  GenericTool?: ComponentType<{ bundle: ToolPageData }>;
  /** For tools that show a result for empty input: that result, so the first paint already has it (no layout shift). */
  initialResult?: unknown;
}

/** A tool's page data, with its texts added to the language's i18n instance as namespace <id>. */
export function toolPageResource(id: string, lang: Lang): Promise<ToolPageData> {
  return resource(`tool:${id}:${lang}`, async () => {
    const [bundle, i18n] = await Promise.all([loadTool(id, lang), loadI18n(lang)]);
    addNamespace(i18n, id, bundle.texts, bundle.englishTexts);
    const [GenericTool, initialResult] = await Promise.all([
      bundle.Panel ? undefined : import('./GenericTool.tsx').then((m) => m.GenericTool),
      bundle.manifest.runWhenEmpty ? bundle.run('', schemaDefaults(bundle.manifest.options)) : undefined,
    ]);
    return { ...bundle, GenericTool, initialResult };
  });
}

/**
 * A recipe step's tool on the page: its manifest, view, option validator and texts load when the step is
 * added (as its page loads them, virtual:tool-parts), its run() when the step first runs; a tool whose
 * manifest says `worker` runs in its Web Worker with its time limit, as on its own page.
 */
import type { i18n as I18n } from 'i18next';
import { runsInWorker } from '@sdk/core/tool.ts';
import { addNamespace, loadHostNamespace, loadI18n, loadToolPageTexts, type Lang } from '../../i18n/index.ts';
import { findTool } from '../../registry/index.ts';
import type { ToolBundle } from '../../registry/loadTool.ts';
import { resource } from '../resource.ts';
import type { WorkerRunner } from '../tool/run/workerRunner.ts';
import type { StepTool } from '../../recipe/recipe.ts';

/** A tool's bundle with its texts in the language's i18n instance (namespace <id>), loaded once. */
export function stepBundle(id: string, lang: Lang): Promise<ToolBundle> {
  return resource(`recipe-step:${id}:${lang}`, async () => {
    const [bundle, i18n] = await Promise.all([import('../tool/loadToolPage.ts').then((m) => m.loadTool(id, lang)), loadI18n(lang).then(async (i18n) => (await loadToolPageTexts(i18n), i18n))]);
    addNamespace(i18n, id, bundle.texts, bundle.englishTexts);
    return bundle;
  });
}

/** Whether a tool can be a step: it exists and does its work in the page (not on the API server). */
export async function stepManifest(id: string, lang: Lang) {
  if (!findTool(id)) return undefined;
  try {
    const { manifest } = await stepBundle(id, lang);
    return manifest.server ? undefined : manifest;
  } catch {
    return undefined;
  }
}

/** Thrown when a newer run took a step's worker: the older run stops there. */
export class Superseded extends Error {}

const runners = new Map<string, WorkerRunner>();

/** A step's tool for the engine: run() on the page, or in its worker for large work. */
export async function stepTool(id: string, lang: Lang, i18n: I18n): Promise<StepTool> {
  const bundle = await stepBundle(id, lang);
  const { manifest } = bundle;
  const t = i18n.getFixedT(lang, [id, 'common']);
  return {
    manifest,
    view: bundle.view,
    display: { lang, now: Date.now(), t: (key, params) => t(key, params) },
    run: async (input, options) => {
      if (!runsInWorker(manifest, options)) return bundle.run(input, options);
      // From the tool page's chunk, which has it already.
      const { CANCELLED, WorkerRunner } = await import('../pages/ToolPage.tsx');
      let runner = runners.get(id);
      if (!runner) runners.set(id, (runner = new WorkerRunner({ wasm: findTool(id)?.wasm })));
      const result = await runner.run(id, input, options, manifest.timeLimitSeconds ? manifest.timeLimitSeconds * 1000 : undefined);
      if (result === CANCELLED) throw new Superseded();
      return result;
    },
  };
}

/** A host namespace a result needs (the JSON views' texts), loaded once per language. */
export function resultTexts(i18n: I18n, ns: string): Promise<void> {
  return resource(`recipe-texts:${i18n.language}:${ns}`, () => loadHostNamespace(i18n, ns));
}

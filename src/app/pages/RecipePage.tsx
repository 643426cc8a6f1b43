/**
 * Recipes (/<lang>/recipe): the input, then each step (a tool and its options, drawn by the tool's own option
 * form) with its result under it, live; steps added from the tools that take what the step before gives,
 * removed, moved (buttons, keyboard, drag) and switched off. A failing step says its own message and the steps
 * after it wait. Shared as a link (the input in the fragment only when ticked), saved in this browser, exported
 * and imported as JSON. The engine is src/recipe/recipe.ts, the one `toolbench recipe` runs.
 */
import { lazy, Suspense, use, useCallback, useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { tabsOption, type ContentKind, type ToolManifest } from '@sdk/core/tool.ts';
import { writeClipboard } from '@sdk/ui/clipboard.ts';
import { downloadFile } from '@sdk/ui/download.ts';
import { notify } from '@sdk/ui/notices.ts';
import { useInBrowser } from '@sdk/ui/useInBrowser.ts';
import { loadHostNamespace, loadI18n, type Lang } from '../../i18n/index.ts';
import { TOOLS } from '../../registry/index.ts';
import { loadSearchTexts, type SearchTexts } from '../../registry/catalog.ts';
import { checkRecipe, newStep, nextTools, producedKind, readRecipeJson, readRecipeLink, recipeJson, recipeLink, runRecipe, type RawRecipe, type RecipeNote, type RecipeStep, type StepOutcome } from '../../recipe/recipe.ts';
import { RECIPE_EXAMPLES } from '../../recipe/examples.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { useLang } from '../context.ts';
import { PageHead } from '../head.tsx';
import { resource } from '../resource.ts';
import { restoreSavedRecipes, useSavedRecipes } from '../recipe/saved.ts';
import { resultTexts, stepBundle, stepManifest, stepTool } from '../recipe/stepTools.ts';
import type { ToolHost } from '@sdk/ui/toolHost.ts';
import type { ToolBundle } from '../../registry/loadTool.ts';
import './recipe.css';

/** The form library comes with the first step's options (the tool pages' own chunk of it), never with the page's first view. */
const OptionsForm = lazy(() => import('../tool/form/forms.ts').then((m) => ({ default: m.OptionsForm })));

/**
 * What draws a step's result (result blocks, error banner, Copy), from the tool pages' own chunk, loaded with
 * the first step; with the tool pages' styles.
 */
function toolKit() {
  return resource('recipe-kit', () => Promise.all([import('../tool/ToolBody.tsx'), import('./ToolPage.tsx')]).then(([kit]) => kit));
}

/** The page's texts (locales/<lng>/recipe.json) and every tool's name, before rendering. */
export function recipeTexts(lang: Lang): Promise<SearchTexts> {
  return resource(`recipe:${lang}`, async () => {
    const [, names] = await Promise.all([loadI18n(lang).then((i18n) => loadHostNamespace(i18n, 'recipe')), loadSearchTexts(lang)]);
    return names;
  });
}

interface PageStep extends RecipeStep {
  /** Stays with the step as it moves (React's key, the ids of its controls). */
  readonly key: number;
}

let nextKey = 1;
const keyed = (steps: readonly RecipeStep[]): PageStep[] => steps.map((s) => ({ ...s, key: nextKey++ }));
const plain = (steps: readonly PageStep[]): RecipeStep[] => steps.map(({ key: _, ...s }) => s);

/** What the last step switched on gives (undefined: plain text, the input's). */
function kindAfter(steps: readonly RecipeStep[], bundles: Readonly<Record<string, ToolBundle>>, start: ContentKind | undefined): ContentKind | undefined {
  let kind = start;
  for (const step of steps) {
    const manifest = bundles[step.tool]?.manifest;
    if (!step.off && manifest) kind = producedKind(manifest, step.options) ?? 'text';
  }
  return kind;
}

export default function RecipePage() {
  const lang = useLang();
  const names = use(recipeTexts(lang));
  const { t, i18n } = useTranslation(['recipe', 'common']);
  const title = t('common:pages.recipe.title');
  const inBrowser = useInBrowser();
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();

  const [steps, setSteps] = useState<PageStep[]>([]);
  const [input, setInput] = useState('');
  const [startKind, setStartKind] = useState<ContentKind | undefined>(undefined);
  const [bundles, setBundles] = useState<Record<string, ToolBundle>>({});
  const [outcomes, setOutcomes] = useState<StepOutcome[]>([]);
  const [running, setRunning] = useState(false);
  const [notes, setNotes] = useState<RecipeNote[]>([]);
  const [name, setName] = useState('');
  const nameOf = (id: string) => names[id]?.name ?? id;

  /** Puts a recipe on the page (a link's, an example's, a file's, a saved one), its tools loaded and checked. */
  const open = useCallback(
    async (raw: RawRecipe, earlier: RecipeNote[] = []) => {
      const checked = await checkRecipe(raw, (id) => stepManifest(id, lang));
      const loaded = await Promise.all(checked.recipe.steps.map((s) => stepBundle(s.tool, lang)));
      setBundles((b) => ({ ...b, ...Object.fromEntries(loaded.map((x) => [x.id, x])) }));
      setSteps(keyed(checked.recipe.steps));
      setName(raw.name ?? '');
      if (raw.input !== undefined) setInput(raw.input);
      setStartKind(undefined);
      setNotes([...earlier, ...checked.notes]);
    },
    [lang],
  );

  // When the page opens: a link's recipe, or a result sent here ("Send to" → "Add a step"); then saved recipes.
  useEffect(() => {
    restoreSavedRecipes();
    // Sent here from a tool's result: the tool pages' code is in memory already.
    if ((state as { sent?: boolean } | null)?.sent)
      void toolKit().then(({ useHandoff }) => {
        const { handoff } = useHandoff.getState();
        if (handoff?.to !== 'recipe') return;
        useHandoff.setState({ handoff: null });
        setInput(handoff.text);
        setStartKind(handoff.kind);
      });
    if (!search && !hash) return;
    // A recipe saved in this browser, opened from the home page's "Your tools".
    const saved = new URLSearchParams(search).get('saved');
    const kept = saved !== null ? useSavedRecipes.getState().recipes.find((r) => r.name === saved) : undefined;
    const link = kept ? { raw: { name: kept.name, steps: kept.steps }, notes: [] } : readRecipeLink(search, hash);
    void open(link.raw, link.notes).then(() => navigate(pathname, { replace: true }));
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Live: every change runs the chain again after a short pause; a newer run makes an older one stop.
  const runs = useRef(0);
  useEffect(() => {
    const seq = ++runs.current;
    if (steps.length === 0) {
      setOutcomes([]);
      return;
    }
    setRunning(true);
    const timer = setTimeout(() => {
      const current = () => runs.current === seq;
      void runRecipe(plain(steps), input, (id) => stepTool(id, lang, i18n), {
        stale: () => !current(),
        onStep: (i, outcome) => {
          if (current()) setOutcomes((o) => Object.assign([...o].slice(0, steps.length), { [i]: outcome }));
        },
      }).then(() => current() && setRunning(false));
    }, 150);
    return () => clearTimeout(timer);
  }, [steps, input, lang, i18n]);

  const kind = kindAfter(steps, bundles, startKind);
  const offered = useMemo(() => {
    // Those taking exactly this kind first (nextTools' order), each group by name.
    const tools = nextTools(TOOLS, kind).filter((tool) => tool.category !== 'network-tools');
    const exact = (tool: (typeof tools)[number]) => (tool.accepts?.[kind ?? 'text'] !== undefined ? 0 : 1);
    return tools.sort((a, b) => exact(a) - exact(b) || nameOf(a.id).localeCompare(nameOf(b.id), lang));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, names, lang]);

  const addStep = async (id: string) => {
    const tool = TOOLS.find((x) => x.id === id);
    if (!tool) return;
    const bundle = await stepBundle(id, lang);
    setBundles((b) => ({ ...b, [id]: bundle }));
    setSteps((s) => [...s, ...keyed([newStep(tool, bundle.manifest, kind)])]);
  };

  const move = (from: number, to: number, focus?: string) => {
    if (to < 0 || to >= steps.length || from === to) return;
    const next = [...steps];
    const [step] = next.splice(from, 1);
    next.splice(to, 0, step!);
    setSteps(next);
    // The focus stays on the moved step's button (or its other one, at either end).
    if (focus)
      requestAnimationFrame(() => {
        const button = document.getElementById(focus) as HTMLButtonElement | null;
        const other = document.getElementById(focus.endsWith('-up') ? focus.replace(/-up$/, '-down') : focus.replace(/-down$/, '-up')) as HTMLButtonElement | null;
        (button && !button.disabled ? button : other)?.focus();
      });
  };
  const update = (i: number, change: Partial<RecipeStep>) => setSteps((s) => s.map((step, j) => (j === i ? { ...step, ...change } : step)));
  const remove = (i: number) => setSteps((s) => s.filter((_, j) => j !== i));

  const manifests = Object.fromEntries(Object.values(bundles).map((b) => [b.id, b.manifest]));
  const recipe = { ...(name.trim() && { name: name.trim() }), steps: plain(steps) };
  const output = outcomes.length === steps.length && outcomes.at(-1)?.state !== 'error' && !running ? outcomes.findLast((o) => o.state === 'done') : undefined;

  return (
    <article className="recipe-page">
      <PageHead title={title} description={t('description')} path="/recipe" />
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{t('intro')}</p>

      {notes.length > 0 && (
        <div className="note recipe-notes" role="status">
          <p>{t('notes.heading')}</p>
          <ul>
            {notes.map((note, i) => (
              <li key={i}>{t(`notes.${note.code}`, { step: note.step ?? '', tool: note.tool ? nameOf(note.tool) : '', option: note.option ?? '' })}</li>
            ))}
          </ul>
          <button type="button" className="btn btn-small" onClick={() => setNotes([])}>
            {t('notes.dismiss')}
          </button>
        </div>
      )}

      <section className="recipe-input">
        <div className="field">
          <label id="recipe-input-label" htmlFor="recipe-input">
            {t('input')}
          </label>
          <textarea id="recipe-input" className="mono" rows={6} spellCheck={false} value={input} placeholder={t('inputPlaceholder')} onChange={(e) => setInput(e.target.value)} />
        </div>
      </section>

      <section className="recipe-steps-section" aria-labelledby="recipe-steps-heading">
        <h2 id="recipe-steps-heading">{t('steps')}</h2>
        {steps.length === 0 ? (
          <p className="muted">{t('noSteps')}</p>
        ) : (
          <Suspense fallback={<p className="muted">{t('state.running')}</p>}>
            <ol className="recipe-steps">
              {steps.map((step, i) => (
                <StepItem
                  key={step.key}
                  step={step}
                  index={i}
                  count={steps.length}
                  bundle={bundles[step.tool]}
                  outcome={outcomes[i]}
                  running={running}
                  toolName={nameOf(step.tool)}
                  onMove={move}
                  onChange={(change) => update(i, change)}
                  onRemove={() => remove(i)}
                />
              ))}
            </ol>
          </Suspense>
        )}
        <AddStep tools={offered} nameOf={nameOf} onAdd={(id) => void addStep(id)} disabled={!inBrowser} first={steps.length === 0} />
        {output?.state === 'done' && (
          <Suspense fallback={null}>
            <OutputCopy text={output.text} />
          </Suspense>
        )}
      </section>

      {steps.length > 0 && (
        <Suspense fallback={null}>
          <ShareAndSave recipe={recipe} name={name} setName={setName} input={input} manifests={manifests} lang={lang} onImport={open} />
        </Suspense>
      )}
      {steps.length === 0 && <SavedList onOpen={open} />}

      <section className="recipe-examples" aria-labelledby="recipe-examples-heading">
        <h2 id="recipe-examples-heading">{t('examples.heading')}</h2>
        <ul className="recipe-example-list">
          {RECIPE_EXAMPLES.map((example) => (
            <li key={example.id}>
              <button
                type="button"
                className="btn-link recipe-example-name"
                disabled={!inBrowser}
                onClick={() => {
                  void open({ name: t(`examples.${example.id}.name`), steps: example.steps.map((s) => ({ tool: s.tool, options: s.options ?? {} })), input: example.input });
                  document.getElementById('recipe-input')?.scrollIntoView({ block: 'nearest' });
                }}
              >
                {t(`examples.${example.id}.name`)}
              </button>
              <span className="muted">{example.steps.map((s) => nameOf(s.tool)).join(' → ')}</span>
            </li>
          ))}
        </ul>
        {steps.length === 0 && <ImportButton onImport={open} />}
      </section>
    </article>
  );
}

function OutputCopy({ text }: { text: string }) {
  const { CopyButton } = use(toolKit());
  const { t } = useTranslation('recipe');
  return (
    <div className="recipe-output">
      <CopyButton text={text} label={t('copyOutput')} />
    </div>
  );
}

function StepItem({
  step,
  index,
  count,
  bundle,
  outcome,
  running,
  toolName,
  onMove,
  onChange,
  onRemove,
}: {
  step: PageStep;
  index: number;
  count: number;
  bundle: ToolBundle | undefined;
  outcome: StepOutcome | undefined;
  running: boolean;
  toolName: string;
  onMove: (from: number, to: number, focus?: string) => void;
  onChange: (change: Partial<RecipeStep>) => void;
  onRemove: () => void;
}) {
  const { ToolHostContext } = use(toolKit());
  const { t } = useTranslation(['recipe', 'common']);
  const n = index + 1;
  const id = `step-${step.key}`;
  const [dragOver, setDragOver] = useState(false);
  const host = useStepHost(bundle, step.options);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragOver(false);
    const from = Number(e.dataTransfer.getData('application/x-recipe-step'));
    if (Number.isInteger(from)) onMove(from, index);
  };
  return (
    <li
      className={`recipe-step${step.off ? ' is-off' : ''}${dragOver ? ' is-drop' : ''}`}
      aria-labelledby={`${id}-heading`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('application/x-recipe-step')) return;
        e.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={drop}
    >
      <div className="recipe-step-head">
        <span
          className="recipe-drag"
          draggable
          title={t('dragHint')}
          aria-hidden="true"
          onDragStart={(e) => {
            e.dataTransfer.setData('application/x-recipe-step', String(index));
            e.dataTransfer.effectAllowed = 'move';
          }}
        >
          ⠿
        </span>
        <h3 id={`${id}-heading`}>{t('stepHeading', { n, tool: toolName })}</h3>
        <div className="recipe-step-actions">
          <label className="recipe-on">
            <input type="checkbox" checked={!step.off} onChange={(e) => onChange({ off: !e.target.checked })} />
            {t('useStep')}
            <span className="visually-hidden"> {n}</span>
          </label>
          <button type="button" id={`${id}-up`} className="btn btn-small" disabled={index === 0} aria-label={t('moveUp', { n })} onClick={() => onMove(index, index - 1, `${id}-up`)}>
            ↑
          </button>
          <button type="button" id={`${id}-down`} className="btn btn-small" disabled={index === count - 1} aria-label={t('moveDown', { n })} onClick={() => onMove(index, index + 1, `${id}-down`)}>
            ↓
          </button>
          <button type="button" className="btn btn-small" aria-label={t('remove', { n })} onClick={onRemove}>
            ✕
          </button>
        </div>
      </div>
      {bundle && <StepOptions id={id} bundle={bundle} step={step} onChange={onChange} />}
      <ToolHostContext.Provider value={host}>
        <StepResult toolId={step.tool} n={n} outcome={outcome} running={running} off={step.off} />
      </ToolHostContext.Provider>
    </li>
  );
}

/** The step's options, drawn as its own page draws them; a tabbed tool's tab as a list above them. */
function StepOptions({ id, bundle, step, onChange }: { id: string; bundle: ToolBundle; step: RecipeStep; onChange: (change: Partial<RecipeStep>) => void }) {
  const { manifest, validatorFns } = bundle;
  const lang = useLang();
  const { t } = useTranslation([bundle.id, 'common']);
  const tabKey = tabsOption(manifest);
  const tab = tabKey ? String(step.options[tabKey]) : undefined;
  const others = Object.keys(manifest.options.properties).filter((key) => key !== tabKey);
  if (!tabKey && others.length === 0) return null;
  const tabs = tabKey ? ((manifest.options.properties[tabKey] as { enum?: readonly string[] }).enum ?? []) : [];
  return (
    <details className="recipe-step-options" open>
      <summary>{t('common:tool.options')}</summary>
      {tabKey && (
        <div className="field">
          <label htmlFor={`${id}-tab`}>{t(`options.${tabKey}.title`)}</label>
          <select id={`${id}-tab`} value={tab} onChange={(e) => onChange({ options: { ...step.options, [tabKey]: e.target.value } })}>
            {tabs.map((value) => (
              <option key={value} value={value}>
                {t(`options.${tabKey}.values.${value}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {others.length > 0 && (
        <Suspense fallback={<p className="muted">…</p>}>
          <OptionsForm idPrefix={`${id}-options`} manifest={manifest} validatorFns={validatorFns} value={step.options} onChange={(options) => onChange({ options })} t={t} tab={tab} lang={lang} />
        </Suspense>
      )}
    </details>
  );
}

const nothing = () => undefined;

/** What a result's blocks ask of the page they are on (the JSON views load their texts through it); a step edits nothing there. */
function useStepHost(bundle: ToolBundle | undefined, options: Record<string, unknown>): ToolHost | null {
  const { i18n } = useTranslation();
  return useMemo(
    () =>
      bundle
        ? {
            toolId: bundle.id,
            manifest: bundle.manifest,
            options,
            setOptions: nothing,
            tab: undefined,
            values: {},
            setValue: nothing,
            setValues: nothing,
            apply: nothing,
            link: () => '',
            linkCanCarryInput: false,
            loadTexts: (ns: string) => resultTexts(i18n, ns),
            useRun: () => {
              throw new Error('A recipe step runs through the recipe');
            },
          }
        : null,
    [bundle, options, i18n],
  );
}

function StepResult({ toolId, n, outcome, running, off }: { toolId: string; n: number; outcome: StepOutcome | undefined; running: boolean; off?: boolean }) {
  const { CopyButton, ErrorBanner, ResultBlocks, useDisplay } = use(toolKit());
  const { t } = useTranslation(['recipe', 'common']);
  const display = useDisplay(toolId);
  let content;
  if (off) content = <p className="muted">{t('state.off')}</p>;
  else if (!outcome) content = <p className="muted">{running ? t('state.running') : t('state.waiting')}</p>;
  else if (outcome.state === 'error') content = <ErrorBanner toolId={toolId} error={outcome.error} />;
  else if (outcome.state === 'waiting') content = <p className="muted">{t(n === 1 ? 'state.noInput' : 'state.waiting')}</p>;
  else if (outcome.state === 'off') content = <p className="muted">{t('state.off')}</p>;
  else
    content = (
      <>
        <ResultBlocks toolId={toolId} blocks={outcome.view.blocks} display={display} filename={outcome.view.filename} />
        <CopyButton text={outcome.text} ariaLabel={t('copyStep', { n })} />
      </>
    );
  return (
    <div className="recipe-step-result" aria-label={t('resultOf', { n })} role="region" aria-busy={running}>
      {content}
    </div>
  );
}

function AddStep({ tools, nameOf, onAdd, disabled, first }: { tools: readonly { id: string }[]; nameOf: (id: string) => string; onAdd: (id: string) => void; disabled: boolean; first: boolean }) {
  const { t } = useTranslation('recipe');
  const id = useId();
  const [query, setQuery] = useState('');
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const shown = tools.filter((tool) => words.every((w) => nameOf(tool.id).toLocaleLowerCase().includes(w)));
  return (
    <div className="recipe-add">
      <div className="field">
        <label htmlFor={`${id}-find`}>{t('findTool')}</label>
        <input id={`${id}-find`} type="search" value={query} disabled={disabled} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={id}>{t(first ? 'addFirst' : 'addStep')}</label>
        <select
          id={id}
          value=""
          disabled={disabled}
          onChange={(e) => {
            if (e.target.value) onAdd(e.target.value);
          }}
        >
          <option value="">{t('chooseTool')}</option>
          {shown.map((tool) => (
            <option key={tool.id} value={tool.id}>
              {nameOf(tool.id)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function fileName(name: string): string {
  return `${name.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'recipe'}.recipe.json`;
}

function ShareAndSave({
  recipe,
  name,
  setName,
  input,
  manifests,
  lang,
  onImport,
}: {
  recipe: { name?: string; steps: RecipeStep[] };
  name: string;
  setName: (name: string) => void;
  input: string;
  manifests: Record<string, ToolManifest>;
  lang: Lang;
  onImport: (raw: RawRecipe, notes?: RecipeNote[]) => Promise<void>;
}) {
  const { CopyButton } = use(toolKit());
  const { t } = useTranslation(['recipe', 'common']);
  const [withInput, setWithInput] = useState(false);
  const save = useSavedRecipes((s) => s.save);
  const link = () => {
    const { query, fragment } = recipeLink(recipe, manifests, withInput ? input : undefined);
    return `${window.location.origin}/${lang}/recipe?${query}${fragment ? `#${fragment}` : ''}`;
  };
  const command = () => `toolbench recipe '${link().replace(/'/g, "'\\''")}'${withInput ? '' : ' < input.txt'}`;
  return (
    <>
      <section className="recipe-share" aria-labelledby="recipe-share-heading">
        <h2 id="recipe-share-heading">{t('share.heading')}</h2>
        <label className="recipe-check">
          <input type="checkbox" checked={withInput} onChange={(e) => setWithInput(e.target.checked)} />
          {t('share.includeInput')}
        </label>
        <div className="recipe-buttons">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void writeClipboard(link()).then((ok) => notify(ok ? 'success' : 'error', t(ok ? 'share.copied' : 'share.copyFailed')))}
          >
            {t('share.copyLink')}
          </button>
          <button type="button" className="btn" onClick={() => downloadFile(fileName(name), recipeJson(recipe, withInput ? input : undefined), 'application/json')}>
            {t('save.export')}
          </button>
          <ImportButton onImport={onImport} />
          <CopyButton text={command} label={t('share.copyCommand')} />
        </div>
        <p className="muted">{t('share.privacy')}</p>
      </section>
      <section className="recipe-save" aria-labelledby="recipe-save-heading">
        <h2 id="recipe-save-heading">{t('save.heading')}</h2>
        <form
          className="recipe-save-form"
          onSubmit={(e) => {
            e.preventDefault();
            const trimmed = name.trim();
            if (!trimmed) return;
            save({ name: trimmed, steps: recipe.steps });
            notify('success', t('save.saved', { name: trimmed }));
          }}
        >
          <div className="field">
            <label htmlFor="recipe-name">{t('save.name')}</label>
            <input id="recipe-name" type="text" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <button type="submit" className="btn" disabled={!name.trim()}>
            {t('save.save')}
          </button>
        </form>
        <SavedList onOpen={onImport} />
      </section>
    </>
  );
}

function SavedList({ onOpen }: { onOpen: (raw: RawRecipe) => Promise<void> }) {
  const { t } = useTranslation('recipe');
  const recipes = useSavedRecipes((s) => s.recipes);
  const remove = useSavedRecipes((s) => s.remove);
  if (recipes.length === 0) return null;
  return (
    <div className="recipe-saved">
      <h3>{t('save.yours')}</h3>
      <ul>
        {recipes.map((r) => (
          <li key={r.name}>
            <button type="button" className="btn-link" onClick={() => void onOpen({ name: r.name, steps: r.steps })}>
              {r.name}
            </button>
            <button type="button" className="btn btn-small" aria-label={t('save.delete', { name: r.name })} onClick={() => remove(r.name)}>
              ✕
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ImportButton({ onImport }: { onImport: (raw: RawRecipe, notes?: RecipeNote[]) => Promise<void> }) {
  const { t } = useTranslation('recipe');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="btn" onClick={() => inputRef.current?.click()}>
        {t('save.import')}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t('save.import')}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const read = readRecipeJson(await file.text());
          await onImport(read.raw, read.notes);
        }}
      />
    </>
  );
}

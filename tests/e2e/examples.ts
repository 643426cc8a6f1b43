/**
 * A declared tool's manifest examples, played through its page: chosen with the page's example buttons
 * (playExamples, every example of every declared tool, tools.spec.ts) or typed in with the page's controls
 * (playThroughControls: tabs, radio buttons, lists, boxes, sliders, fields typed as the page's language
 * writes numbers, files chosen; one example per field kind and option control, kinds.spec.ts). Then the
 * result is read off the page and compared with the example's stated output as that page must show it
 * (the tool's view and the host's texts, written by the same displayText the page uses), and Copy's text.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { LANGS, TOOLS, type ToolInfo } from './site.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { displayContext } from '../display.ts';
import { asResultView, defaultView, exampleFileBytes, exampleRun, type ExampleFile, fieldDefault, numberText, fieldShown, optionShown, isToolError, optionWidget, tabsOption, type Display, type ResultBlock, type ResultView, type ToolManifest, type ViewFn } from '../../src/sdk/core/index.ts';
import { blockText, blocksTick, chartTable, copyText, displayText, errorParams, fileCaption, formatNumber, hasCopyableBlock, maskSecret, type DisplayContext } from '../../src/sdk/ui/displayText.ts';

type Options = Record<string, unknown>;

/** A result comes a few milliseconds after its input (Playwright's default first waits 100 ms, 900 times over). */
const POLL = [20, 50, 100, 250, 500];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A number typed the way the page's language writes it, with its group separators ("1.234,5"). */
const typedNumber = (value: number, lang: string) => formatNumber(value, lang, { maximumFractionDigits: 20 });

async function setOption(page: Page, manifest: ToolManifest, key: string, value: unknown, ctx: DisplayContext): Promise<void> {
  const t = (k: string) => ctx.t(k, {});
  const title = t(`options.${key}.title`);
  // A value the manifest names by code (a currency, a font) has no text in the locale.
  const valueLabel = () => manifest.optionNames?.[key]?.(String(value), ctx.lang) ?? t(`options.${key}.values.${String(value)}`);
  const form = page.locator('main .tool-options');
  switch (optionWidget(manifest, key)) {
    case 'tabs': {
      const tab = page.locator('main').getByRole('tablist', { name: title }).getByRole('tab', { name: valueLabel(), exact: true });
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      return;
    }
    case 'segmented':
    case 'radio':
      await form.getByRole('group', { name: title, exact: true }).getByRole('radio', { name: valueLabel(), exact: true }).check();
      return;
    case 'select':
      // rjsf's list writes indexes as option values: choose by the visible name, as a person does.
      await form.getByLabel(title, { exact: true }).selectOption({ label: valueLabel() });
      return;
    case 'checkbox':
      await form.getByRole('checkbox', { name: title, exact: true }).setChecked(value === true);
      return;
    case 'enumRange':
    case 'range': {
      const prop = manifest.options.properties[key] as { enum?: unknown[] };
      const slider = form.getByRole('slider', { name: title, exact: true });
      const index = prop.enum ? prop.enum.indexOf(value) : Number(value);
      // Each step is a new value and a new run: a slider already there is left alone.
      if (Number(await slider.inputValue()) === index) return;
      await slider.focus();
      await page.keyboard.press('Home');
      const min = Number(await slider.getAttribute('min'));
      const step = Number((await slider.getAttribute('step')) ?? 1) || 1;
      for (let i = 0; i < Math.round((index - (prop.enum ? 0 : min)) / step); i++) await page.keyboard.press('ArrowRight');
      return;
    }
    default:
      await form.getByLabel(title, { exact: true }).fill(typeof value === 'number' ? numberText(value, ctx.lang) : String(value));
  }
}

async function fillField(page: Page, manifest: ToolManifest, name: string, value: unknown, tab: string | undefined, ctx: DisplayContext): Promise<void> {
  const field = manifest.fields[name]!;
  const byTab = tab !== undefined ? ctx.t(`fields.${name}.labels.${tab}`, { defaultValue: '' }) : '';
  const label = byTab || ctx.t(`fields.${name}.label`, {});
  const control = page.locator('main .fields-form').getByLabel(label, { exact: true });
  switch (field.kind) {
    case 'checkbox':
      await control.setChecked(value === true);
      return;
    case 'select':
      await control.selectOption(String(value));
      return;
    case 'file': {
      // The sample file is set on the page's file input, as if chosen.
      const files = (Array.isArray(value) ? value : [value]) as ExampleFile[];
      await control.setInputFiles(files.map((f) => ({ name: f.name, mimeType: f.type, buffer: Buffer.from(exampleFileBytes(f)) })));
      return;
    }
    case 'number':
    case 'integer':
      await control.fill(typeof value === 'number' ? typedNumber(value, ctx.lang) : String(value ?? ''));
      return;
    case 'grid': {
      // Shaped with the grid's own buttons (from its last cell), then typed cell by cell and chosen column by column.
      const rows = value as string[][];
      const first = field.columnChoices?.length ? 1 : 0;
      const region = page.locator('main .fields-form').getByRole('region', { name: label, exact: true });
      // The grid field around the region: its buttons follow the table.
      const grid = region.locator('xpath=..');
      const id = (await region.getAttribute('id'))!;
      const button = (name: string) => grid.locator('.grid-actions').getByRole('button', { name: ctx.t(`common:grid.${name}`, {}), exact: true });
      const shape = async () => ({ rows: await region.locator('tbody tr').count(), columns: await region.locator('tbody tr').first().locator('input').count() });
      const want = { rows: rows.length - first, columns: Math.max(...rows.map((r) => r.length)) };
      for (let now = await shape(); now.rows !== want.rows || now.columns !== want.columns; now = await shape()) {
        await page.locator(`#${id}-r${now.rows - 1}-c${now.columns - 1}`).focus();
        if (now.rows !== want.rows) await button(now.rows < want.rows ? 'addRow' : 'removeRow').click();
        else await button(now.columns < want.columns ? 'addColumn' : 'removeColumn').click();
      }
      for (const [r, cells] of rows.entries()) {
        for (const [c, cell] of cells.entries()) {
          if (r < first) await page.locator(`#${id}-choice-c${c}`).selectOption(cell);
          else await page.locator(`#${id}-r${r - first}-c${c}`).fill(cell);
        }
      }
      return;
    }
    default:
      await control.fill(String(value ?? ''));
  }
}

/** What the result region must show, block by block, as plain strings. */
function expectedBlocks(view: ResultView, ctx: DisplayContext): string[][] {
  const w = (d: Display | undefined) => displayText(d, ctx);
  const live = (d: Display) => typeof d === 'object' && ('relative' in d || 'clock' in d);
  return view.blocks.map((b: ResultBlock) => {
    switch (b.kind) {
      case 'text':
        // A textarea's value has its line breaks as LF (HTML normalises CRLF and CR); Copy and Download keep the text's own.
        return [(b.text.length > 100_000 ? b.text.slice(0, 10_000) : b.text).replace(/\r\n?/g, '\n')];
      case 'values':
        return b.items.flatMap((i) => [w(i.label), live(i.value) ? '*' : i.secret ? maskSecret(w(i.value), 4) : w(i.value), ...(i.hint !== undefined ? [w(i.hint)] : [])]);
      case 'table': {
        // A cell's line breaks and runs of spaces are one space on the page, as shownBlocks reads them.
        const cell = (d: Display) => w(d).replace(/[ \t\n\r]+/g, ' ').replace(/^ | $/g, '');
        return [w(b.caption), ...b.columns.map((c) => w(c.label)), ...b.rows.slice(0, 50).flatMap((r, ri) => r.map((c, ci) => (ci === 0 && b.marked?.row === ri ? `${cell(c)} ◀ ${w(b.marked.note)}` : cell(c))))];
      }
      case 'list':
        return b.items.slice(0, 50).map((i) => (typeof i === 'string' ? (i === '' && b.emptyItem !== undefined ? w(b.emptyItem) : i) : `${w(i.label)}|${i.text.slice(0, 2000)}`));
      case 'image':
        return [w(b.alt)];
      case 'file':
        return [...(b.label !== undefined ? [w(b.label)] : []), w(b.caption ?? fileCaption(b))];
      case 'compare':
        return [...(b.label !== undefined ? [w(b.label)] : []), w(b.before.alt), w(b.after.alt)];
      case 'meter':
        return [w(b.label), w(b.text)];
      case 'formula':
      case 'note':
        return [blockText(b, ctx)];
      case 'chart':
        return [w(b.label), ...chartTable(b, ctx).flat()];
    }
  });
}

/** The same, read off the page. */
function shownBlocks(output: Locator): Promise<string[][]> {
  return output.evaluate((root) => {
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/[ \t\n\r]+/g, ' ').replace(/^ | $/g, '');
    return [...root.querySelectorAll('[data-block]')].map((el) => {
      switch (el.getAttribute('data-block')) {
        case 'text': {
          const area = el.querySelector('textarea');
          return [area ? area.value : text(el.querySelector('.result-password'))];
        }
        case 'values':
          return [...el.querySelectorAll('[data-value]')].flatMap((item) => {
            const value = item.querySelector('.value-text, .stat-value');
            const hint = item.querySelector('.value-hint');
            // A ticking clock or a relative time only has to be there.
            const shownValue = value?.hasAttribute('data-live') ? (/\S/.test(value.textContent ?? '') ? '*' : '') : text(value);
            return [text(item.querySelector('th, .stat-label')), shownValue, ...(hint ? [text(hint)] : [])];
          });
        case 'table':
          return [text(el.querySelector('caption')), ...[...el.querySelectorAll('thead th')].map((th) => text(th).replace(/ [▲▼↕]$/, '')), ...[...el.querySelectorAll('tbody tr')].slice(0, 50).flatMap((tr) => [...tr.children].map((c) => text(c)))];
        case 'list': {
          const cards = [...el.querySelectorAll('section')];
          if (cards.length) return cards.slice(0, 50).map((c) => `${text(c.querySelector('h3'))}|${(c.querySelector('textarea') as HTMLTextAreaElement).value.replace(/…$/, '')}`);
          return [...el.querySelectorAll('li')].slice(0, 50).map((li) => li.textContent ?? '');
        }
        case 'image':
          return [el.querySelector('img')?.getAttribute('alt') ?? ''];
        case 'compare':
          return [...(el.querySelector('.result-compare-label') ? [text(el.querySelector('.result-compare-label'))] : []), ...[...el.querySelectorAll('img')].map((img) => img.getAttribute('alt') ?? '')];
        case 'file':
          return [...(el.querySelector('.result-file-label') ? [text(el.querySelector('.result-file-label'))] : []), text(el.querySelector('figcaption'))];
        case 'meter':
          return [text(el.querySelector('span')), el.querySelector('meter')?.getAttribute('aria-valuetext') ?? ''];
        case 'chart':
          return [el.querySelector('svg')?.getAttribute('aria-label') ?? '', ...[...el.querySelectorAll('table tr > *')].map((c) => text(c))];
        default:
          return [text(el).replace(/^[ℹ⚠] /, '')];
      }
    });
  });
}

/** The tools whose examples are played here: a bespoke panel or a network tool has its own e2e test. */
export const DECLARED = TOOLS.filter((t) => !t.panel && !t.network);

/** Field kinds typed as the page's language writes them ("1.234,5", "31.12.2026" in German). */
export const LOCALE_FIELDS = new Set(['number', 'integer', 'date', 'time', 'datetime']);

/**
 * Which examples are played in which language: every example once, the languages taken in turn (example by
 * example, starting at a different language for each tool), so that every language plays a quarter of the
 * examples, on every tool, and a tool with numbers or dates is seen with a decimal comma and a day-month
 * date. What playing each example in more languages would add is covered elsewhere: every tool page
 * renders in every language with its first example's result, without an error and within a phone's width
 * (tools.spec.ts), typing each kind of field in each language is played in kinds.spec.ts, and every locale
 * has exactly the English keys and placeholders of every text the view uses and follows the glossary
 * (contract tests). Playing every example twice cost a seventh of the end-to-end run.
 */
export function examplesByLanguage(tool: ToolInfo, manifest: ToolManifest): ReadonlyMap<Lang, readonly string[]> {
  const turn = DECLARED.indexOf(tool);
  const plays = new Map<Lang, string[]>();
  manifest.examples.forEach(({ name }, i) => {
    const lang = LANGS[(turn + i) % LANGS.length]!;
    plays.set(lang, [...(plays.get(lang) ?? []), name]);
  });
  return plays;
}

/** What a played example needs of its tool: the manifest and its view (none: the host's default view). */
export interface ExampleTool {
  info: ToolInfo;
  manifest: ToolManifest;
  view: ViewFn | undefined;
}

export async function loadExampleTool(info: ToolInfo): Promise<ExampleTool> {
  const { manifest } = (await import(`../../plugins/${info.id}/manifest.ts`)) as { manifest: ToolManifest };
  const view = ((await import(`../../plugins/${info.id}/view.ts`).catch(() => ({}))) as { view?: ViewFn }).view;
  return { info, manifest, view };
}

/**
 * Plays every example of the tool on its page, open in `lang`, as a visitor tries them: each example's
 * button, then its result read off the page. An example sets the whole state it states (exampleState), so
 * each result is the manifest's whatever came before. Typing each kind of field and choosing each kind of
 * option with its control is played in kinds.spec.ts (playThroughControls), in every language for the
 * kinds written in the page's language.
 */
export async function playExamples(page: Page, tool: ExampleTool, lang: Lang, { firstShown = false, only }: { firstShown?: boolean; only?: readonly string[] } = {}): Promise<void> {
  const ctx = displayContext(tool.info.id, lang);
  for (const [i, ex] of tool.manifest.examples.entries()) {
    if (only && !only.includes(ex.name)) continue;
    // The first example's button was just pressed (the phone check of a result): its result is checked as it is.
    if (!(i === 0 && firstShown)) await page.locator('main .examples').getByRole('button', { name: ctx.t(`examples.${ex.name}`, {}), exact: true }).click();
    await expectShown(page, tool, ex, ctx);
  }
}

/**
 * Plays one example through the page's controls, as a person who types it in would: the tab, every option
 * shown (tabs, radio buttons, lists, boxes, sliders, number boxes) and every field shown (typed as the
 * page's language writes it, files chosen), then its result read off the page. On a page just opened.
 */
export async function playThroughControls(page: Page, tool: ExampleTool, exampleName: string, lang: Lang): Promise<void> {
  const { manifest } = tool;
  const ctx = displayContext(tool.info.id, lang);
  const ex = manifest.examples.find((e) => e.name === exampleName)!;
  const { options } = exampleRun(manifest, ex);
  const tabKey = tabsOption(manifest);
  // The tabs option first: it decides which fields and options are shown.
  if (tabKey) await setOption(page, manifest, tabKey, options[tabKey], ctx);
  const tab = tabKey ? String(options[tabKey]) : undefined;
  for (const [key, value] of Object.entries(options as Options)) if (key !== tabKey && optionShown(manifest, key, tab)) await setOption(page, manifest, key, value, ctx);
  const valueOf = (name: string) => (name in ex.input ? (ex.input as Record<string, unknown>)[name] : fieldDefault(manifest.fields[name]!, tab, lang));
  // In the manifest's order: a select comes before the box it shows (`when`).
  for (const [name, field] of Object.entries(manifest.fields)) {
    if (!fieldShown(field, tab, valueOf)) continue;
    const value = valueOf(name);
    if (field.kind === 'file' && value === null) continue;
    await fillField(page, manifest, name, value, tab, ctx);
  }
  // A tool that runs on its start button (a conversion) runs when the visitor presses it.
  if (manifest.start) await page.locator('main .tool-input').getByRole('button', { name: ctx.t(`actions.${manifest.start}`, {}), exact: true }).click();
  await expectShown(page, tool, ex, ctx);
}

/** The example's result (or its message) is what the page shows, and Copy gives its text. */
async function expectShown(page: Page, { info: tool, manifest, view }: ExampleTool, ex: ToolManifest['examples'][number], ctx: DisplayContext): Promise<void> {
  const where = `${ctx.lang}, example ${ex.name}`;
  const { input, options: exOptions } = exampleRun(manifest, ex);
  const output = page.locator('main .tool-output');
  if (isToolError(ex.output)) {
    // An example of a mistake: the page says the tool's message, at its field or above the result.
    const params = errorParams(ex.output.params, ctx.lang);
    const field = typeof params.field === 'string' && manifest.fields[params.field] ? params.field : undefined;
    const message = ctx.t(field ? `fields.${field}.errors.${ex.output.code}` : `errors.${ex.output.code}`, { ...params, defaultValue: ctx.t(`errors.${ex.output.code}`, { ...params, defaultValue: ctx.t(`common:errors.${ex.output.code}`, params) }) });
    await expect(page.locator('main [role="alert"]').filter({ hasText: message }), where).toHaveCount(1);
    return;
  }
  const shown = view ? asResultView(view(ex.output, { input, options: exOptions })) : defaultView(ex.output);
  if (!tool.output) await expect.poll(() => shownBlocks(output), { message: where, intervals: POLL }).toEqual(expectedBlocks(shown, ctx));
  // What the result says about a field (a key that cannot check the signature) is said at that field, the result beside it.
  for (const [name, message] of Object.entries(shown.fieldMessages ?? {})) {
    await expect(page.locator(`#${tool.id}-field-${name}-error`), `${where}: message at ${name}`).toHaveText(displayText(message, ctx));
    await expect(page.locator(`#${tool.id}-field-${name}`), `${where}: ${name} marked`).toHaveAttribute('aria-invalid', 'true');
  }
  // The button reads "✓ Copied" for a moment after a click.
  const copyLabel = shown.copyLabel !== undefined ? displayText(shown.copyLabel, ctx) : ctx.t('common:actions.copy', {});
  const copy = output.locator('.action-bar').getByRole('button', { name: new RegExp(`^(${escapeRegExp(copyLabel)}|✓ ${escapeRegExp(ctx.t('common:actions.copied', {}))})$`) });
  if (hasCopyableBlock(shown)) {
    // A live value (the time now, "3 years ago") is copied as the page shows it at that moment: any text will do.
    const expected = copyText(shown, ctx).split('\n');
    const matches = (copied: string) => {
      const lines = copied.split('\n');
      return lines.length === expected.length && lines.every((line, i) => (/:\s?$/.test(expected[i]!) && blocksTick(shown.blocks) ? line.startsWith(expected[i]!) : line === expected[i]));
    };
    // A tool with its own Output had its result not compared above: Copy is pressed until the example's result is there.
    if (!tool.output) await copy.click();
    await expect
      .poll(
        async () => {
          if (tool.output) await copy.click();
          return matches(await page.evaluate(() => navigator.clipboard.readText()));
        },
        { message: `${where}: Copy gives ${expected.join(' / ')}`, intervals: POLL },
      )
      .toBe(true);
  }
}

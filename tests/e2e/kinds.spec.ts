/**
 * Every field kind, option control and result kind the host draws is checked for accessibility (axe: no
 * serious or critical violation; its colours in the dark theme too, since a tool page checks the colours
 * of its first tab only, and in the dark theme only when it has colours of its own, tools.spec.ts) and
 * privacy (typed text never leaves the page) on a real tool that uses it, with a result on screen: the
 * first example whose tab shows that field or option, or whose result has that block. The kinds one
 * example shows are checked on one page load. On a declared tool the example is typed in with the page's
 * controls (every option and field it shows, each with its own control: examples.ts playThroughControls)
 * and its result compared with the manifest's, in every language when it has a number, date or time field
 * (written as each language writes them), in English otherwise; tool pages choose their examples with the
 * example buttons (tools.spec.ts). A kind no tool uses fails here, so none is drawn untested.
 */
import { test, expect, forgetSite, gotoHydrated } from './fixtures.ts';
import { LANGS, TOOLS } from './site.ts';
import { LOCALE_FIELDS, loadExampleTool, playThroughControls } from './examples.ts';
import { displayContext } from '../display.ts';
import { asResultView, exampleRun, fieldShown, FIELD_KINDS, isToolError, OPTION_WIDGETS, optionShown, optionWidget, tabsOption, type BlockKind, type ToolManifest, type ViewFn } from '../../src/sdk/core/index.ts';
import { COLOUR_RULES, seriousViolations } from './axe.ts';

const BLOCK_KINDS: readonly BlockKind[] = ['text', 'values', 'table', 'list', 'image', 'meter', 'formula', 'note', 'chart'];

interface Where {
  kind: string;
  tool: (typeof TOOLS)[number];
  example: string;
}

/** For each kind, the first tool and example that shows it. */
async function findUses(): Promise<Where[]> {
  const found = new Map<string, Where>();
  // Declared tools first: their controls are the host's, played here one by one.
  for (const tool of [...TOOLS.filter((t) => !t.network && !t.panel), ...TOOLS.filter((t) => !t.network && t.panel)]) {
    const { manifest } = (await import(`../../plugins/${tool.id}/manifest.ts`)) as { manifest: ToolManifest };
    const view = ((await import(`../../plugins/${tool.id}/view.ts`).catch(() => ({}))) as { view?: ViewFn }).view;
    const tabKey = tabsOption(manifest);
    for (const ex of manifest.examples) {
      const { input, options } = exampleRun(manifest, ex);
      const tab = tabKey ? String(options[tabKey]) : undefined;
      for (const field of Object.values(manifest.fields)) if (fieldShown(field, tab) && !found.has(`field ${field.kind}`)) found.set(`field ${field.kind}`, { kind: field.kind, tool, example: ex.name });
      // A line or text field's keypad (`keys`): buttons in the host's colours.
      for (const field of Object.values(manifest.fields)) if ((field.kind === 'line' || field.kind === 'text') && field.keys && fieldShown(field, tab) && !found.has('field keypad')) found.set('field keypad', { kind: 'keypad', tool, example: ex.name });
      if (!tool.panel) for (const key of Object.keys(manifest.options.properties)) if (optionShown(manifest, key, tab) && !found.has(`option ${optionWidget(manifest, key)}`)) found.set(`option ${optionWidget(manifest, key)}`, { kind: optionWidget(manifest, key), tool, example: ex.name });
      if (isToolError(ex.output) || tool.output) continue;
      const blocks = view ? asResultView(view(ex.output, { input, options })).blocks : [{ kind: 'text' as const }];
      for (const b of blocks) if (!found.has(`block ${b.kind}`)) found.set(`block ${b.kind}`, { kind: b.kind, tool, example: ex.name });
    }
  }
  return [...found.entries()].map(([key, where]) => ({ ...where, kind: key }));
}

const uses = await findUses();

test('every field kind, option control and result kind is used by a tool', () => {
  const kinds = new Set(uses.map((u) => u.kind));
  expect(FIELD_KINDS.filter((k) => !kinds.has(`field ${k}`)), 'field kinds no tool shows').toEqual([]);
  expect(kinds.has('field keypad'), 'a field keypad').toBe(true);
  expect(BLOCK_KINDS.filter((k) => !kinds.has(`block ${k}`)), 'result kinds no example shows').toEqual([]);
  expect(OPTION_WIDGETS.filter((k) => !kinds.has(`option ${k}`)), 'option controls no declared tool shows').toEqual([]);
});

/** The kinds one example shows together, checked on one page load. */
const byExample = new Map<string, { tool: Where['tool']; example: string; kinds: string[] }>();
for (const { kind, tool, example } of uses) {
  const key = `${tool.id} ${example}`;
  if (!byExample.has(key)) byExample.set(key, { tool, example, kinds: [] });
  byExample.get(key)!.kinds.push(kind);
}

for (const { kinds, tool, example } of byExample.values()) {
  // A number, date or time field is typed as each language writes it: played in every language.
  const languages = !tool.panel && kinds.some((k) => k.startsWith('field ') && LOCALE_FIELDS.has(k.slice(6))) ? LANGS : ['en' as const];
  const played = tool.panel ? '' : `, typed in with its controls in ${languages.join(', ')}`;
  test(`${kinds.join(', ')}: accessible and private on ${tool.id} (example ${example}${played})`, async ({ page, foreignRequests, baseURL }) => {
    const marker = `secret-${Date.now()}`;
    const carrying: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes(marker) || (req.postData() ?? '').includes(marker)) carrying.push(req.url());
    });
    const declared = tool.panel ? undefined : await loadExampleTool(tool);
    // English last: the page the checks below run on.
    for (const lang of [...languages.filter((l) => l !== 'en'), 'en' as const]) {
      await gotoHydrated(page, `/${lang}/${tool.category}/${tool.id}`);
      if (declared) await playThroughControls(page, declared, example, lang);
      else await page.getByRole('button', { name: displayContext(tool.id, 'en').t(`examples.${example}`, {}), exact: true }).click();
      if (lang !== 'en') await forgetSite(page, baseURL!);
    }
    for (const kind of kinds) if (kind.startsWith('block ')) await expect(page.locator(`main [data-block="${kind.slice(6)}"]`).first()).toBeVisible();
    // The kinds are drawn inside main; the page around it is checked whole in a11y.spec.ts.
    expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(page, { include: 'main', rules: COLOUR_RULES }), 'dark theme').toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    // Then type into every text field of the page: nothing typed is sent anywhere.
    const fields = page.locator('main textarea:not([readonly]), main input[type="text"], main input:not([type])');
    for (let i = 0; i < (await fields.count()); i++) if (await fields.nth(i).isEditable()) await fields.nth(i).fill(marker);
    await page.waitForTimeout(200);
    expect(foreignRequests).toEqual([]);
    expect(carrying).toEqual([]);
  });
}

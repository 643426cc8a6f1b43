/**
 * The recipe page in one visit and one shared link, on a 375 px phone: a recipe built with the page's own
 * controls gives the bytes `toolbench recipe` gives for it; a step moved by the keyboard keeps the focus and
 * a step that then fails says its message; a shared link (with its input and an option that is not valid)
 * opens with a note; axe finds nothing serious; nothing scrolls sideways; Send to's "Add a step" brings a
 * tool's result here as the input.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { RECIPE_EXAMPLES } from '../../src/recipe/examples.ts';
import { withNewline } from '../../src/cli/output.ts';

test.use({ viewport: { width: 375, height: 800 } });

const example = RECIPE_EXAMPLES.find((e) => e.id === 'urlToYaml')!;

/** What the command prints for the example (the page's text, and a newline if it does not end with one). */
function commandOutput(): string {
  const json = JSON.stringify({ recipe: 1, steps: example.steps });
  const answer = spawnSync(process.execPath, [join(process.cwd(), 'bin/toolbench.mjs'), 'recipe', json], { input: example.input, encoding: 'utf8' });
  expect(answer.status, answer.stderr).toBe(0);
  return answer.stdout;
}

const noSidewaysScroll = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('build, check against the command, reorder by keyboard, fail a step, open a shared link', async ({ page }) => {
  const expected = commandOutput();
  await gotoHydrated(page, '/en/recipe');
  await page.getByRole('textbox', { name: 'Input', exact: true }).fill(example.input);
  await page.getByLabel('First step').selectOption({ label: 'URL decoder' });
  await expect(page.getByRole('heading', { name: '1. URL decoder' })).toBeVisible();
  // After plain text every tool that takes some text is offered; after JSON, the JSON tools first.
  await page.getByLabel('Add a step').selectOption({ label: 'JSON formatter' });
  await page.getByLabel('Add a step').selectOption({ label: 'JSON to YAML converter' });
  const last = page.getByRole('region', { name: 'Result of step 3' });
  await expect.poll(async () => withNewline(await last.locator('textarea').inputValue())).toBe(expected);
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // Step 3 moved up by the keyboard: the focus follows it; the formatter now gets YAML and says why it fails.
  await page.getByRole('button', { name: 'Move step 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '2. JSON to YAML converter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move step 2 up' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Result of step 3' }).getByRole('alert')).toBeVisible();
  // Switched off, the converter lets the JSON through to the formatter.
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '2. JSON to YAML converter' }) }).getByLabel('Use this step').uncheck();
  await expect(page.getByRole('region', { name: 'Result of step 3' }).locator('textarea')).toHaveValue(/"name": "Ada"/);

  // A shared link: steps and options by name, the input in the fragment; a value that is not valid gets a note.
  await gotoHydrated(page, `/en/recipe?step=url-decoder&step=json-formatter&2.indent=7&step=json-yaml-converter&3.mode=jsonToYaml#input=${encodeURIComponent(example.input)}`);
  await expect(page.getByRole('status').filter({ hasText: 'the value of “indent” in JSON formatter was not valid' })).toBeVisible();
  await expect.poll(async () => withNewline(await page.getByRole('region', { name: 'Result of step 3' }).locator('textarea').inputValue())).toBe(expected);
  await expect(page).toHaveURL(/\/en\/recipe$/);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);

  // "Send to" → "Add a step (recipe)" on a tool's result: the result becomes the recipe's input, in memory.
  await gotoHydrated(page, '/en/developer-tools/json-formatter');
  await page.locator('main textarea').first().fill('{"a":[1,2]}');
  await page.getByLabel('Send to').selectOption({ label: 'Add a step (recipe)' });
  await expect(page).toHaveURL(/\/en\/recipe$/);
  await expect(page.getByRole('textbox', { name: 'Input', exact: true })).toHaveValue('{\n  "a": [\n    1,\n    2\n  ]\n}');
});

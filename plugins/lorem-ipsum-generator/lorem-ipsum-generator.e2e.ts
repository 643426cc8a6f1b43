import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const CLASSIC = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** What the counts line says, as numbers. */
async function counts(page: Page, pattern: RegExp) {
  const text = (await page.getByText(pattern).textContent()) ?? '';
  const [, paragraphs, sentences, words] = pattern.exec(text)!;
  return { paragraphs: Number(paragraphs), sentences: Number(sentences), words: Number(words) };
}

const EN_COUNTS = /Paragraphs: (\d+) · Sentences: (\d+) · Words: (\d+)/;

test('is never in the prerendered page: every visitor gets a text of their own', async ({ page }) => {
  const html = await (await page.request.get('/en/text-tools/lorem-ipsum-generator')).text();
  expect(html).toContain('Lorem ipsum generator');
  expect(html).not.toMatch(EN_COUNTS);
  expect(html).not.toContain('lang="la"');
});

test('generates lorem ipsum on load, follows the options, generates again and copies', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'text-tools', 'lorem-ipsum-generator');
  const output = page.getByLabel('Generated text', { exact: true });
  // rjsf marks the (always filled) field as required with an asterisk after its title.
  const paragraphs = page.getByRole('textbox', { name: 'Number of paragraphs' });

  // Three medium paragraphs starting with the classic sentence, at once.
  await expect(paragraphs).toHaveValue('3');
  await expect(paragraphs).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('radio', { name: 'Medium', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Start with “Lorem ipsum dolor sit amet…”' })).toBeChecked();
  await expect(output).toHaveValue(new RegExp(`^${CLASSIC} `));
  // Latin: not spell-checked or translated as English.
  await expect(output).toHaveAttribute('lang', 'la');
  const first = await output.inputValue();
  expect(first.split('\n\n')).toHaveLength(3);
  await expect(page.getByText(EN_COUNTS)).toHaveText(/^Paragraphs: 3 · /);
  let c = await counts(page, EN_COUNTS);
  expect(c.words).toBe(first.split(/\s+/).length);
  expect(c.sentences).toBeGreaterThanOrEqual(15);
  expect(c.sentences).toBeLessThanOrEqual(21);

  // Five long paragraphs.
  await paragraphs.fill('5');
  await page.getByRole('radio', { name: 'Long', exact: true }).check();
  await expect(page.getByText(EN_COUNTS)).toHaveText(/^Paragraphs: 5 · /);
  await expect.poll(async () => (await counts(page, EN_COUNTS)).sentences).toBeGreaterThanOrEqual(40);
  const long = await output.inputValue();
  expect(long.split('\n\n')).toHaveLength(5);
  c = await counts(page, EN_COUNTS);
  expect(c.sentences).toBeLessThanOrEqual(50);
  expect(c.words).toBe(long.split(/\s+/).length);

  // Generate again gives a new text with the same settings.
  await page.getByRole('button', { name: 'Generate again', exact: true }).click();
  await expect(output).not.toHaveValue(long);
  const again = await output.inputValue();
  expect(again.split('\n\n')).toHaveLength(5);
  expect(again.startsWith(CLASSIC)).toBe(true);

  // Without the classic opening.
  await page.getByRole('checkbox', { name: 'Start with “Lorem ipsum dolor sit amet…”' }).uncheck();
  await expect(output).not.toHaveValue(new RegExp(`^${CLASSIC}`));

  // Copy gives the whole text.
  const shown = await output.inputValue();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe(shown);

  // Download TXT.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download TXT', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('lorem-ipsum-generator.txt');

  // Same text every time: the text is fixed by the settings, and Generate again is gone.
  await page.getByRole('checkbox', { name: 'Same text every time' }).check();
  await expect(page.getByRole('button', { name: 'Generate again', exact: true })).toHaveCount(0);
  await expect(output).not.toHaveValue(shown);
  const fixed = await output.inputValue();
  await page.getByRole('radio', { name: 'Short', exact: true }).check();
  await expect(output).not.toHaveValue(fixed);
  await page.getByRole('radio', { name: 'Long', exact: true }).check();
  await expect(output).toHaveValue(fixed);
  // The settings are remembered, and with them the same text.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('checkbox', { name: 'Same text every time' })).toBeChecked();
  await expect(output).toHaveValue(fixed);
  await page.getByRole('checkbox', { name: 'Same text every time' }).uncheck();
  await expect(page.getByRole('button', { name: 'Generate again', exact: true })).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

test('speaks German on the German page', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'text-tools', 'lorem-ipsum-generator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lorem-ipsum-Generator');
  const output = page.getByLabel('Erzeugter Text', { exact: true });
  const DE_COUNTS = /Absätze: (\d+) · Sätze: (\d+) · Wörter: (\d+)/;

  await expect(output).toHaveValue(new RegExp(`^${CLASSIC} `));
  await expect(page.getByText(DE_COUNTS)).toHaveText(/^Absätze: 3 · /);

  await page.getByRole('textbox', { name: 'Anzahl der Absätze' }).fill('1');
  await page.getByRole('radio', { name: 'Kurz', exact: true }).check();
  await expect(page.getByText(DE_COUNTS)).toHaveText(/^Absätze: 1 · Sätze: [34] · /);
  await expect(page.getByRole('checkbox', { name: 'Mit „Lorem ipsum dolor sit amet…“ beginnen' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Immer derselbe Text' })).not.toBeChecked();

  const before = await output.inputValue();
  await page.getByRole('button', { name: 'Neu erzeugen', exact: true }).click();
  await expect(output).not.toHaveValue(before);

  await page.getByRole('button', { name: 'Kopieren', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Kopiert' })).toBeVisible();
  expect(await clipboard(page)).toBe(await output.inputValue());
  await expect(page.getByRole('button', { name: 'TXT herunterladen', exact: true })).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

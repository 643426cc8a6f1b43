import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const current = (page: Page) => page.locator('.color-picker-current-hex');

test('picks a colour, keeps every format in sync, checks contrast, exports and remembers the history', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'color-picker');
  await expect(page.getByText('No colours yet. Colours you pick appear here.')).toBeVisible();
  await expect(current(page)).toHaveText('#1E90FF');
  await expect(page.getByText('CSS name: dodgerblue')).toBeVisible();

  // Typing a hex updates the other formats at once.
  await field(page, 'HEX').fill('#FF0000');
  await expect(field(page, 'RGB')).toHaveValue('rgb(255, 0, 0)');
  await expect(field(page, 'HSL')).toHaveValue('hsl(0, 100%, 50%)');
  await expect(field(page, 'HSV')).toHaveValue('hsv(0, 100%, 100%)');
  await expect(field(page, 'CMYK')).toHaveValue('cmyk(0%, 100%, 100%, 0%)');
  await expect(current(page)).toHaveText('#FF0000');
  await expect(page.getByText('CSS name: red')).toBeVisible();

  // An invalid value is reported on its field and changes nothing else; a valid one goes through.
  await field(page, 'RGB').fill('rgb(300, 0, 0)');
  await expect(page.getByText('Enter red, green and blue from 0 to 255, such as rgb(30, 144, 255).')).toBeVisible();
  await expect(field(page, 'RGB')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'HEX')).toHaveValue('#FF0000');
  await field(page, 'RGB').fill('0 128 0');
  await expect(field(page, 'HEX')).toHaveValue('#008000');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter red' })).toHaveCount(0);

  // Copy a format.
  await page.getByRole('button', { name: 'Copy HSL' }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await clipboard(page)).toBe('hsl(120, 100%, 25%)');

  // The saturation–brightness square works from the keyboard; the hue stays put on grey.
  const area = page.getByRole('slider', { name: 'Saturation and brightness' });
  await area.focus();
  await page.keyboard.press('Home');
  await expect(field(page, 'HEX')).toHaveValue('#808080');
  await expect(area).toHaveAttribute('aria-valuetext', 'Saturation 0%, brightness 50%');
  await expect(page.getByRole('slider', { name: 'Hue' })).toHaveValue('120');
  await page.keyboard.press('End');
  await expect(field(page, 'HEX')).toHaveValue('#008000');

  // Palettes: the harmonies of red, select one, and build a palette.
  await field(page, 'HEX').fill('#FF0000');
  await page.getByRole('tab', { name: 'Palettes' }).click();
  const triadic = page.getByRole('group', { name: /Triadic/ });
  await expect(triadic.getByRole('listitem')).toHaveText(['#FF0000', '#00FF00', '#0000FF']);
  await expect(page.getByRole('group', { name: /Complementary/ }).getByRole('listitem')).toHaveText(['#FF0000', '#00FFFF']);
  await page.getByRole('button', { name: 'Add #FF0000' }).click();
  await triadic.getByRole('button', { name: 'Use #0000FF' }).click();
  await expect(current(page)).toHaveText('#0000FF');
  await page.getByRole('button', { name: 'Add #0000FF' }).click();
  await page.getByRole('button', { name: 'Copy palette' }).click();
  expect(await clipboard(page)).toBe('#FF0000, #0000FF');
  await page.getByRole('button', { name: 'Move #0000FF earlier' }).click();
  await page.getByRole('button', { name: 'Copy palette' }).click();
  await expect.poll(() => clipboard(page)).toBe('#0000FF, #FF0000');

  // Accessibility: #777777 on white is 4.48:1, fails AA for normal text, passes for large text.
  await page.getByRole('tab', { name: 'Accessibility' }).click();
  await field(page, 'Text colour').fill('#777777');
  await expect(field(page, 'Background colour')).toHaveValue('#FFFFFF');
  await expect(page.locator('.result-value')).toHaveText('4.48:1');
  await expect(page.getByRole('row', { name: /^AA, normal text/ })).toContainText('✗ Fail');
  await expect(page.getByRole('row', { name: /^AA, large text/ })).toContainText('✓ Pass');
  await page.getByRole('button', { name: 'Use #767676, which passes AA at 4.54:1' }).click();
  await expect(page.locator('.result-value')).toHaveText('4.54:1');
  await expect(page.getByRole('row', { name: /^AA, normal text/ })).toContainText('✓ Pass');
  await page.getByRole('button', { name: 'Black background' }).click();
  await expect(field(page, 'Background colour')).toHaveValue('#000000');
  // L(#767676) = 0.1812: (0.1812 + 0.05) / 0.05 = 4.62.
  await expect(page.locator('.result-value')).toHaveText('4.62:1');

  // Colour blindness: red as seen with protanopia (Machado 2009).
  await page.getByRole('tab', { name: 'Accessibility' }).click();
  await field(page, 'Text colour').fill('red');
  await page.getByRole('tab', { name: 'Colour blindness' }).click();
  const card = (name: string) => page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card('Protanopia')).toContainText('#6D5F00');
  await expect(card('Achromatopsia')).toContainText('#7F7F7F');
  // The palette (blue, red) as seen with protanopia.
  await expect(card('Protanopia')).toContainText('#0059FF');

  // Tools: invert red, then a random colour.
  await page.getByRole('tab', { name: 'Tools' }).click();
  await page.getByRole('button', { name: 'Invert: use #00FFFF' }).click();
  await expect(current(page)).toHaveText('#00FFFF');
  await page.getByRole('button', { name: 'Random colour' }).click();
  await expect(current(page)).not.toHaveText('#00FFFF');
  const picked = (await current(page).textContent())!;
  expect(picked).toMatch(/^#[0-9A-F]{6}$/);

  // Export: CSS to copy, JSON to download.
  const code = page.getByRole('textbox', { name: 'CSS code' });
  await expect(code).toContainText(`--color-base: ${picked};`);
  await expect(code).toContainText('--color-palette-1: #0000FF;');
  await page.getByRole('button', { name: 'Copy CSS' }).click();
  expect(await clipboard(page)).toContain(`:root {\n  --color-base: ${picked};`);
  await page.getByRole('radio', { name: 'JSON' }).check();
  await page.getByRole('combobox', { name: 'Colour notation' }).selectOption('rgb');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('colors.json');
  const json = JSON.parse(await readFile((await file.path())!, 'utf8')) as { base: string; palette: string[]; harmonies: Record<string, string[]> };
  expect(json.base).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  expect(json.palette).toEqual(['rgb(0, 0, 255)', 'rgb(255, 0, 0)']);
  expect(Object.keys(json.harmonies)).toEqual(['complementary', 'analogous', 'triadic', 'tetradic', 'splitComplementary', 'monochromatic']);

  // History: the colours chosen, newest first, still there after a reload with the colour and the tab.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('button', { name: `Use ${picked}` })).toBeVisible();
  await expect(history.getByRole('button', { name: 'Use #00FFFF' })).toBeVisible();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(current(page)).toHaveText(picked);
  await expect(page.getByRole('tab', { name: 'Tools' })).toHaveAttribute('aria-selected', 'true');
  await expect(history.getByRole('listitem').first()).toHaveText(picked);
  await history.getByRole('button', { name: 'Use #00FFFF' }).click();
  await expect(current(page)).toHaveText('#00FFFF');
  await history.getByRole('button', { name: 'Clear history' }).click();
  await expect(page.getByText('No colours yet. Colours you pick appear here.')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

test('opens a link with its colours, opacity and tab, and plays an example', async ({ page, foreignRequests }) => {
  await page.goto('/de/miscellaneous/color-picker?tab=accessibility#color=%23777777&opacity=50&background=%23000000');
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('tab', { name: 'Barrierefreiheit' })).toHaveAttribute('aria-selected', 'true');
  await expect(current(page)).toHaveText('#77777780');
  await expect(field(page, 'Hintergrundfarbe')).toHaveValue('#000000');
  // Half of #777777 over black is #3C3C3C: (0.0452 + 0.05) / 0.05 = 1.90.
  await expect(page.getByText('#3C3C3C', { exact: false }).first()).toBeVisible();
  await expect(page.locator('.result-value')).toHaveText('1,90:1');

  // An example sets the colour, the background and the tab, and joins the history.
  await page.getByRole('button', { name: 'Durchscheinendes Blau' }).click();
  await expect(current(page)).toHaveText('#1F8FFF80');
  await expect(field(page, 'Hintergrundfarbe')).toHaveValue('#FFFFFF');
  await page.getByRole('tab', { name: 'Auswahl' }).click();
  await expect(field(page, 'HSL')).toHaveValue('hsla(210, 100%, 56%, 0.5)');
  await expect(page.getByRole('slider', { name: 'Deckkraft' })).toHaveAttribute('aria-valuetext', /^50\s%$/);
  await expect(page.getByRole('region', { name: 'Verlauf' }).getByRole('listitem').first()).toHaveText('#1F8FFF80');

  expect(foreignRequests).toEqual([]);
});

test('speaks French, with French numbers', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'miscellaneous', 'color-picker');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sélecteur de couleur');
  await expect(page.getByText('Aucune couleur pour l’instant. Les couleurs que vous choisissez apparaissent ici.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sélecteur' })).toHaveAttribute('aria-selected', 'true');

  await field(page, 'HEX').fill('#1e90ff');
  await expect(field(page, 'RGB')).toHaveValue('rgb(30, 144, 255)');
  await field(page, 'HSL').fill('hsl(210, 100%, 500%)');
  await expect(page.getByText('Saisissez une teinte en degrés, puis la saturation et la luminosité de 0 à 100\u202f%, par exemple hsl(210, 100%, 56%).')).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Opacité' })).toHaveAttribute('aria-valuetext', /^100\s%$/);
  await page.getByRole('button', { name: 'Copier HEX' }).click();
  await expect(page.getByRole('button', { name: '✓ Copié' })).toBeVisible();
  expect(await clipboard(page)).toBe('#1E90FF');

  await page.getByRole('tab', { name: 'Accessibilité' }).click();
  await expect(page.locator('.result-value')).toHaveText('3,24:1');
  await expect(page.getByRole('row', { name: /^AA, texte normal/ })).toContainText('✗ Non conforme');
  await expect(page.getByRole('row', { name: /^AA, grand texte/ })).toContainText('✓ Conforme');

  await page.getByRole('tab', { name: 'Daltonisme' }).click();
  await expect(page.getByRole('heading', { name: 'Deutéranopie' })).toBeVisible();

  await page.getByRole('tab', { name: 'Outils' }).click();
  await expect(page.getByRole('button', { name: /^Éclaircir 10\s%\s: utiliser #51A9FF$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger en CSS' })).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

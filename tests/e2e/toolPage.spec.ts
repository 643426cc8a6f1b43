/** What the host gives every generic tool page, shown on the case converter. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test, expect, gotoHydrated } from './fixtures.ts';

const PATH = '/en/text-tools/case-converter';

test('options a visitor changes are remembered across reloads', async ({ page }) => {
  await gotoHydrated(page, PATH);
  await page.getByRole('radio', { name: 'lower case' }).check();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('radio', { name: 'lower case' })).toBeChecked();
  await page.getByLabel('Your text').fill('MiXeD');
  await expect(page.getByLabel('Converted text')).toHaveValue('mixed');
});

test('text typed before the page has loaded its script is converted once it has, without another keystroke', async ({ page }) => {
  // The page's script is held back until the visitor has typed into the prerendered box (a slow phone).
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto(PATH, { waitUntil: 'commit' });
  await page.getByLabel('Your text').fill('Typed Early');
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  release();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByLabel('Your text')).toHaveValue('Typed Early');
  await expect(page.getByLabel('Converted text')).toHaveValue('TYPED EARLY');
});

test('a first view loads no form code; what is typed, ticked and chosen before it comes is applied once it has', async ({ page }) => {
  // The forms' code is held back until the visitor has used the prerendered forms (a slow connection).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/forms-[^/]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/en/developer-tools/json-formatter', { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor();
  expect(asked, 'form code loaded without the visitor reaching for the tool').toBe(false);
  await expect(page.locator('.form-slot:not([data-live])')).toHaveCount(2);

  await page.getByLabel('JSON input').fill('{"b":1,"a":[true]}');
  await page.getByRole('radio', { name: '4 spaces' }).check();
  await page.getByLabel('Sort keys').check();
  expect(asked).toBe(true);
  release();
  await expect(page.locator('.form-slot[data-live]')).toHaveCount(2);
  await expect(page.getByLabel('JSON input')).toHaveValue('{"b":1,"a":[true]}');
  await expect(page.getByRole('radio', { name: '4 spaces' })).toBeChecked();
  await expect(page.getByLabel('Sort keys')).toBeChecked();
  await expect(page.locator('main .tool-output textarea')).toHaveValue('{\n    "a": [\n        true\n    ],\n    "b": 1\n}');
});

test("a date that starts at today is filled in without the forms' code; an untouched empty field is asked for, not marked wrong", async ({ page }) => {
  let asked = false;
  await page.route(/\/assets\/forms-[^/]+\.js$/, async (route) => {
    asked = true;
    await route.continue();
  });
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
  await page.goto('/en/time-date-tools/age-calculator', { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('textbox', { name: 'Age on' })).toHaveValue(today);
  // The run's word about the empty date of birth, in the result's place and not in red at the field.
  await expect(page.locator('.tool-output .result-status')).toHaveText('Please select your date of birth.');
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).not.toHaveAttribute('aria-invalid', 'true');
  expect(asked, 'form code loaded without the visitor reaching for the tool').toBe(false);

  await page.getByRole('textbox', { name: 'Date of birth' }).fill('1990-05-15');
  await expect(page.locator('.form-slot[data-live]').first()).toBeAttached();
  expect(asked).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Age on' })).toHaveValue(today);
  await expect(page.locator('.tool-output')).toContainText('36 years');
  // Once the visitor has acted, emptying the field again is a mistake said at the field.
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('');
  await expect(page.getByText('Please select your date of birth.')).toBeVisible();
});

test('works from the keyboard alone: options by arrow keys, copy by Enter', async ({ page }) => {
  await gotoHydrated(page, PATH);
  await page.getByLabel('Your text').fill('keyboard only');
  await page.getByRole('radio', { name: 'UPPER CASE' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'lower case' })).toBeChecked();
  await expect(page.getByLabel('Converted text')).toHaveValue('keyboard only');
  await page.getByRole('button', { name: 'Copy', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Copied/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('keyboard only');
});

test('download saves the output as a text file and says so', async ({ page }) => {
  await gotoHydrated(page, PATH);
  await page.getByLabel('Your text').fill('download me');
  await page.getByRole('radio', { name: 'UPPER CASE' }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download TXT' }).click()]);
  expect(download.suggestedFilename()).toBe('case-converter.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe('DOWNLOAD ME');
  await expect(page.getByRole('status').filter({ hasText: 'Download started' })).toBeVisible();
});

test('shows how-to, features, badges and related tools', async ({ page }) => {
  await gotoHydrated(page, PATH);
  await expect(page.getByRole('heading', { name: 'How to use' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Popular')).toBeVisible();
  const related = page.locator('section[aria-labelledby="related"]');
  if (await related.count()) await expect(related.getByRole('link').first()).toHaveAttribute('href', /^\/en\//);
});

test('user text is shown as text, never as HTML', async ({ page }) => {
  await gotoHydrated(page, PATH);
  let dialog = false;
  page.on('dialog', (d) => {
    dialog = true;
    void d.dismiss();
  });
  await page.getByLabel('Your text').fill('<img src=x onerror=alert(1)><script>alert(2)</script>');
  await page.getByRole('radio', { name: 'lower case' }).check();
  await expect(page.getByLabel('Converted text')).toHaveValue('<img src=x onerror=alert(1)><script>alert(2)</script>');
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialog).toBe(false);
});

test('a huge paste stays responsive: a preview is shown, the whole text is used and can still be edited', async ({ page }) => {
  await gotoHydrated(page, PATH);
  await page.getByRole('radio', { name: 'UPPER CASE' }).check();
  const big = 'abc def\n'.repeat(60_000); // 480,000 characters
  await page.getByLabel('Your text').evaluate((el, text) => {
    const clipboard = new DataTransfer();
    clipboard.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
  }, big);
  await expect(page.getByRole('note').filter({ hasText: 'Large text (480,000 characters)' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(big.toUpperCase());
  await page.getByRole('button', { name: 'Edit the full text' }).click();
  await expect(page.getByLabel('Your text')).toHaveJSProperty('readOnly', false);
  expect(await page.getByLabel('Your text').evaluate((el) => (el as HTMLTextAreaElement).value.length)).toBe(big.length);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('Your text')).toHaveValue('');
});

test('the shown beginning of a huge text stays editable: typing in it edits the text, select all and type replaces it all', async ({ page }) => {
  await gotoHydrated(page, PATH);
  const box = page.getByLabel('Your text');
  const big = 'abc def\n'.repeat(60_000);
  const paste = (text: string) =>
    box.evaluate((el, t) => {
      const clipboard = new DataTransfer();
      clipboard.setData('text/plain', t);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
    }, text);
  await paste(big);
  await expect(page.getByRole('note').filter({ hasText: 'Large text (480,000 characters)' })).toBeVisible();
  await box.focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Z');
  await expect(page.getByRole('note').filter({ hasText: 'Large text (480,001 characters)' })).toBeVisible();
  await box.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('small');
  await expect(box).toHaveValue('small');
  await paste(big);
  await box.focus();
  await page.keyboard.press('Control+a');
  await paste('replaced');
  await expect(box).toHaveValue('replaced');
});

test('a text file opened or dropped fills the text, read in the browser, its name and size said', async ({ page, foreignRequests }) => {
  await gotoHydrated(page, '/de/text-tools/word-counter');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Datei öffnen…' }).first().click();
  await (await chooser).setFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('eins zwei drei') });
  const box = page.locator('main textarea').first();
  await expect(box).toHaveValue('eins zwei drei');
  await expect(page.locator('main')).toContainText('Aus notiz.txt (14 Byte) gelesen');
  // Dropped on the box: the same.
  await box.evaluate((el) => {
    const data = new DataTransfer();
    data.items.add(new File(['vier fünf'], 'mehr.txt', { type: 'text/plain' }));
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await expect(box).toHaveValue('vier fünf');
  // Not text: said, and the text stays.
  const binary = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Datei öffnen…' }).first().click();
  await (await binary).setFiles({ name: 'bild.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x00, 0x01]) });
  await expect(page.locator('main')).toContainText('bild.png ist keine Textdatei.');
  await expect(box).toHaveValue('vier fünf');
  expect(foreignRequests).toEqual([]);
});

test('a file that is not text, dropped or opened on the text of a tool with a file field, goes to that field and is used there', async ({ page, foreignRequests }) => {
  await gotoHydrated(page, '/en/developer-tools/hash-generator');
  const box = page.getByLabel('Text', { exact: true });
  await box.fill('typed');
  // A PNG's first bytes: a NUL among them, so not text.
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
  await box.evaluate((el, bytes) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }));
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, png);
  await expect(page.locator('main')).toContainText('logo.png is not a text file: it was put in the “File” field instead.');
  await expect(page.locator('main .file-field')).toContainText('logo.png');
  await expect(box).toHaveValue('typed');
  await expect(page.locator('main .tool-output')).toContainText(createHash('sha256').update(Buffer.from(png)).digest('hex'));
  // Opened through "Open a file…": the same; a Latin-1 text is not the box's UTF-8 either, so its own bytes are hashed.
  const latin1 = Buffer.from('café\n', 'latin1');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a file…' }).click();
  await (await chooser).setFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: latin1 });
  await expect(page.locator('main .file-field')).toContainText('menu.txt');
  await expect(page.locator('main .tool-output')).toContainText(createHash('sha256').update(latin1).digest('hex'));
  expect(foreignRequests).toEqual([]);
});

test('Copy link gives the options, and the input only when asked; opening it restores both', async ({ page, browser, baseURL }) => {
  await gotoHydrated(page, '/de/calculators/percentage-calculator');
  await page.getByRole('tab', { name: 'Veränderung in %' }).click();
  await page.getByLabel('Ausgangswert', { exact: true }).fill('1.200,5');
  await page.getByLabel('Neuer Wert', { exact: true }).fill('600');
  const copyLink = page.getByRole('button', { name: 'Link kopieren' });
  await copyLink.click();
  const optionsOnly = await page.evaluate(() => navigator.clipboard.readText());
  expect(optionsOnly).toBe(`${baseURL}/de/calculators/percentage-calculator?mode=change`);
  await page.getByRole('checkbox', { name: 'Meine Eingabe in den Link aufnehmen' }).check();
  await page.waitForTimeout(2100); // the button reads "✓ Kopiert" for two seconds
  await copyLink.click();
  const withInput = await page.evaluate(() => navigator.clipboard.readText());
  expect(withInput).toBe(`${baseURL}/de/calculators/percentage-calculator?mode=change#x=1200.5&y=600`);

  // A visitor who never used the tool opens the link, on the French page: the same state, in French numbers.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await gotoHydrated(visitor, withInput.replace('/de/', '/fr/'));
  await expect(visitor.getByRole('tab', { name: 'Évolution en %' })).toHaveAttribute('aria-selected', 'true');
  await expect(visitor.getByLabel('Valeur de départ', { exact: true })).toHaveValue('1200,5');
  await expect(visitor.getByLabel('Valeur d’arrivée', { exact: true })).toHaveValue('600');
  await expect(visitor.locator('main .stat-main .stat-value')).toHaveText(/^-50,02082466\s%$/);
  // The address bar is the page's own again: a reload shows what the visitor has now.
  await expect(visitor).toHaveURL(`${baseURL}/fr/calculators/percentage-calculator`);
  await other.close();
});

test('an input too long for a link is said, and the link is offered without it', async ({ page, baseURL }) => {
  await gotoHydrated(page, '/fr/text-tools/case-converter');
  const box = page.getByLabel('Votre texte');
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  const note = page.locator('.share-link [role="status"]');
  await box.fill('court');
  await page.getByRole('checkbox', { name: 'Inclure ma saisie dans le lien' }).check();
  await page.getByRole('button', { name: 'Copier le lien', exact: true }).click();
  const short = await clipboard();
  expect(short).toMatch(new RegExp(`^${baseURL}/fr/text-tools/case-converter\\?[^#]*#text=court$`));
  await expect(note).toHaveText('');

  // 9,000 characters make a link longer than the 8,000 a link keeps.
  await box.fill('a'.repeat(9000));
  const length = new Intl.NumberFormat('fr').format(short.length - 'court'.length + 9000);
  await expect(note).toHaveText(
    `Votre saisie est trop longue pour un lien\u202f: avec elle, le lien ferait ${length} caractères, et beaucoup de serveurs et d’applications de messagerie coupent les liens au-delà de 8\u202f000.`,
  );
  await page.getByRole('button', { name: 'Copier le lien sans ma saisie' }).click();
  expect(await clipboard()).toBe(short.replace(/#.*$/, ''));

  // Short again: the link carries the input again.
  await box.fill('encore court');
  await expect(note).toHaveText('');
  await expect(page.getByRole('button', { name: 'Copier le lien sans ma saisie' })).toHaveCount(0);
});

test('a link with values the tool does not take opens with the defaults, without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await gotoHydrated(page, '/en/text-tools/case-converter?mode=shouting&unknown=1#text=hello%20link');
  await expect(page.getByRole('radio', { name: 'UPPER CASE' })).toBeChecked();
  await expect(page.getByLabel('Your text')).toHaveValue('hello link');
  await expect(page.getByLabel('Converted text')).toHaveValue('HELLO LINK');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the prerendered page is the same with or without a query: the link is applied in the browser', async ({ request }) => {
  const plain = await (await request.get('/en/text-tools/case-converter/')).text();
  const linked = await (await request.get('/en/text-tools/case-converter/?mode=lower')).text();
  expect(linked).toBe(plain);
});

// Every tool page offering Copy link, bespoke panels too, is checked where every tool page is opened (tools.spec.ts).

test("a file field's button speaks the page's language, and a file chosen through it is read", async ({ page }) => {
  for (const [lang, button] of [['fr', 'Choisir un fichier…'], ['de', 'Datei auswählen…']] as const) {
    await gotoHydrated(page, `/${lang}/developer-tools/base64-encoder`);
    await expect(page.locator('main .file-field').getByText(button)).toBeVisible();
    await page.locator('main .file-field input[type="file"]').setInputFiles({ name: 'hi.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.locator('main .file-field')).toContainText('hi.txt');
    await expect(page.locator('main')).toContainText('aGk=');
  }
});

test('a number option holding something that is not one says so about what is in the box, and no stale result stays', async ({ page }) => {
  for (const [lang, label, wrong, fix] of [
    ['en', 'Length', 'Please enter a whole number.', 'Correct the marked field to see the result.'],
    ['fr', 'Longueur', 'Veuillez saisir un nombre entier.', 'Corrigez le champ signalé pour voir le résultat.'],
  ] as const) {
    await gotoHydrated(page, `/${lang}/miscellaneous/password-generator`);
    const box = page.locator('main .tool-options').getByLabel(label, { exact: true });
    for (const typed of ['16e', '12.5']) {
      await box.fill(typed);
      await expect(box).toHaveValue(typed);
      await expect(page.locator('main .tool-options')).toContainText(wrong);
      await expect(page.locator('main .tool-output')).toContainText(fix);
    }
    await box.fill('20');
    await expect(page.locator('main .tool-options')).not.toContainText(wrong);
    await expect(page.locator('main .tool-output')).not.toContainText(fix);
  }
});

test('a huge number is written as a reader writes it, never as 3E21', async ({ page }) => {
  await gotoHydrated(page, '/es/calculators/percentage-calculator');
  const inputs = page.locator('main .fields-form input');
  await inputs.nth(0).fill('15');
  await inputs.nth(1).fill('3000000000000000000000');
  await expect(page.locator('main .tool-output')).toContainText('4,5 × 10²⁰');
  await expect(page.locator('main .tool-output')).not.toContainText(/\dE\d/);
});

test("an error's ⚠ stays on the line of its message, on a phone too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/fr/developer-tools/json-formatter');
  await page.locator('main textarea').first().fill('{"a": 1,}');
  const banner = page.locator('main .error-banner');
  await expect(banner).toBeVisible();
  const icon = await banner.locator('span[aria-hidden="true"]').boundingBox();
  const text = await banner.locator('.banner-text').boundingBox();
  expect(Math.abs(icon!.y - text!.y)).toBeLessThan(8);
  expect(text!.x).toBeGreaterThan(icon!.x);
});

test("the regex tester's text after replacement keeps its distance from the table above it", async ({ page }) => {
  await gotoHydrated(page, '/en/developer-tools/regex-tester');
  const inputs = page.locator('main .fields-form');
  await inputs.getByLabel('Regular expression', { exact: true }).fill('(\\w+)@(\\w+)');
  await inputs.locator('textarea').first().fill('ann@example bob@test');
  await inputs.locator('textarea').nth(1).fill('$2');
  const table = await page.locator('main .regex-table').boundingBox();
  const after = await page.locator('main [data-block="text"]').last().boundingBox();
  expect(after!.y - (table!.y + table!.height)).toBeGreaterThanOrEqual(12);
});

import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const output = (page: Page) => page.locator('.tool-output');
const result = (page: Page) => page.locator('li.stat', { has: page.locator('.stat-label', { hasText: /^(Result|Ergebnis)$/ }) }).locator('.stat-value');

test('typed at the keyboard, keeps a history with variables, points at mistakes and remembers the history', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'calculators', 'scientific-calculator');
  const expression = page.getByRole('textbox', { name: 'Expression', exact: true });
  const history = page.getByRole('textbox', { name: 'History', exact: true });

  // Typed key by key, as a person does; mathjs loads on first use, in the worker.
  await expression.click();
  await page.keyboard.type('r = 2.5');
  await expect(result(page)).toHaveText('2.5');
  await page.getByRole('button', { name: 'Keep', exact: true }).click();
  await expect(expression).toHaveValue('');
  await expect(history).toHaveValue('r = 2.5');

  await expression.click();
  await page.keyboard.type('pi * r^2 + sin(30)');
  // π × 6.25 + 0.5 = 20.1349540849362 (degrees).
  await expect(result(page)).toHaveText('20.1349540849362');
  await expect(output(page).locator('table')).toContainText('r = 2.5');

  // Radians: sin(30 rad) = −0.988031624092862, so 19.6349540849362 − 0.988031624092862.
  await page.getByRole('radio', { name: 'Radians', exact: true }).check();
  await expect(result(page)).toHaveText('18.6469224608433');

  // A mistake is said at the field with its position; never NaN or Infinity.
  await expression.fill('2 * (3 + 4');
  await expect(page.getByText('A closing parenthesis “)” is missing at character 11.')).toBeVisible();
  await expect(expression).toHaveAttribute('aria-invalid', 'true');
  await expression.fill('1/0');
  await expect(page.getByText(/The result is infinite/)).toBeVisible();
  await expression.fill('import({}, {})');
  await expect(page.getByText('The function “import” is not available in this calculator.')).toBeVisible();
  await expect(output(page)).not.toContainText(/NaN|Infinity/);

  // The history stays in this browser.
  await expression.fill('r * 2');
  await expect(result(page)).toHaveText('5');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(history).toHaveValue('r = 2.5');
  await expect(result(page)).toHaveText('5');
  await page.getByRole('button', { name: 'Clear history', exact: true }).click();
  await expect(history).toHaveValue('');
  await expect(page.getByText('“r” at character 1 is not a known constant or variable. Define it first (for example r = 2) or check the spelling.')).toBeVisible();

  expect(foreignRequests).toEqual([]);
});

test('reads and writes numbers the German way, and copies them', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'calculators', 'scientific-calculator');
  await page.getByRole('textbox', { name: 'Ausdruck', exact: true }).fill('1234.5 * 2');
  await expect(result(page)).toHaveText('2.469');
  // A decimal comma and a semicolon between arguments, as German spreadsheets take them; ln; exact angles.
  await page.getByRole('textbox', { name: 'Ausdruck', exact: true }).fill('0,1 + 0,2');
  await expect(result(page)).toHaveText('0,3');
  await expect(output(page)).toContainText('Mit Dezimalkomma gelesen');
  await page.getByRole('textbox', { name: 'Ausdruck', exact: true }).fill('round(2,567; 2) + ln(e) + cos(90)');
  await expect(result(page)).toHaveText('3,57');
  await page.getByRole('textbox', { name: 'Ausdruck', exact: true }).fill('tan(90)');
  await expect(page.getByText('tan(90°) ist nicht definiert: Bei diesem Winkel würde die Funktion durch null teilen.')).toBeVisible();
  await page.getByRole('radio', { name: 'Exakte Brüche', exact: true }).check();
  await page.getByRole('textbox', { name: 'Ausdruck', exact: true }).fill('1/3 + 1/6');
  await expect(result(page)).toHaveText('1/2');
  await expect(output(page)).toContainText('Als Dezimalzahl: 0,5');
  await page.getByRole('button', { name: 'Ergebnis kopieren' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1/2');
  expect(foreignRequests).toEqual([]);
});

/** The keypad's names for the keys these tests press, and what the page writes, in each language. */
const KEYPAD = {
  en: { group: 'Keypad: Expression', field: 'Expression', decimal: 'Decimal mark', times: 'Multiply', close: 'Closing parenthesis', plus: 'Plus', ans: 'Previous result (ans)', backspace: 'Backspace', clear: 'Clear the field', separator: 'Separator between a function’s arguments', keep: 'Keep', written: '2.5*sin(90)', result: '2.5', separatorText: ',' },
  de: { group: 'Tastenfeld: Ausdruck', field: 'Ausdruck', decimal: 'Dezimaltrennzeichen', times: 'Mal', close: 'Schließende Klammer', plus: 'Plus', ans: 'Vorheriges Ergebnis (ans)', backspace: 'Rücktaste', clear: 'Feld leeren', separator: 'Trennzeichen zwischen den Argumenten einer Funktion', keep: 'Behalten', written: '2,5*sin(90)', result: '2,5', separatorText: ';' },
} as const;

for (const lang of ['en', 'de'] as const) {
  const k = KEYPAD[lang];
  /** 2.5 × sin(90), in degrees: 2.5; the decimal key writes the page's decimal mark. */
  const sum = ['2', k.decimal, '5', k.times, 'sin', '9', '0', k.close];

  test(`${lang}: a phone's keypad, tapped: keys write at the caret and leave the focus where it was`, async ({ page, openTool, foreignRequests }) => {
    await openTool(lang, 'calculators', 'scientific-calculator');
    const keypad = page.getByRole('group', { name: k.group, exact: true });
    const key = (name: string) => keypad.getByRole('button', { name, exact: true });
    const expression = page.getByRole('textbox', { name: k.field, exact: true });
    for (const name of sum) await key(name).click();
    await expect(expression).toHaveValue(k.written);
    await expect(result(page)).toHaveText(k.result);
    // Nothing took the focus: on a phone, its own keyboard stays closed.
    await expect(key(k.close)).not.toBeFocused();
    await expect(expression).not.toBeFocused();

    // The visitor's caret: 2 + 2.5 × sin(90) = 4.5, the focus staying in the field.
    await expression.click();
    await page.keyboard.press('Home');
    await key('2').click();
    await key(k.plus).click();
    await expect(expression).toHaveValue(`2+${k.written}`);
    await expect(expression).toBeFocused();
    await page.keyboard.type('1');
    await expect(expression).toHaveValue(`2+1${k.written}`);
    await key(k.backspace).click();
    await expect(expression).toHaveValue(`2+${k.written}`);
    await expect(result(page)).toHaveText(lang === 'en' ? '4.5' : '4,5');

    // ans is the last result of the history.
    await page.getByRole('button', { name: k.keep, exact: true }).click();
    await expect(expression).toHaveValue('');
    for (const name of [k.ans, k.times, '2']) await key(name).click();
    await expect(expression).toHaveValue('ans*2');
    await expect(result(page)).toHaveText('9');
    await key(k.clear).click();
    await expect(expression).toHaveValue('');
    expect(foreignRequests).toEqual([]);
  });

  test(`${lang}: the keypad with the keyboard only: Tab to a key, Enter or Space to press it`, async ({ page, openTool }) => {
    await openTool(lang, 'calculators', 'scientific-calculator');
    const keypad = page.getByRole('group', { name: k.group, exact: true });
    const expression = page.getByRole('textbox', { name: k.field, exact: true });
    /** Tab (or Shift+Tab) from the focused key to the key named, as a person would. */
    const tabTo = async (name: string) => {
      const names = await keypad.getByRole('button').evaluateAll((keys) => keys.map((b) => b.getAttribute('aria-label') ?? b.textContent));
      const at = await keypad.getByRole('button').evaluateAll((keys) => keys.indexOf(document.activeElement as HTMLButtonElement));
      const to = names.indexOf(name);
      expect(to, name).toBeGreaterThanOrEqual(0);
      for (let i = at; i !== to; i += to > at ? 1 : -1) await page.keyboard.press(to > at ? 'Tab' : 'Shift+Tab');
      await expect(keypad.getByRole('button', { name, exact: true })).toBeFocused();
    };
    await expression.focus();
    await page.keyboard.press('Tab');
    await expect(keypad.getByRole('button', { name: 'sin', exact: true })).toBeFocused();
    for (const [i, name] of sum.entries()) {
      await tabTo(name);
      await page.keyboard.press(i % 2 ? 'Space' : 'Enter');
    }
    await expect(expression).toHaveValue(k.written);
    await expect(result(page)).toHaveText(k.result);
    // The separator between arguments follows the decimal mark; Backspace takes it away again.
    await tabTo(k.separator);
    await page.keyboard.press('Enter');
    await expect(expression).toHaveValue(`${k.written}${k.separatorText}`);
    await tabTo(k.backspace);
    await page.keyboard.press('Enter');
    await expect(expression).toHaveValue(k.written);
    await expect(keypad.getByRole('button', { name: k.backspace, exact: true })).toBeFocused();
  });
}

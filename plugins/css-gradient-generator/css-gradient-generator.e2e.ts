import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const css = (page: Page) => page.locator('[data-block="text"] textarea');
const previewImage = (page: Page) => page.locator('.css-gradient-generator-preview').evaluate((el) => getComputedStyle(el).backgroundImage);

/** Drags from one point of the stop bar to another (fractions of its width). */
async function dragOnBar(page: Page, from: number, to: number): Promise<void> {
  const box = (await page.locator('.css-gradient-generator-bar-area').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((from + to) / 2), y, { steps: 4 });
  await page.mouse.move(box.x + box.width * to, y, { steps: 4 });
  await page.mouse.up();
}

test('moves colour stops by keyboard and by dragging, adds and removes them, and writes the CSS (English)', async ({ page, openTool, foreignRequests }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await openTool('en', 'miscellaneous', 'css-gradient-generator');
  const gradient = field(page, 'CSS gradient');
  await expect(gradient).toHaveValue('linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%)');
  await expect(css(page)).toHaveValue('background: #ff996d;\nbackground: linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%);');
  // The preview is the browser drawing that very gradient.
  await expect.poll(() => previewImage(page)).toContain('linear-gradient(90deg, rgb(255, 126, 95) 0%');

  // Keyboard: Shift+→ moves a stop by 10%, → by 1%.
  const first = page.getByRole('slider', { name: 'Colour stop 1' });
  await first.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(first).toHaveAttribute('aria-valuenow', '29');
  await expect(first).toHaveAttribute('aria-valuetext', '29%, #ff7e5f');
  await expect(gradient).toHaveValue('linear-gradient(90deg, #ff7e5f 29%, #feb47b 100%)');

  // Dragging stop 2 past stop 1 re-orders them; the focus stays on the stop being moved.
  await dragOnBar(page, 0.997, 0.2);
  await expect(gradient).toHaveValue('linear-gradient(90deg, #feb47b 20%, #ff7e5f 29%)');
  await expect(page.getByRole('slider', { name: 'Colour stop 1' })).toBeFocused();
  await expect(page.getByRole('slider', { name: 'Colour stop 1' })).toHaveAttribute('aria-valuetext', '20%, #feb47b');
  await page.keyboard.press('Home');
  await expect(gradient).toHaveValue('linear-gradient(90deg, #feb47b 0%, #ff7e5f 29%)');

  // A click on the bar adds a stop there, in the colour the gradient has at that point; Delete removes it.
  await dragOnBar(page, 0.6, 0.6);
  await expect(page.getByRole('slider')).toHaveCount(6); // 3 stops, opacity, position, angle
  await expect(gradient).toHaveValue('linear-gradient(90deg, #feb47b 0%, #ff7e5f 29%, #ff7e5f 60%)');
  await expect(page.getByRole('slider', { name: 'Colour stop 3' })).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(gradient).toHaveValue('linear-gradient(90deg, #feb47b 0%, #ff7e5f 29%)');

  // The selected stop's colour and opacity.
  await page.getByRole('slider', { name: 'Colour stop 2' }).focus();
  await field(page, 'Colour of stop 2').fill('#1e90ff');
  await page.getByRole('slider', { name: 'Opacity of stop 2' }).fill('50');
  await expect(gradient).toHaveValue('linear-gradient(90deg, #feb47b 0%, rgba(30, 144, 255, 0.5) 29%)');

  // Conic, from 45°, centred at 25% across, blended in OKLCH: the sRGB fallback comes before it.
  await page.getByRole('radio', { name: 'Conic' }).check();
  await page.getByRole('slider', { name: 'Start angle' }).fill('45');
  await page.getByRole('slider', { name: 'Centre, across' }).fill('25');
  await page.getByRole('radio', { name: 'OKLCH' }).check();
  await expect(css(page)).toHaveValue(
    [
      'background: rgba(87, 153, 222, 0.573);',
      'background: conic-gradient(from 45deg at 25% 50%, #feb47b 0%, rgba(30, 144, 255, 0.5) 29%);',
      'background: conic-gradient(from 45deg at 25% 50% in oklch, #feb47b 0%, rgba(30, 144, 255, 0.5) 29%);',
    ].join('\n'),
  );
  await expect.poll(() => previewImage(page)).toContain('conic-gradient(from 45deg at 25% 50% in oklch');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('in oklch');

  // A pasted gradient is read, written back in full; a word that is not a colour is said at the field.
  await gradient.fill('radial-gradient(circle at top left, red, blue)');
  await expect(css(page)).toHaveValue('background: #800080;\nbackground: radial-gradient(circle at 0% 0%, #ff0000 0%, #0000ff 100%);');
  await expect(page.getByRole('radio', { name: 'Circle' })).toBeChecked();
  await gradient.fill('linear-gradient(45deg, #1e90ff, banana)');
  await expect(page.getByText('“banana” is not a colour. Use a hex code, rgb(), hsl() or a CSS colour name.')).toBeVisible();
  await expect(gradient).toHaveAttribute('aria-invalid', 'true');

  expect(violations).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

test('presets, keys and messages in German', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'miscellaneous', 'css-gradient-generator');
  await page.getByRole('button', { name: 'Farbkreis' }).click();
  const gradient = field(page, 'CSS-Verlauf');
  await expect(gradient).toHaveValue('conic-gradient(from 0deg at 50% 50% in oklch, #ff0000 0%, #ffff00 16.67%, #00ff00 33.33%, #00ffff 50%, #0000ff 66.67%, #ff00ff 83.33%, #ff0000 100%)');
  await expect(page.getByRole('slider', { name: /^Farbstopp \d$/ })).toHaveCount(7);
  // Stop 2 (yellow at 16.67%): → moves it from 17% (whole percents) to 18%, Page Up 10% more.
  const second = page.getByRole('slider', { name: 'Farbstopp 2' });
  await second.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('PageUp');
  await expect(second).toHaveAttribute('aria-valuetext', /^28\s%, #ffff00$/);
  await expect(gradient).toHaveValue('conic-gradient(from 0deg at 50% 50% in oklch, #ff0000 0%, #ffff00 28%, #00ff00 33.33%, #00ffff 50%, #0000ff 66.67%, #ff00ff 83.33%, #ff0000 100%)');
  await page.getByRole('button', { name: 'Stopp 2 entfernen' }).click();
  await expect(page.getByRole('slider', { name: /^Farbstopp \d$/ })).toHaveCount(6);
  // Without fallbacks only the gradient is left.
  await page.getByRole('checkbox', { name: 'Ersatz für ältere Browser hinzufügen' }).uncheck();
  await expect(page.locator('[data-block="text"] textarea')).toHaveValue('background: conic-gradient(from 0deg at 50% 50% in oklch, #ff0000 0%, #00ff00 33.33%, #00ffff 50%, #0000ff 66.67%, #ff00ff 83.33%, #ff0000 100%);');
  await gradient.fill('linear-gradient(red 120%, blue)');
  await expect(page.getByText('„120%“ liegt außerhalb des Verlaufs. Geben Sie Positionen von 0% bis 100% an.')).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const code = (page: Page) => page.locator('[data-block="text"] textarea');
const previewShadow = (page: Page) => page.locator('.box-shadow-generator-box').evaluate((el) => getComputedStyle(el).boxShadow);

test('edits layers with the offset square (drag and keys) and the controls, and writes the CSS (English)', async ({ page, openTool, foreignRequests }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await openTool('en', 'miscellaneous', 'box-shadow-generator');
  const shadow = field(page, 'CSS box-shadow');
  await expect(shadow).toHaveValue('0 4px 12px 0 rgba(0, 0, 0, 0.25)');
  await expect(code(page)).toHaveValue('box-shadow: 0 4px 12px 0 rgba(0, 0, 0, 0.25);');
  // The preview is the browser drawing that very shadow.
  await expect.poll(() => previewShadow(page)).toBe('rgba(0, 0, 0, 0.25) 0px 4px 12px 0px');

  // The offset square from the keyboard: → 1 px, Shift+↓ 10 px.
  const pad = page.getByRole('slider', { name: 'Offset of layer 1' });
  await pad.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(pad).toHaveAttribute('aria-valuetext', '2 px across, 14 px down');
  await expect(shadow).toHaveValue('2px 14px 12px 0 rgba(0, 0, 0, 0.25)');

  // Dragging the dot to the square's top left corner: −50 px each way.
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25, { steps: 4 });
  await page.mouse.move(box.x + 1, box.y + 1, { steps: 4 });
  await page.mouse.up();
  await expect(shadow).toHaveValue(/^-(49|50)px -(49|50)px 12px 0 rgba\(0, 0, 0, 0\.25\)$/);
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.up();
  await expect(shadow).toHaveValue('25px 0 12px 0 rgba(0, 0, 0, 0.25)');

  // Blur, spread, colour, opacity and inset.
  await page.getByRole('slider', { name: 'Blur' }).fill('20');
  await page.getByRole('slider', { name: 'Spread' }).fill('-4');
  await field(page, 'Colour').fill('#1e90ff');
  await page.getByRole('slider', { name: 'Opacity' }).fill('50');
  await page.getByRole('checkbox', { name: 'Inset' }).check();
  await expect(shadow).toHaveValue('inset 25px 0 20px -4px rgba(30, 144, 255, 0.5)');

  // A second layer, moved above the first; the CSS lists one layer a line.
  await page.getByRole('button', { name: 'Add a layer' }).click();
  await expect(page.getByRole('button', { name: /^Layer 2/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('slider', { name: 'Offset of layer 2' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('button', { name: 'Move layer 2 up' }).click();
  await expect(code(page)).toHaveValue('box-shadow:\n  -1px 4px 12px 0 rgba(0, 0, 0, 0.25),\n  inset 25px 0 20px -4px rgba(30, 144, 255, 0.5);');
  await expect.poll(() => previewShadow(page)).toBe('rgba(0, 0, 0, 0.25) -1px 4px 12px 0px, rgba(30, 144, 255, 0.5) 25px 0px 20px -4px inset');
  await page.getByRole('radio', { name: 'Tailwind class' }).check();
  await expect(code(page)).toHaveValue('shadow-[-1px_4px_12px_0_rgba(0,0,0,0.25),inset_25px_0_20px_-4px_rgba(30,144,255,0.5)]');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('shadow-[-1px_4px_12px_0_rgba(0,0,0,0.25),inset_25px_0_20px_-4px_rgba(30,144,255,0.5)]');

  // A pasted shadow is read; a mistake is named with its layer, at the field.
  await shadow.fill('0 1px 2px black, 0 2px 4px 1em red');
  await expect(page.getByText('“1em” in layer 2 is not a length in pixels. Write lengths in px, such as 4px (0 may stand alone).')).toBeVisible();
  await expect(shadow).toHaveAttribute('aria-invalid', 'true');

  expect(violations).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

test('presets, layers and messages in French', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'miscellaneous', 'box-shadow-generator');
  await page.getByRole('button', { name: 'Material', exact: true }).click();
  const shadow = field(page, 'box-shadow CSS');
  await expect(shadow).toHaveValue('0 3px 1px -2px rgba(0, 0, 0, 0.2), 0 2px 2px 0 rgba(0, 0, 0, 0.14), 0 1px 5px 0 rgba(0, 0, 0, 0.12)');
  await expect(page.getByRole('button', { name: /^Calque \d/ })).toHaveCount(3);
  await page.getByRole('button', { name: /^Calque 3/ }).click();
  const pad = page.getByRole('slider', { name: 'Décalage du calque 3' });
  await pad.focus();
  await page.keyboard.press('Shift+ArrowUp');
  await expect(pad).toHaveAttribute('aria-valuetext', /^0\spx à l’horizontale, [-−]9\spx à la verticale$/);
  await expect(shadow).toHaveValue('0 3px 1px -2px rgba(0, 0, 0, 0.2), 0 2px 2px 0 rgba(0, 0, 0, 0.14), 0 -9px 5px 0 rgba(0, 0, 0, 0.12)');
  await page.getByRole('button', { name: 'Retirer le calque 3' }).click();
  await page.getByRole('button', { name: 'Dupliquer le calque 2' }).click();
  await expect(code(page)).toHaveValue('box-shadow:\n  0 3px 1px -2px rgba(0, 0, 0, 0.2),\n  0 2px 2px 0 rgba(0, 0, 0, 0.14),\n  0 2px 2px 0 rgba(0, 0, 0, 0.14);');
  await shadow.fill('0 0 -3px red');
  await expect(page.getByText('Le flou du calque 1 ne peut pas être négatif.')).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

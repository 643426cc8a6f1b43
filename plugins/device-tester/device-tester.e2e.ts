/**
 * What the examples cannot show: live input. Keys pressed in the keyboard test (their code, key code,
 * location, the keys held at once, the history), Tab still leaving it; every mouse button and the wheel
 * counted without the page scrolling, navigating or opening a menu; touch points; and the colour test
 * opened, stepped through by key and click, and left with Esc. Nothing is sent anywhere.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const stat = (page: Page, label: string) => page.locator('main .stat').filter({ has: page.locator('.stat-label').getByText(label, { exact: true }) }).locator('.stat-value');

test('the keyboard test shows each key, the keys held at once and a history, and Tab still moves on', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'device-tester');
  const area = page.getByRole('application', { name: 'Keyboard test: press keys here' });
  await expect(page.getByText('No key pressed yet.')).toBeVisible();
  await area.click();
  await expect(area).toBeFocused();
  await expect(area).toContainText('Listening: press any key.');

  await page.keyboard.down('ShiftLeft');
  await page.keyboard.down('KeyA');
  await expect(stat(page, 'Key (event.key)')).toHaveText('A');
  await expect(stat(page, 'Code (event.code)')).toHaveText('KeyA');
  await expect(stat(page, 'Key code')).toHaveText('65');
  await expect(stat(page, 'Held with')).toHaveText('Shift');
  await expect(stat(page, 'Held down now')).toHaveText('ShiftLeft + KeyA');
  await page.keyboard.up('KeyA');
  await page.keyboard.up('ShiftLeft');
  await expect(stat(page, 'Held down now')).toHaveText('none');
  await expect(stat(page, 'Most keys held at once')).toHaveText('2');

  // The numeric keypad's Enter and a right-hand key are told apart from their twins.
  await page.keyboard.press('NumpadEnter');
  await expect(stat(page, 'Location')).toHaveText('Numeric keypad');
  await page.keyboard.press('ControlRight');
  await expect(stat(page, 'Location')).toHaveText('Right');
  // The page's own shortcuts wait: "/" and Ctrl+K open no search while the test listens.
  await page.keyboard.press('Slash');
  await page.keyboard.press('Control+KeyK');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(stat(page, 'Key (event.key)')).toHaveText('␣ Space');

  const history = page.getByRole('table', { name: 'Keys pressed, latest first' });
  await expect(history.locator('tbody tr').first()).toContainText('Space');
  await expect(history.locator('tbody tr')).toHaveCount(8);
  await expect(history.locator('tbody tr').last()).toContainText(/1\s*Shift\s*ShiftLeft\s*16\s*Left/);

  // Tab is recorded, and the focus moves on: nothing traps it.
  await page.keyboard.press('Tab');
  await expect(area).not.toBeFocused();
  await expect(history.locator('tbody tr').first()).toContainText(/9\s*Tab\s*Tab\s*9/);
  await expect(area).toContainText('Click here or move here with Tab, then press keys.');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('No key pressed yet.')).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

test('the mouse test counts the five buttons and the wheel, holding back menus, scrolling and navigation', async ({ page, openTool, foreignRequests }) => {
  await page.setViewportSize({ width: 900, height: 600 });
  await openTool('en', 'miscellaneous', 'device-tester');
  await page.getByRole('tab', { name: 'Mouse' }).click();
  const area = page.getByRole('group', { name: 'Mouse test: press the buttons and turn the wheel here' });
  await area.scrollIntoViewIfNeeded();
  const url = page.url();
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

  const buttons = page.getByRole('table', { name: 'Mouse buttons' });
  const row = (name: string) => buttons.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row('Left')).toContainText('Not pressed yet');
  await page.mouse.down();
  await expect(row('Left')).toContainText(/Pressed\s*1/);
  await expect(area.getByRole('listitem').filter({ hasText: 'Left' })).toContainText('Pressed');
  await page.mouse.up();
  await expect(row('Left')).toContainText(/Released\s*1/);
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  await expect(stat(page, 'Double clicks')).toHaveText('1');
  await expect(row('Left')).toContainText(/Released\s*3/);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'right' });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'middle' });
  await expect(row('Right')).toContainText(/Released\s*1/);
  await expect(row('Middle (wheel)')).toContainText(/Released\s*1/);

  // Back and forward (buttons 3 and 4), which Playwright's mouse has not: events as the browser sends them.
  await area.evaluate((el) => {
    for (const button of [3, 4]) {
      el.dispatchEvent(new MouseEvent('mousedown', { button, bubbles: true, cancelable: true }));
      el.dispatchEvent(new MouseEvent('mouseup', { button, bubbles: true, cancelable: true }));
    }
  });
  await expect(row('Back')).toContainText(/Released\s*1/);
  await expect(row('Forward')).toContainText(/Released\s*1/);

  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 120);
  await page.mouse.wheel(0, -120);
  await page.mouse.wheel(0, 120);
  await expect(stat(page, 'Wheel down')).toHaveText('2');
  await expect(stat(page, 'Wheel up')).toHaveText('1');
  await expect(stat(page, 'Last wheel step')).toHaveText('x 0, y 120 (pixels)');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(page.url()).toBe(url);
  expect(foreignRequests).toEqual([]);
});

test('the touch test counts the fingers and shows where each one is', async ({ page, openTool }) => {
  await openTool('en', 'miscellaneous', 'device-tester');
  await page.getByRole('tab', { name: 'Touch' }).click();
  const area = page.getByRole('group', { name: 'Touch test: touch here' });
  // Two fingers down, then one lifted: touch events as a touch screen sends them (the test browser has none).
  await area.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const touch = (identifier: number, x: number, y: number) => new Touch({ identifier, target: el, clientX: box.left + x, clientY: box.top + y });
    const send = (type: string, touches: Touch[], changed: Touch[]) => el.dispatchEvent(new TouchEvent(type, { touches, targetTouches: touches, changedTouches: changed, bubbles: true, cancelable: true }));
    const a = touch(0, 40, 50);
    const b = touch(1, 120, 60);
    send('touchstart', [a], [a]);
    send('touchstart', [a, b], [b]);
  });
  await expect(stat(page, 'Touch points now')).toHaveText('2');
  const points = page.getByRole('table', { name: 'Touch points' });
  await expect(points.locator('tbody tr').nth(0)).toContainText(/1\s*40 px\s*50 px/);
  await expect(points.locator('tbody tr').nth(1)).toContainText(/2\s*120 px\s*60 px/);
  await area.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const b = new Touch({ identifier: 1, target: el, clientX: box.left + 120, clientY: box.top + 60 });
    const a = new Touch({ identifier: 0, target: el, clientX: box.left + 40, clientY: box.top + 50 });
    el.dispatchEvent(new TouchEvent('touchend', { touches: [b], targetTouches: [b], changedTouches: [a], bubbles: true, cancelable: true }));
  });
  await expect(stat(page, 'Touch points now')).toHaveText('1');
  await expect(stat(page, 'Most at once')).toHaveText('2');
  await expect(stat(page, 'Touches in all')).toHaveText('2');
});

test('the colour test fills the screen, steps by key and click, and Esc leaves it', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'miscellaneous', 'device-tester');
  await page.getByRole('tab', { name: 'Écran' }).click();
  const start = page.getByRole('button', { name: 'Lancer le test des couleurs' });
  await start.click();
  const test = page.getByRole('dialog', { name: 'Test des couleurs' });
  await expect(test).toBeVisible();
  await expect(test).toBeFocused();
  await expect(test).toHaveAttribute('data-colour', 'black');
  await expect(test).toContainText('Noir\u202f: 1 sur 5. Cliquez ou appuyez sur Espace pour la couleur suivante, Échap pour quitter.');
  // It covers the whole window, in the colour itself.
  const size = page.viewportSize()!;
  expect(await test.boundingBox()).toEqual({ x: 0, y: 0, width: size.width, height: size.height });
  expect(await test.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 0, 0)');

  await page.keyboard.press('Space');
  await expect(test).toHaveAttribute('data-colour', 'white');
  // After the first step the hint is gone from the screen, still said to screen readers.
  await expect(page.locator('#device-tester-screen-now')).toHaveClass('visually-hidden');
  await expect(page.locator('#device-tester-screen-now')).toHaveText('Blanc\u202f: 2 sur 5.');
  await test.click();
  await expect(test).toHaveAttribute('data-colour', 'red');
  expect(await test.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 0, 0)');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(test).toHaveAttribute('data-colour', 'blue');
  await page.keyboard.press('ArrowRight');
  await expect(test).toHaveAttribute('data-colour', 'black');
  await page.keyboard.press('ArrowLeft');
  await expect(test).toHaveAttribute('data-colour', 'blue');
  // Tab stays in the test (it is modal); Esc is the way out, back to the button that opened it.
  await page.keyboard.press('Tab');
  await expect(test).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(test).toHaveCount(0);
  await expect(start).toBeFocused();
  expect(foreignRequests).toEqual([]);
});

/**
 * One combobox on the whole site (issue #22: in the time-zone picker "tok", ↓, Enter picked Fakaofo
 * while the header search behaved otherwise). The header search, the command palette and the
 * time-zone picker play the same keys and must show and do the same thing, in two languages; what
 * Enter takes is always what the list shows (the rule is written in src/sdk/ui/combobox.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

/** What the visitor sees of a combobox, read from the page. */
async function seen(box: Locator) {
  return box.evaluate((el) => {
    const input = el as HTMLInputElement;
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    const options = [...(list?.querySelectorAll('[role="option"]') ?? [])];
    const name = (o: Element | null) => (o ? ((o.querySelector('strong') ?? o.firstElementChild)?.textContent ?? '') : null);
    const id = input.getAttribute('aria-activedescendant');
    return {
      expanded: input.getAttribute('aria-expanded'),
      names: options.map(name),
      /** aria-activedescendant */
      active: id ? name(document.getElementById(id)) : null,
      /** aria-selected, and the outline the eye sees */
      selected: options.filter((o) => o.getAttribute('aria-selected') === 'true').map(name),
      outlined: options.filter((o) => getComputedStyle(o).outlineStyle !== 'none').map(name),
      /** the ↵ mark: what Enter takes */
      enter: options.filter((o) => getComputedStyle(o, '::after').content.includes('↵')).map(name),
      caret: input.selectionStart,
      text: input.value,
    };
  });
}

/** Waits until the combobox shows `option` (or none) active, the same in ARIA and on screen, with ↵ on `enter`. */
async function expectActive(box: Locator, option: string | null, enter: string | null) {
  await expect
    .poll(async () => {
      const s = await seen(box);
      return { active: s.active, selected: s.selected, outlined: s.outlined, enter: s.enter };
    })
    .toEqual({ active: option, selected: option ? [option] : [], outlined: option ? [option] : [], enter: enter ? [enter] : [] });
}

/**
 * The same keys on any of the three: type, ↓, ↓, ↑, ↑ (wraps to the last), ↓ (wraps to the first),
 * Home and End (back to the text, caret moved), then ↓ and Enter. Returns the option Enter took.
 */
async function playKeys(page: Page, box: Locator, query: string): Promise<string> {
  await box.click();
  await box.pressSequentially(query);
  await expect.poll(async () => (await seen(box)).names.length).toBeGreaterThanOrEqual(3);
  const { names, expanded } = await seen(box);
  expect(expanded).toBe('true');
  const [first, second] = names as [string, string];
  const last = names.at(-1)!;
  // Typing makes no option active: the first match is marked as the one Enter takes.
  await expectActive(box, null, first);
  await page.keyboard.press('ArrowDown');
  await expectActive(box, first, first);
  await page.keyboard.press('ArrowDown');
  await expectActive(box, second, second);
  await page.keyboard.press('ArrowUp');
  await expectActive(box, first, first);
  await page.keyboard.press('ArrowUp');
  await expectActive(box, last, last);
  await page.keyboard.press('ArrowDown');
  await expectActive(box, first, first);
  await page.keyboard.press('Home');
  await expectActive(box, null, first);
  expect((await seen(box)).caret).toBe(0);
  await page.keyboard.press('End');
  expect((await seen(box)).caret).toBe(query.length);
  // The reported case: ↓ then Enter takes the option shown active.
  await page.keyboard.press('ArrowDown');
  await expectActive(box, first, first);
  await page.keyboard.press('Enter');
  return first;
}

const CASES = [
  { lang: 'en', tools: 'calc', zone: 'tok', tokyo: 'Tokyo', search: 'Search tools', palette: 'Command palette', to: 'To time zone' },
  { lang: 'de', tools: 'rechner', zone: 'tok', tokyo: 'Tokio', search: 'Tools durchsuchen', palette: 'Befehlspalette', to: 'In Zeitzone' },
] as const;

for (const c of CASES) {
  test.describe(`one combobox behaviour (${c.lang})`, () => {
    test('the header search', async ({ page }) => {
      await gotoHydrated(page, `/${c.lang}/about`);
      const box = page.getByRole('banner').getByRole('combobox', { name: c.search });
      const took = await playKeys(page, box, c.tools);
      await expect(page.locator('h1')).toContainText(took);
      await expect(box).toHaveValue('');

      // Escape closes the list, then clears the text; Tab leaves and takes nothing.
      await box.pressSequentially(c.tools);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue(c.tools);
      await page.keyboard.press('Escape');
      await expect(box).toHaveValue('');
      const url = page.url();
      await box.pressSequentially(c.tools);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await expect(box).not.toBeFocused();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(page.url()).toBe(url);
    });

    test('the command palette', async ({ page }) => {
      await gotoHydrated(page, `/${c.lang}/about`);
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: c.palette });
      const box = dialog.getByRole('combobox');
      await expect(box).toBeFocused();
      const took = await playKeys(page, box, c.tools);
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('h1')).toContainText(took);

      // Escape closes it (its list is part of the dialog).
      await page.keyboard.press('Control+k');
      await expect(box).toBeFocused();
      await box.pressSequentially(c.tools);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('the time-zone picker', async ({ page }) => {
      await gotoHydrated(page, `/${c.lang}/time-date-tools/time-zone-converter`);
      const box = page.getByRole('combobox', { name: c.to, exact: true });
      const before = await box.inputValue();
      const took = await playKeys(page, box, c.zone);
      // "tok", ↓, Enter: Tokyo, the first match, shown active before Enter.
      expect(took).toBe(c.tokyo);
      await expect(box).toHaveValue(c.tokyo);
      await expect(box).toHaveAttribute('aria-expanded', 'false');

      // Escape closes the list, then puts back the chosen zone; Tab leaves and takes nothing.
      await box.fill('');
      await box.pressSequentially('syd');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue('syd');
      await page.keyboard.press('Escape');
      await expect(box).toHaveValue(c.tokyo);
      await box.pressSequentially('syd');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await expect(box).not.toBeFocused();
      await expect(box).toHaveValue(c.tokyo);
      expect(before).not.toBe(c.tokyo);
    });
  });
}

test('an open list has no serious accessibility violations (header search, palette, time-zone picker)', async ({ page }) => {
  const serious = () => seriousViolations(page);
  await gotoHydrated(page, '/en/time-date-tools/time-zone-converter');
  const search = page.getByRole('banner').getByRole('combobox');
  await search.pressSequentially('calc');
  // The list opens once the search has loaded (on first use); ↓ before it does nothing.
  await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('banner').getByRole('option', { selected: true })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.keyboard.press('Escape');

  const to = page.getByRole('combobox', { name: 'To time zone', exact: true });
  await to.click();
  await to.pressSequentially('tok');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('main').getByRole('option', { selected: true })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').getByRole('combobox').pressSequentially('calc');
  await expect(page.getByRole('dialog').getByRole('option').first()).toContainText(/calc/i);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('dialog').getByRole('option', { selected: true })).toBeVisible();
  expect(await serious()).toEqual([]);
});

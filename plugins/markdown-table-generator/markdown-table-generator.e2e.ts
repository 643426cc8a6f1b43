/**
 * The grid field played from the keyboard alone, as its examples cannot show it: cells typed with Tab
 * and Shift+Tab between them, a row added, moved up and a column moved left with the buttons under the
 * grid (which act on the cell last focused and keep the focus when they can do no more), a column's
 * alignment chosen in its list, and a spreadsheet's rows pasted into a cell filling the grid from there.
 * On a 375 px phone: the grid scrolls inside its own box, never the page.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';

test('the grid edited by keyboard gives an aligned Markdown table; a pasted block fills it from a cell', async ({ page, openTool, foreignRequests }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool('en', 'developer-tools', 'markdown-table-generator');
  const cell = (name: string) => page.getByRole('textbox', { name, exact: true });
  const focused = (name: string) => expect(page.locator(':focus')).toHaveAccessibleName(name);

  await cell('Header, column 1').focus();
  for (const [i, text] of ['Name', 'Qty', 'Tea', '2', 'Coffee', '10'].entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await focused('Row 2, column 2');
  // Past the last cell: the buttons, which act on the cell last focused.
  await page.keyboard.press('Tab');
  await focused('Add row');
  await page.keyboard.press('Enter');
  await expect(page.locator('main .grid-current-cell')).toHaveText('Row 3, column 2');
  await page.keyboard.press('Shift+Tab');
  await focused('Row 3, column 2');
  await page.keyboard.type('5');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('Milk');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await focused('Move row up');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.locator('main .grid-current-cell')).toHaveText('Row 1, column 2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await focused('Move column left');
  await page.keyboard.press('Enter');
  // At the first column it can do no more: marked, and the focus stays on it.
  await expect(page.locator(':focus')).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('combobox', { name: 'Alignment, column 1', exact: true }).selectOption('right');

  const markdown = page.getByLabel('Markdown table', { exact: true });
  await expect(markdown).toHaveValue('| Qty | Name   |\n| --: | ------ |\n|   5 | Milk   |\n|   2 | Tea    |\n|  10 | Coffee |');

  // A spreadsheet's copy pasted into a cell: a column and a row are added for it.
  await cell('Row 3, column 1').evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'a\tb\tc\r\n1\t2\t3\r\n');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(cell('Row 4, column 3')).toHaveValue('3');
  // (Coffee's row is written over from its first cell.)
  await expect(markdown).toHaveValue('| Qty | Name |     |\n| --: | ---- | --- |\n|   5 | Milk |     |\n|   2 | Tea  |     |\n|   a | b    | c   |\n|   1 | 2    | 3   |');

  // The grid scrolls in its own labelled box; the page never sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expect(page.getByRole('region', { name: 'Table', exact: true })).toHaveAttribute('tabindex', '0');
  expect(foreignRequests).toEqual([]);
});

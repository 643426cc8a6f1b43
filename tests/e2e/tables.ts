/**
 * Tables never clip what they show: a cell is as wide as its content or wraps it, and a table wider than
 * its box scrolls inside a box that keyboard users reach by Tab and screen readers announce by name.
 */
import type { Page } from '@playwright/test';

/**
 * The problems of the page's visible tables, as "what: where" lines: cells whose content is wider than
 * the cell ("718.524,0" of "718.524,04"), and tables that overflow a box which is not a focusable,
 * labelled scroll region (or that overflow no box at all and widen the page).
 */
export function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const tableName = (table: Element) => {
      const tool = table.closest('[data-block], section[aria-labelledby], section, main');
      return `${table.querySelector('caption')?.textContent?.trim() || tool?.getAttribute('data-block') || table.className || 'table'}`;
    };
    for (const table of document.querySelectorAll('main table')) {
      if (!visible(table)) continue;
      for (const cell of table.querySelectorAll('th, td')) {
        if (!visible(cell)) continue;
        // One pixel for rounding; content beyond it is hidden by the cell or drawn under its neighbour.
        if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`clipped cell "${(cell.textContent ?? '').trim().slice(0, 40)}" (${cell.scrollWidth} px in ${cell.clientWidth} px): ${tableName(table)}`);
      }
      // The box the table scrolls in: the nearest ancestor that scrolls sideways.
      let box = table.parentElement;
      while (box && box !== document.body && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      const tableWidth = Math.ceil(table.getBoundingClientRect().width);
      if (!box || box === document.body) {
        if (tableWidth > document.documentElement.clientWidth) problems.push(`table wider than the page with no box to scroll in: ${tableName(table)}`);
        continue;
      }
      if (box.scrollWidth <= box.clientWidth + 1) continue;
      const named = box.getAttribute('aria-label') || box.getAttribute('aria-labelledby');
      if (box.getAttribute('role') !== 'region' || !named || (box as HTMLElement).tabIndex < 0) problems.push(`scrolling table in a box that is not a focusable, labelled region: ${tableName(table)}`);
    }
    return problems;
  });
}

/**
 * What the examples cannot show: terser is not part of the page's first view (it loads, in the worker,
 * on the first minify) and runs under the site's Content Security Policy (no eval: no violation is
 * logged); a syntax error is said with its line and column; the Beautify tab's indent; nothing leaves
 * the page.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../../tests/e2e/fixtures.ts';

/** An option name only terser's own code holds (not this tool's run.ts). */
const TERSER_MARK = 'keep_quoted_props';

async function scriptsHolding(page: Page, urls: readonly string[], mark: string): Promise<string[]> {
  const hits: string[] = [];
  for (const url of urls) if ((await (await page.request.get(url)).text()).includes(mark)) hits.push(url);
  return hits;
}

test('terser loads only on use, runs under the CSP, and reports syntax errors with line and column', async ({ page, openTool, foreignRequests }) => {
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.endsWith('.js')) scripts.push(req.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await openTool('en', 'developer-tools', 'javascript-minifier-beautifier');
  await page.waitForTimeout(300);
  expect(await scriptsHolding(page, scripts, TERSER_MARK)).toEqual([]);

  const input = page.getByLabel('JavaScript input', { exact: true });
  await input.fill('let a = 1;\nlet b = (;\n');
  await expect(page.getByRole('alert')).toContainText('Syntax error at line 2, column 10: Unexpected token: punc (;)');

  await input.fill('function add(first, second) {\n  return first + second;\n}\nconsole.log(add(1, 2));\n');
  const output = page.getByLabel('Minified JavaScript', { exact: true });
  await expect(output).toHaveValue('function add(d,n){return d+n}console.log(add(1,2));');
  const sizes = page.getByRole('list', { name: 'Size' });
  await expect(sizes).toContainText('81 bytes');
  await expect(sizes).toContainText('51 bytes');
  await expect(sizes).toContainText('37% smaller');
  // terser came with the first minify.
  expect((await scriptsHolding(page, scripts, TERSER_MARK)).length).toBeGreaterThan(0);

  await page.getByRole('checkbox', { name: 'Remove console calls' }).check();
  await expect(output).toHaveValue(/^function add\((\w),(\w)\)\{return \1\+\2\}$/);

  await page.getByRole('tab', { name: 'Beautify' }).click();
  await page.getByRole('radio', { name: 'Tabs' }).check();
  await expect(page.getByLabel('Beautified JavaScript', { exact: true })).toHaveValue('function add(first, second) {\n\treturn first + second;\n}\nconsole.log(add(1, 2));');

  expect(problems).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

import { readFileSync } from 'node:fs';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

const MARKDOWN = [
  '# Release notes',
  '',
  '![Tracking pixel](https://tracker.example/pixel.png "logo")',
  '',
  '<img src="https://tracker.example/raw.png" onerror="document.title=\'pwned\'" alt="raw">',
  '<script>document.title = "pwned"</script>',
  '',
  '| Feature | Status |',
  '|:--|:-:|',
  '| Preview | done |',
  '',
  '- [x] Sanitise',
  '- [ ] Ship',
  '',
  '[Docs](https://docs.example/)',
].join('\n');

test('previews the HTML sanitised in a sandboxed frame that loads nothing, and copies and downloads it', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(90_000);
  await openTool('en', 'text-tools', 'markdown-to-html');
  await page.getByLabel('Markdown', { exact: true }).fill(MARKDOWN);
  const code = page.getByLabel('HTML', { exact: true });
  await expect(code).toHaveValue(/<h1>Release notes<\/h1>/);
  // The HTML as converted: the visitor's own raw HTML is kept (CommonMark), the preview is what is made safe.
  await expect(code).toHaveValue(/<img src="https:\/\/tracker.example\/pixel.png" alt="Tracking pixel" title="logo">/);

  const iframe = page.locator('iframe[title="Preview of the HTML"]');
  await expect(iframe).toHaveAttribute('sandbox', '');
  const srcdoc = (await iframe.getAttribute('srcdoc'))!;
  expect(srcdoc).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:">`);
  expect(srcdoc).not.toMatch(/tracker\.example|<script|onerror/);

  const frame = page.frameLocator('iframe[title="Preview of the HTML"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Release notes');
  await expect(frame.locator('img')).toHaveCount(2);
  for (const img of await frame.locator('img').all()) {
    expect(await img.getAttribute('src')).toBeNull();
    await expect(img).toHaveAttribute('title', 'Image from another site: not loaded in the preview');
  }
  await expect(frame.locator('td[align="center"]')).toHaveText('done');
  await expect(frame.locator('input[type="checkbox"]')).toHaveCount(2);
  await expect(frame.locator('input[type="checkbox"]').first()).toBeChecked();
  // The bespoke part passes axe (no serious or critical violation); the frame's own content is the visitor's HTML.
  expect(await seriousViolations(page, { exclude: 'iframe' })).toEqual([]);
  // A link in the preview opens nothing (the frame may not open windows or navigate the page).
  await frame.getByRole('link', { name: 'Docs' }).click();
  await page.waitForTimeout(500);
  expect(page.url()).toContain('/en/text-tools/markdown-to-html');
  expect(await page.title()).not.toBe('pwned');

  await page.getByRole('button', { name: 'Copy HTML' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^<h1>Release notes<\/h1>\n/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download HTML page' }).click()]);
  expect(download.suggestedFilename()).toBe('markdown.html');
  const saved = readFileSync((await download.path())!, 'utf8');
  expect(saved).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
  expect(saved).toContain('<title>Release notes</title>');
  expect(saved).toContain('<h1>Release notes</h1>');

  // Raw HTML shown as text, and heading ids, when asked.
  await page.getByRole('checkbox', { name: 'Keep raw HTML' }).uncheck();
  await page.getByRole('checkbox', { name: 'Add ids to headings' }).check();
  await expect(code).toHaveValue(/<h1 id="release-notes">Release notes<\/h1>/);
  await expect(code).toHaveValue(/&lt;script&gt;/);
  await expect(frame.getByText('<script>document.title = "pwned"</script>')).toBeVisible();

  // No request left the page: not the images, not the link.
  await page.waitForTimeout(500);
  expect(foreignRequests).toEqual([]);
});

test('French page: French labels in the preview; an aligned table breaks no rule of the page', async ({ page, openTool, foreignRequests }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openTool('fr', 'text-tools', 'markdown-to-html');
  await page.getByRole('button', { name: 'Tableau et liste de tâches' }).click();
  await expect(page.getByRole('heading', { name: 'Aperçu', exact: true })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Aperçu du HTML"]');
  await expect(frame.locator('th')).toHaveText(['Tool', 'Done']);
  await expect(frame.locator('th[align="center"]')).toHaveText('Done');
  // Alignment is written as align="…", not as an inline style the Content-Security-Policy refuses.
  expect(errors).toEqual([]);
  await expect(page.getByRole('button', { name: 'Copier le HTML' })).toBeVisible();
  expect(foreignRequests).toEqual([]);
});

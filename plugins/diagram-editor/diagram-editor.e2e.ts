import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { seriousViolations } from '../../tests/e2e/axe.ts';

async function downloadOf(page: Page, button: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return download;
}
const bytes = async (download: Download) => readFile((await download.path())!);

const FLOW = 'flowchart LR\n  Cart[Checkout basket] --> Pay{Paid?}\n  Pay -->|yes| Ship[Ship parcel]\n  Pay -->|no| Cart';
const MISTAKE = 'sequenceDiagram\n  Alice->>Bob: Hello\n  Bob-->>Alice Thanks';

test('draws Mermaid text as an image as it is typed, says a mistake at its line, exports SVG and PNG, keeps the CSP and sends nothing', async ({ page, openTool, foreignRequests }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openTool('en', 'developer-tools', 'diagram-editor');
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  // Every Content-Security-Policy violation the page reports, from now on.
  await page.evaluate(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`));
  });

  const code = page.getByRole('textbox', { name: 'Mermaid text', exact: true });
  await code.fill(FLOW);
  const image = page.getByRole('img', { name: 'The diagram drawn from your Mermaid text', exact: true });
  await expect(image).toBeVisible({ timeout: 30_000 });
  // An <img> of an object URL: the SVG is never put into the page as markup, so nothing in it can run.
  expect(await image.getAttribute('src')).toMatch(/^(blob:|data:image\/svg\+xml)/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await page.locator('svg[id^="diagram-editor-"], [id^="ddiagram-editor-"]').count()).toBe(0);
  await expect(page.locator('.value-text').getByText('Flowchart', { exact: true })).toBeVisible();

  // SVG: Mermaid's drawing with the text typed, its theme inside it, no script.
  const svgDownload = await downloadOf(page, 'Download SVG');
  expect(svgDownload.suggestedFilename()).toBe('diagram.svg');
  const svg = (await bytes(svgDownload)).toString('utf8');
  expect(svg).toMatch(/^<svg[^>]* width="\d+" height="\d+"/);
  expect(svg).toContain('>Checkout<');
  expect(svg).toContain('>basket<');
  expect(svg).toContain('<style>');
  expect(svg).not.toMatch(/<script|onload=|onerror=/i);

  // PNG: the same drawing as pixels, at least the SVG's size, not blank.
  const pngDownload = await downloadOf(page, 'Download PNG');
  expect(pngDownload.suggestedFilename()).toBe('diagram.png');
  const png = PNG.sync.read(await bytes(pngDownload));
  const [, w, h] = /width="(\d+)" height="(\d+)"/.exec(svg)!.map(Number);
  expect(png.width).toBeGreaterThanOrEqual(w!);
  expect(png.height).toBeGreaterThanOrEqual(h!);
  const colours = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 97) colours.add(png.data.readUInt32BE(i));
  expect(colours.size).toBeGreaterThan(2);

  // A mistake: said at the field with its line and column, and no image.
  await code.fill(MISTAKE);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("The diagram has a mistake at line 3, column 10. Mermaid says: Expecting 'TXT', got 'NEWLINE'");
  await expect(image).toHaveCount(0);
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  // Corrected: drawn again.
  await code.fill(MISTAKE.replace('Alice Thanks', 'Alice: Thanks'));
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.value-text').getByText('Sequence diagram', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The site's dark theme draws the diagram in Mermaid's dark theme.
  const lightSrc = await image.getAttribute('src');
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await expect.poll(() => image.getAttribute('src')).not.toBe(lightSrc);
  const darkSvg = (await bytes(await downloadOf(page, 'Download SVG'))).toString('utf8');
  expect(darkSvg).toContain('Thanks');
  expect(darkSvg).not.toBe(svg);

  // The policy held throughout: no violation reported (an inline style Mermaid set in the page, or one in
  // DOMPurify's parse of the finished SVG, would be one), no console error, and nothing left the page.
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
  // Drawn with dagre: ELK (Mermaid 12's default layout, 460 kB gzip) is never loaded unless a diagram asks for it.
  expect(scripts.filter((p) => /\/elk-/.test(p))).toEqual([]);
  await page.waitForTimeout(300);
  expect(foreignRequests).toEqual([]);
});

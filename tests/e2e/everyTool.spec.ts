/**
 * Every tool page, opened once in English and used as a visitor would: it has no serious accessibility
 * violation in the light and the dark theme (each tab of a bespoke panel too), it offers Copy link, and a
 * client-side tool sends nothing anywhere while a unique marker is typed into every field, each option is
 * tried and files are chosen. (Every page in every language is opened in routes.spec.ts.)
 */
import { test, expect, gotoHydrated } from './fixtures.ts';
import { TOOLS } from './site.ts';
import { accessibilityProblems } from './axe.ts';
import { exampleFileBytes, isExampleFile, type ToolManifest } from '../../src/sdk/core/index.ts';

/** A 2 × 2 PNG with the marker after its end: a file any image tool reads, whose bytes can be recognised. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAG0lEQVR4XmN4Zun2/+Ovd/8ZVty681/WNPw/AGkyC0IP83q8AAAAAElFTkSuQmCC';

/** The files a tool is tried with: its examples' sample files (real photos, PDFs, QR codes), and a marked PNG. */
async function sampleFiles(tool: { id: string }, marker: string): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const { manifest } = (await import(`../../plugins/${tool.id}/manifest.ts`)) as { manifest: ToolManifest };
  const files = manifest.examples.flatMap((ex) => Object.values(ex.input as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : [v]))).filter(isExampleFile);
  return [
    ...files.slice(0, 2).map((f) => ({ name: f.name, mimeType: f.type, buffer: Buffer.concat([Buffer.from(exampleFileBytes(f)), Buffer.from(marker)]) })),
    { name: `${marker}.png`, mimeType: 'image/png', buffer: Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.from(marker)]) },
  ];
}

for (const tool of TOOLS) {
  test(`${tool.id}: accessible in both themes, offers Copy link${tool.network ? '' : ', sends nothing anywhere while used'}`, async ({ page, foreignRequests }) => {
    // A panel or a tool with ten tabs is checked ten times, in each theme.
    test.setTimeout(180_000);
    const marker = `secret-${tool.id}-${Date.now()}`;
    const carrying: string[] = [];
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes(marker) || (req.postData() ?? '').includes(marker)) carrying.push(req.url());
      // A client-side tool never sends anything: no request carries a body, whatever it holds.
      if (req.method() !== 'GET' && req.method() !== 'HEAD') sent.push(`${req.method()} ${req.url()}`);
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, `/en/${tool.category}/${tool.id}`);

    // What differs from tool to tool is inside main: the header and footer are checked on whole pages in a11y.spec.ts.
    expect(await accessibilityProblems(page, { within: 'main', tabsInDark: tool.panel })).toEqual([]);
    await expect(page.getByRole('button', { name: 'Copy link', exact: true }).first()).toBeVisible();
    // A network tool's page talks to the API server by design (its own tests cover what it sends).
    if (tool.network) return;

    // Type a unique marker into every field, try each option, choose files: nothing may leave the page.
    const fields = page.locator(
      'main textarea:not([readonly]), main input[type="text"], main input[type="search"], main input[type="email"], main input[type="tel"], main input[type="url"], main input:not([type])',
    );
    const fillAll = async () => {
      for (let i = 0; i < (await fields.count()); i++) if (await fields.nth(i).isEditable()) await fields.nth(i).fill(`{"${marker}": "${marker}"}`);
    };
    await fillAll();
    // Bespoke panels show their fields tab by tab.
    const tabs = page.locator('main [role="tab"]');
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await fillAll();
    }
    // Only what a person can reach: a control in a closed <details> or off screen is not clicked.
    const radios = page.locator('main input[type="radio"]').filter({ visible: true });
    // click, not check: choosing a radio may redraw the panel (a QR type brings other fields), so its state is not asserted here.
    for (let i = 0; i < Math.min(await radios.count(), 12); i++) await radios.nth(i).click({ force: true });
    const boxes = page.locator('main input[type="checkbox"]').filter({ visible: true });
    for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).click({ force: true });
    // Files are chosen too (photos, PDFs, images with the marker in their bytes): they are read here and never leave.
    const fileInputs = page.locator('main input[type="file"]');
    if ((await fileInputs.count()) > 0) {
      const files = await sampleFiles(tool, marker);
      for (let i = 0; i < (await fileInputs.count()); i++) {
        const input = fileInputs.nth(i);
        for (const file of files) await input.setInputFiles((await input.getAttribute('multiple')) !== null ? files : file);
      }
      // Reading and decoding the files gives no signal to wait for: they have time to be sent, if anything would.
      await page.waitForTimeout(1500);
    }
    // Whatever the last input set going (a run in the worker, files being read) finishes; then, since a
    // request that never comes cannot be awaited, a moment for one to leave before they are counted.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForTimeout(300);
    expect(foreignRequests).toEqual([]);
    expect(carrying).toEqual([]);
    expect(sent).toEqual([]);
  });
}

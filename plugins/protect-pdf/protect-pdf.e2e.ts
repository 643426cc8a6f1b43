/**
 * What the looped examples cannot show (encrypting is random, so its examples only show refusals): a PDF
 * protected in the page's worker, downloaded and read back by qpdf in Node (it needs the password, printing is
 * not allowed); the passwords never in a link nor remembered; nothing sent anywhere.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';
import { createRequire } from 'node:module';
import { PLAIN_PDF } from './sample.ts';

/** qpdf --show-encryption in Node, from the package itself (Playwright's runner does not load `?big` files): its exit code and lines. */
async function showEncryption(bytes: Uint8Array, password?: string): Promise<{ code: number; lines: string[] }> {
  const require = createRequire(import.meta.url);
  const lines: string[] = [];
  const log = console.log;
  const error = console.error;
  console.log = console.error = (line: unknown) => lines.push(String(line));
  try {
    const factory = require('@neslinesli93/qpdf-wasm') as (m: object) => Promise<{ FS: { writeFile(p: string, d: Uint8Array): void }; callMain(a: string[]): number }>;
    const made = await factory({ locateFile: () => require.resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm'), noInitialRun: true });
    made.FS.writeFile('/f.pdf', bytes);
    const code = made.callMain(['--show-encryption', ...(password ? [`--password=${password}`] : []), '/f.pdf']);
    process.exitCode = undefined;
    return { code, lines };
  } finally {
    console.log = log;
    console.error = error;
  }
}

test('protects a PDF in the worker with AES-256, never puts the password in a link or storage, and sends nothing', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'protect-pdf');
  await page.getByLabel('PDF file', { exact: true }).setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PLAIN_PDF, 'base64') });
  await page.getByLabel('Password to open', { exact: true }).fill('open sesame');
  await page.getByLabel('Permissions password (optional)', { exact: true }).fill('owner secret');
  await page.getByRole('checkbox', { name: 'Allow printing' }).uncheck();
  // qpdf's WebAssembly is downloaded on the first run.
  const download = output(page).getByRole('button', { name: 'Download report-protected.pdf' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(output(page).getByText('Protected with AES-256').first()).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  const without = await showEncryption(bytes);
  expect(without.code).toBe(2);
  expect(without.lines.join('\n')).toMatch(/invalid password/);
  const withPassword = await showEncryption(bytes, 'open sesame');
  expect(withPassword.code).toBe(0);
  expect(withPassword.lines).toEqual(expect.arrayContaining(['R = 6', 'print high resolution: not allowed', 'stream encryption method: AESv3']));

  await expect(page.getByRole('checkbox', { name: 'Include my input in the link' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('/en/miscellaneous/protect-pdf');
  expect(link).not.toContain('sesame');
  expect(link).not.toContain('secret');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('sesame');
  expect(stored).not.toContain('owner secret');
  expect(foreignRequests).toEqual([]);
});

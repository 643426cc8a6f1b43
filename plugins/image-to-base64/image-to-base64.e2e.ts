import { readFile } from 'node:fs/promises';
import { test, expect } from '../../tests/e2e/fixtures.ts';

const DOTS = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAG0lEQVR4AWO8o6b239P2KAOj2GKv/080TzMAAEHaB0/1oSEIAAAAAElFTkSuQmCC';

test('a data URI back to a file: the preview, the type checked, and the exact bytes downloaded', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'miscellaneous', 'image-to-base64');
  await page.getByRole('tab', { name: 'Base64 to image', exact: true }).click();
  // A data URI labelled JPEG whose bytes are a PNG, pasted inside an <img> tag.
  await page.getByRole('textbox', { name: 'Data URI or Base64', exact: true }).fill(`<img src="data:image/jpeg;base64,${DOTS}" alt="">`);
  const button = page.getByRole('button', { name: 'Download image.png', exact: true });
  await expect(button).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(/The data URI says image\/jpeg, but its bytes are a PNG image: it is saved as image\.png\./);
  await expect(page.getByRole('img', { name: 'The decoded PNG image' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('image.png');
  expect((await readFile((await download.path())!)).toString('base64')).toBe(DOTS);

  // Not an image: said at the field, no file offered.
  await page.getByRole('textbox', { name: 'Data URI or Base64', exact: true }).fill(`data:image/png;base64,${Buffer.from('plain text').toString('base64')}`);
  await expect(page.getByText('The data URI says image/png, but the decoded data is not an image this tool knows.')).toBeVisible();
  await expect(button).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});

test('an image file to a data URI and snippets, each copied, in Spanish', async ({ page, openTool, foreignRequests }) => {
  await openTool('es', 'miscellaneous', 'image-to-base64');
  await page.getByLabel('Imagen', { exact: true }).setInputFiles({ name: 'puntos.png', mimeType: 'image/png', buffer: Buffer.from(DOTS, 'base64') });
  await expect(page.locator('[data-block="values"]')).toContainText('2 × 2 px');
  await expect(page.locator('[data-block="list"]')).toContainText(`<img src="data:image/png;base64,${DOTS}" alt="" width="2" height="2">`);
  await page.getByRole('button', { name: 'Copiar data URI', exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`data:image/png;base64,${DOTS}`);
  expect(foreignRequests).toEqual([]);
});

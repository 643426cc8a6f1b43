/**
 * What the looped examples cannot show: switching tabs carries the URL over both ways (Parse fills the Build
 * tab's parts, Build's URL becomes Parse's input), a password stays hidden until shown, and a URL without a
 * scheme is explained at its field; nothing leaves the page.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';
import { output } from '../../tests/e2e/result.ts';

test('Parse → Build fills the parts, an edited part rebuilds the URL, Build → Parse reads it back', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'url-parser');
  const url = page.getByLabel('URL', { exact: true });
  await url.fill('example.com/path');
  await expect(page.getByText('This is not a complete URL: it needs a scheme at the start, such as https://.')).toBeVisible();

  await url.fill('https://ana:hunter2@Bücher.example/docs/a%20b?q=caf%C3%A9&q=2#top');
  await expect(output(page).getByText('bücher.example', { exact: true })).toBeVisible();
  await expect(output(page).getByText('xn--bcher-kva.example', { exact: true })).toBeVisible();
  await expect(output(page).getByRole('cell', { name: 'café', exact: true })).toBeVisible();
  await expect(output(page).getByText('The international host Bücher.example was converted to Punycode: xn--bcher-kva.example.')).toBeVisible();
  // The password is masked until Show is pressed.
  await expect(output(page).getByText('hunter2', { exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Build', exact: true }).click();
  await expect(page.getByLabel('Host', { exact: true })).toHaveValue('bücher.example');
  await expect(page.getByLabel('Path', { exact: true })).toHaveValue('/docs/a%20b');
  await expect(page.getByLabel('Query parameters', { exact: true })).toHaveValue('q=café\nq=2');
  await page.getByLabel('Path', { exact: true }).fill('/docs/new page');
  const built = 'https://xn--bcher-kva.example/docs/new%20page?q=caf%C3%A9&q=2#top';
  await expect(output(page).getByText(built, { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Parse', exact: true }).click();
  await expect(page.getByLabel('URL', { exact: true })).toHaveValue(built);
  expect(foreignRequests).toEqual([]);
});

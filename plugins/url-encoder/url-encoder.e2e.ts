import { test, expect } from '../../tests/e2e/fixtures.ts';

test('encodes text with emoji and accents, switches mode, copies, reports a bad character (English)', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'url-encoder');
  const input = page.getByLabel('Text or URL', { exact: true });
  const output = page.getByLabel('Encoded URL', { exact: true });

  await expect(page.getByRole('radio', { name: 'Component (encodeURIComponent)' })).toBeChecked();
  await input.fill('crème brûlée 👍 a/b?');
  await expect(output).toHaveValue('cr%C3%A8me%20br%C3%BBl%C3%A9e%20%F0%9F%91%8D%20a%2Fb%3F');

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('cr%C3%A8me%20br%C3%BBl%C3%A9e%20%F0%9F%91%8D%20a%2Fb%3F');

  // Spaces as + (component mode).
  await page.getByRole('checkbox', { name: 'Spaces as +' }).check();
  await expect(output).toHaveValue('cr%C3%A8me+br%C3%BBl%C3%A9e+%F0%9F%91%8D+a%2Fb%3F');
  await page.getByRole('checkbox', { name: 'Spaces as +' }).uncheck();

  // Full URL mode keeps / ? & = #.
  await page.getByRole('radio', { name: 'Full URL (encodeURI)' }).check();
  await input.fill('https://example.com/café?q=ñandú 🐦&x=1#top');
  await expect(output).toHaveValue('https://example.com/caf%C3%A9?q=%C3%B1and%C3%BA%20%F0%9F%90%A6&x=1#top');

  // Each line separately keeps the line breaks.
  await page.getByRole('checkbox', { name: 'Encode each line separately' }).check();
  await input.fill('a b\nç d');
  await expect(output).toHaveValue('a%20b\n%C3%A7%20d');

  // An unpaired surrogate (typed programmatically) gives the Error: message.
  await input.evaluate((el: HTMLTextAreaElement) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setter.call(el, 'bad \uD800 text');
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(page.getByRole('alert')).toContainText('Error: the text contains an unpaired surrogate character, which cannot be URL-encoded.');
  await expect(output).toHaveValue('');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(input).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});

test('German page: German labels, modes and an example', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'developer-tools', 'url-encoder');
  const input = page.getByLabel('Text oder URL', { exact: true });
  const output = page.getByLabel('Kodierte URL', { exact: true });
  await expect(page.getByRole('radio', { name: 'Bestandteil (encodeURIComponent)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Leerzeichen als +' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Jede Zeile einzeln kodieren' })).toBeVisible();

  await input.fill('Größe & Maß');
  await expect(output).toHaveValue('Gr%C3%B6%C3%9Fe%20%26%20Ma%C3%9F');
  await page.getByRole('radio', { name: 'Vollständige URL (encodeURI)' }).check();
  await expect(output).toHaveValue('Gr%C3%B6%C3%9Fe%20&%20Ma%C3%9F');

  await page.getByRole('button', { name: 'Formulardaten (+ für Leerzeichen)' }).click();
  await expect(page.getByRole('radio', { name: 'Bestandteil (encodeURIComponent)' })).toBeChecked();
  await expect(output).toHaveValue('hello+world+%26+friends+%2B+more');
  expect(foreignRequests).toEqual([]);
});

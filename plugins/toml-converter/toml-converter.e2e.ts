/**
 * What the examples cannot show: an invalid TOML said with its line and column in the page's language, and
 * switching TOML → JSON to JSON → TOML making the JSON the input, which gives the TOML back with its date.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';

test('a German error with line and column; TOML → JSON → TOML keeps the date and the 64-bit integer', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'developer-tools', 'toml-converter');
  const input = page.getByLabel('TOML-Eingabe', { exact: true });
  await input.fill('a = 1\na = 2\n');
  await expect(page.getByText('Ungültiges TOML: Dieser Schlüssel oder diese Tabelle ist doppelt definiert (Zeile 2, Spalte 1).')).toBeVisible();

  await input.fill('day = 1979-05-27\nid = 9223372036854775807\n');
  const json = '{\n  "day": "1979-05-27",\n  "id": 9223372036854775807\n}';
  await expect(page.getByLabel('JSON-Ausgabe', { exact: true })).toHaveValue(json);

  await page.getByRole('tab', { name: 'JSON → TOML', exact: true }).click();
  await expect(page.getByLabel('JSON-Eingabe', { exact: true })).toHaveValue(json);
  await expect(page.getByLabel('TOML-Ausgabe', { exact: true })).toHaveValue('day = 1979-05-27\nid = 9223372036854775807\n');
  expect(foreignRequests).toEqual([]);
});

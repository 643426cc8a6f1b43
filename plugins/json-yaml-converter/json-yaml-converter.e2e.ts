/**
 * What the examples cannot show: switching the direction tab carries the output over as the new input,
 * so the other tab converts it back; nothing leaves the page.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';

test('switching JSON → YAML to YAML → JSON makes the YAML the input and gives the JSON back, and back again', async ({ page, openTool, foreignRequests }) => {
  await openTool('en', 'developer-tools', 'json-yaml-converter');
  await page.getByLabel('JSON input', { exact: true }).fill('{"name":"Zoë","tags":["a","b"]}');
  const yaml = 'name: Zoë\ntags:\n  - a\n  - b\n';
  await expect(page.getByLabel('YAML output', { exact: true })).toHaveValue(yaml);

  await page.getByRole('tab', { name: 'YAML → JSON', exact: true }).click();
  await expect(page.getByLabel('YAML input', { exact: true })).toHaveValue(yaml);
  const json = '{\n  "name": "Zoë",\n  "tags": [\n    "a",\n    "b"\n  ]\n}';
  await expect(page.getByLabel('JSON output', { exact: true })).toHaveValue(json);

  await page.getByRole('tab', { name: 'JSON → YAML', exact: true }).click();
  await expect(page.getByLabel('JSON input', { exact: true })).toHaveValue(json);
  await expect(page.getByLabel('YAML output', { exact: true })).toHaveValue(yaml);
  expect(foreignRequests).toEqual([]);
});

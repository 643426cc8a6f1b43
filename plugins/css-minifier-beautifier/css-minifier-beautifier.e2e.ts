/**
 * What the examples cannot show: a syntax error is said in the page's language with its line and
 * column (the parser's own words kept as code), then fixed input is minified; nothing leaves the page;
 * CSS that stops inside a block is minified with a warning that it is incomplete.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';

test('French page: a CSS syntax error in French with its line and column, then the minified CSS and its size', async ({ page, openTool, foreignRequests }) => {
  await openTool('fr', 'developer-tools', 'css-minifier-beautifier');
  const input = page.getByLabel('CSS d’entrée', { exact: true });
  await input.fill('a {\n  color: red;\n  margin 0;\n}');
  await expect(page.getByRole('alert')).toContainText('Erreur de syntaxe à la ligne 3, colonne 10\u202f: Colon is expected');
  await input.fill('a { color: #ff0000; margin: 0px }');
  await expect(page.getByLabel('CSS minifié', { exact: true })).toHaveValue('a{color:red;margin:0}');
  await expect(page.getByRole('list', { name: 'Taille' })).toContainText('33 octets');
  expect(foreignRequests).toEqual([]);
});

test('a block never closed: the minified CSS stays, with a warning that the CSS is incomplete and where the block opens', async ({ page, openTool }) => {
  await openTool('en', 'developer-tools', 'css-minifier-beautifier');
  await page.getByLabel('CSS input', { exact: true }).fill('a { color: red');
  await expect(page.getByLabel('Minified CSS', { exact: true })).toHaveValue('a{color:red}');
  await expect(page.getByText('The CSS is incomplete: the block opened at line 1, column 3 is never closed.')).toBeVisible();
});

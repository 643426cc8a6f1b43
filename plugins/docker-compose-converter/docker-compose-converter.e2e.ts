/**
 * What the examples cannot show: an unclosed quote said with its line in the page's language, and switching
 * docker run → Compose to Compose → docker run making the compose file the input, which gives the command back.
 */
import { test, expect } from '../../tests/e2e/fixtures.ts';

test('a German error at its line; docker run → Compose → docker run gives the command back', async ({ page, openTool, foreignRequests }) => {
  await openTool('de', 'developer-tools', 'docker-compose-converter');
  const input = page.getByLabel('docker-run-Befehle', { exact: true });
  await input.fill("docker run \\\n  -e 'A=1 \\\n  nginx");
  await expect(page.getByText("Ein in Zeile 2 geöffnetes einfaches Anführungszeichen (') wird nie geschlossen.")).toBeVisible();

  await input.fill('docker run -d --name web -p 8080:80 -v html:/usr/share/nginx/html:ro nginx:alpine');
  const compose = 'services:\n  web:\n    image: nginx:alpine\n    container_name: web\n    ports:\n      - "8080:80"\n    volumes:\n      - html:/usr/share/nginx/html:ro\nvolumes:\n  html:\n';
  await expect(page.getByLabel('Compose-Datei', { exact: true })).toHaveValue(compose);
  await expect(page.getByRole('cell', { name: 'Compose hat dafür keinen Schlüssel: Starten Sie mit docker compose up -d im Hintergrund.' })).toBeVisible();

  await page.getByRole('tab', { name: 'Compose → docker run', exact: true }).click();
  await expect(page.getByLabel('Compose-Datei (YAML)', { exact: true })).toHaveValue(compose);
  await expect(page.getByLabel('docker-run-Befehle', { exact: true })).toHaveValue(
    'docker run \\\n  --detach \\\n  --name web \\\n  --publish 8080:80 \\\n  --volume html:/usr/share/nginx/html:ro \\\n  nginx:alpine\n',
  );
  expect(foreignRequests).toEqual([]);
});

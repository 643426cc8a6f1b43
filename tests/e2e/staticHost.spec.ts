/**
 * The same dist/ on a plain static host (scripts/serve.ts, no API server): every page works, and
 * each network tool says plainly that it needs the site's API server, before and after Start.
 */
import { test, expect } from './fixtures.ts';
import { TOOLS } from './site.ts';
import { displayContext } from '../display.ts';

const STATIC = process.env.E2E_STATIC_BASE!;

for (const tool of TOOLS.filter((t) => t.network)) {
  test(`${tool.id} on a static host says it needs the API server`, async ({ page }) => {
    const ctx = displayContext(tool.id, 'en');
    const message = ctx.t('common:errors.serverUnavailable', {});
    await page.goto(`${STATIC}/en/${tool.category}/${tool.id}`);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.locator('main [role="alert"]').filter({ hasText: message })).toHaveCount(1);
    type Example = { input: Record<string, unknown>; output?: { kind?: string } };
    const { manifest } = (await import(`../../plugins/${tool.id}/manifest.ts`)) as { manifest: { server: { starts: string[] }; fields: Record<string, { kind: string }>; examples: Example[] } };
    // The first example the page's own check lets through (its output is the request), so that the request is sent.
    const valid = manifest.examples.find((ex) => ex.output?.kind !== 'tool-error')!;
    for (const [name, field] of Object.entries(manifest.fields)) if (field.kind === 'line' && typeof valid.input[name] === 'string') await page.locator(`#${tool.id}-field-${name}`).fill(valid.input[name] as string);
    await page.getByRole('button', { name: ctx.t(`actions.${manifest.server.starts[0]}`, {}), exact: true }).click();
    await expect(page.locator('main .tool-output [role="alert"]').filter({ hasText: message })).toHaveCount(2);
  });
}

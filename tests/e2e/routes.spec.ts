/**
 * Every page of the site that is not a tool, in every language, opened once on a 375 px phone (see
 * phoneChecks.ts for what is checked). Every tool page is opened in every language in tools.spec.ts.
 */
import { test } from './fixtures.ts';
import { phoneChecks } from './phoneChecks.ts';
import { LANGS, SITE_PATHS, TOOLS } from './site.ts';

const toolPaths = new Set(TOOLS.map((t) => `/${t.category}/${t.id}`));
/** The site's own search link, which once hydrated with a mismatch, is one of the pages. */
const PATHS = [...SITE_PATHS.filter((p) => !toolPaths.has(p)), '/all-tools?q=json'];

for (const lang of LANGS) {
  test(`every page that is not a tool renders in ${lang} on a phone, without an error, a sideways scroll or a cut-off table`, async ({ page }) => {
    test.setTimeout(120_000);
    const checks = phoneChecks(page);
    for (const path of PATHS) await checks.open(lang, path);
    checks.expectNoProblems();
  });
}

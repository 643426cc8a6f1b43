/**
 * Every tool page, one test per tool, each page opened once per language (a page load is most of what a
 * browser test costs, so everything checked on a tool page is checked on the same load):
 * - in every language, on a 375 px phone: it renders in its language without an error, a sideways scroll
 *   or a cut-off table, before and after its first example (phoneChecks.ts);
 * - a declared tool's examples, chosen with the page's example buttons on the phone (the first is the
 *   phone check's) and their results read off the page: every example once, in the four languages by
 *   turns (examplesByLanguage in examples.ts says which); typing each kind of field and choosing each
 *   kind of option with its control is played in kinds.spec.ts;
 * - in English, as first opened: no serious accessibility violation, tab by tab. A page with colours of its
 *   own (a panel, an Output.tsx, a styles.css) is checked by every rule in the light theme and by the colour
 *   rules in the dark theme; a page drawn only by the host's components by every rule but the colour rules,
 *   their colours being checked kind by kind in both themes in kinds.spec.ts. Copy link is offered;
 * - at the end, a client-side tool has sent nothing anywhere through the whole test, with a unique marker
 *   typed into every field, each option tried and files chosen (privacy.ts).
 * Each language's page is a first visit (the site's stored data is forgotten in between).
 */
import { test, expect, forgetSite } from './fixtures.ts';
import { TOOLS } from './site.ts';
import { accessibilityProblems } from './axe.ts';
import { phoneChecks } from './phoneChecks.ts';
import { privacy } from './privacy.ts';
import { DECLARED, examplesByLanguage, loadExampleTool, playExamples } from './examples.ts';
import type { Lang } from '../../src/i18n/languages.ts';

/** English last: the test ends on its page, used with a marker in every field. */
const ORDER: Lang[] = ['es', 'de', 'fr', 'en'];

for (const tool of TOOLS) {
  const declared = DECLARED.includes(tool);
  const what = [
    'renders in every language on a phone',
    ...(declared ? ['plays every example'] : []),
    tool.ownColours ? 'is accessible in both themes' : 'is accessible',
    'offers Copy link',
    ...(tool.network ? [] : ['sends nothing anywhere while used']),
  ];
  test(`${tool.id}: ${what.join(', ')}`, async ({ page, foreignRequests, baseURL, viewport }) => {
    // Four page loads, every example in up to four languages, and a panel's tabs checked in each theme.
    test.setTimeout(240_000);
    const path = `/${tool.category}/${tool.id}`;
    const examples = declared ? await loadExampleTool(tool) : undefined;
    const playIn = examples ? examplesByLanguage(tool, examples.manifest) : new Map();
    const phone = phoneChecks(page);
    const requests = privacy(page, tool);
    for (const lang of ORDER) {
      if (lang !== ORDER[0]) await test.step(`forget ${lang}`, () => forgetSite(page, baseURL!));
      await test.step(`open ${lang}`, () => phone.open(lang, path));
      if (lang === 'en') await test.step('axe', async () => {
        await page.setViewportSize(viewport!);
        // The page as a visitor first sees it. What differs from tool to tool is inside main: the header and
        // footer are checked on whole pages in a11y.spec.ts.
        expect(await accessibilityProblems(page, { within: 'main', tabColours: tool.panel, colours: tool.ownColours })).toEqual([]);
        await expect(page.getByRole('button', { name: 'Copy link', exact: true }).first()).toBeVisible();
      });
      await test.step(`first ${lang}`, () => phone.firstExample());
      // On the phone, from the first example the phone check has just chosen.
      const only = playIn.get(lang);
      if (examples && only) await test.step(`play ${lang}`, () => playExamples(page, examples, lang, { firstShown: true, only }));
      await page.setViewportSize(viewport!);
    }
    // A network tool's page talks to the API server by design (its own tests cover what it sends).
    if (!tool.network) {
      await test.step('privacy', () => requests.useWithMarker());
      requests.expectNothingSent();
      expect(foreignRequests).toEqual([]);
    }
    phone.expectNoProblems();
  });
}

/**
 * Benchmark (not a test): Lighthouse, mobile preset, on the home page and five tool pages (one in German,
 * one bespoke panel) of the built site served on loopback. Each page runs several times; medians are
 * printed, with the longest main-thread task of the load, the JS and CSS the page downloaded, and the
 * machine's CPU index (Lighthouse's benchmarkIndex: a shared machine's figures are comparable only
 * between runs with a similar index).
 * Usage: npm run bench:web   (builds first); BENCH_PAGES=/en,/de/… picks pages, BENCH_RUNS the runs per
 * page, BENCH_PORT the server's port (the build's VITE_SITE_ORIGIN should name the same port).
 *
 * Lighthouse is fetched by npx on first use, at the version pinned here, rather than installed with the
 * project: with its dependencies it was 160 of the project's 1,100 packages, paid by every `npm ci` for a
 * benchmark that CI never runs.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { pluginIds } from './lib/plugins.ts';
import { FULL_CHROMIUM } from './lib/browser.ts';
import { startStaticServer } from './lib/staticServer.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const run = promisify(execFile);

interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}
interface Report {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, Audit & { details?: { items?: Record<string, unknown>[] } }>;
  environment: { benchmarkIndex: number };
}

/** One Lighthouse run (mobile preset, its default) in a Chromium of its own. */
async function lighthouse(url: string): Promise<Report> {
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'].join(' ');
  const { stdout } = await run('npx', ['--yes', LIGHTHOUSE, url, '--output=json', '--quiet', `--chrome-flags=${flags}`], { env: { ...process.env, CHROME_PATH: FULL_CHROMIUM }, maxBuffer: 256 * 1024 * 1024 });
  return JSON.parse(stdout) as Report;
}

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CANDIDATES = [
  '/en',
  '/en/developer-tools/json-formatter',
  '/en/text-tools/word-counter',
  '/en/text-tools/case-converter',
  '/de/calculators/loan-calculator',
  '/en/miscellaneous/image-converter',
];
const built = new Set(pluginIds());
const PAGES = process.env.BENCH_PAGES?.split(',') ?? CANDIDATES.filter((p) => p.split('/').length < 4 || built.has(p.split('/')[3]!));

/**
 * The longest main-thread task of the load, in ms, and what it ran: Lighthouse's long-tasks audit (tasks over
 * 50 ms, timed as on the throttled phone it simulates, like TBT). 0 when no task was that long.
 */
function longestTask(lhr: Report): { ms: number; url: string } {
  const items = (lhr.audits['long-tasks']?.details?.items ?? []) as { duration?: number; url?: string }[];
  const top = items.reduce<{ duration?: number; url?: string }>((a, b) => ((b.duration ?? 0) > (a.duration ?? 0) ? b : a), {});
  return { ms: top.duration ?? 0, url: top.url ?? '' };
}

/** gzip bytes of the scripts and stylesheets the page itself downloaded (not the service worker's precaching). */
function jsCssBytes(lhr: Report): number {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as { resourceType?: string; transferSize?: number; sessionTargetType?: string; url?: string }[];
  return items
    .filter((r) => (r.resourceType === 'Script' || r.resourceType === 'Stylesheet') && (r.sessionTargetType ?? 'page') === 'page' && !r.url?.endsWith('/sw.js'))
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await startStaticServer(PORT);
try {
  console.log(`Lighthouse ${RUNS}× per page, mobile preset (median)\n`);
  console.log(['page'.padEnd(40), 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS  ', 'task ms', 'JS+CSS kB', 'CPU index'].join('  '));
  for (const path of PAGES) {
    const rows: number[][] = [];
    const indexes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await lighthouse(`${server.base}${path}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const task = longestTask(lhr);
      rows.push([score('performance'), score('accessibility'), score('best-practices'), score('seo'), audit('first-contentful-paint'), audit('largest-contentful-paint'), audit('total-blocking-time'), audit('cumulative-layout-shift'), task.ms, jsCssBytes(lhr)]);
      indexes.push(lhr.environment.benchmarkIndex);
      if (process.env.BENCH_VERBOSE) console.log(`  ${path} run ${i + 1}: TBT ${Math.round(audit('total-blocking-time'))} ms, longest task ${Math.round(task.ms)} ms (${task.url}), CPU index ${Math.round(lhr.environment.benchmarkIndex)}`);
      if (i === RUNS - 1) {
        const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
        if (failing.length) console.log(`  ${path}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
      }
    }
    const m = rows[0]!.map((_, col) => median(rows.map((r) => r[col]!)));
    console.log(
      [
        path.padEnd(40),
        ...m.slice(0, 4).map((v) => String(v).padStart(4)),
        ...m.slice(4, 7).map((v) => String(Math.round(v)).padStart(6)),
        m[7]!.toFixed(3),
        String(Math.round(m[8]!)).padStart(7),
        (m[9]! / 1000).toFixed(1).padStart(9),
        // Every run's: the machine is shared, and a busy neighbour shows here.
        indexes.map((x) => Math.round(x)).join('/'),
      ].join('  '),
    );
  }
  console.log('\nTargets: performance ≥ 95; accessibility, best practices and SEO 100.');
} finally {
  server.stop();
}

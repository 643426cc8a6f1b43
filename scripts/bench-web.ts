/**
 * Benchmark (not a test): Lighthouse, mobile preset, on the home page and three tool pages of
 * the built site served on loopback. Each page runs several times; medians are printed.
 * Usage: npm run bench:web   (builds first)
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
  audits: Record<string, Audit>;
}

/** One Lighthouse run (mobile preset, its default) in a Chromium of its own. */
async function lighthouse(url: string): Promise<Report> {
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'].join(' ');
  const { stdout } = await run('npx', ['--yes', LIGHTHOUSE, url, '--output=json', '--quiet', `--chrome-flags=${flags}`], { env: { ...process.env, CHROME_PATH: FULL_CHROMIUM }, maxBuffer: 256 * 1024 * 1024 });
  return JSON.parse(stdout) as Report;
}

const PORT = 4392;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CANDIDATES = ['/en', '/en/developer-tools/json-formatter', '/en/text-tools/word-counter', '/en/text-tools/case-converter', '/en/developer-tools/base64-encoder'];
const built = new Set(pluginIds());
const PAGES = process.env.BENCH_PAGES?.split(',') ?? CANDIDATES.filter((p) => p.split('/').length < 4 || built.has(p.split('/')[3]!)).slice(0, 4);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await startStaticServer(PORT);
try {
  console.log(`Lighthouse ${RUNS}× per page, mobile preset (median)\n`);
  console.log(['page'.padEnd(40), 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'].join('  '));
  for (const path of PAGES) {
    const rows: number[][] = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await lighthouse(`${server.base}${path}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      rows.push([score('performance'), score('accessibility'), score('best-practices'), score('seo'), audit('first-contentful-paint'), audit('largest-contentful-paint'), audit('total-blocking-time'), audit('cumulative-layout-shift')]);
      if (i === RUNS - 1) {
        const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
        if (failing.length) console.log(`  ${path}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
      }
    }
    const m = rows[0]!.map((_, col) => median(rows.map((r) => r[col]!)));
    console.log([path.padEnd(40), ...m.slice(0, 4).map((v) => String(v).padStart(4)), ...m.slice(4, 7).map((v) => String(Math.round(v)).padStart(6)), m[7]!.toFixed(3)].join('  '));
  }
  console.log('\nTargets: performance ≥ 95; accessibility, best practices and SEO 100.');
} finally {
  server.stop();
}

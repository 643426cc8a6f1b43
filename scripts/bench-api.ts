/**
 * Benchmark of the API server (not a test): autocannon on loopback against GET /api/ip and a DNS
 * lookup (POST /api/tools/dns-lookup) of a name served by a local test resolver. The server runs
 * as its own process, as `npm start` runs it (logging one line per request); requests come through
 * a trusted proxy header with a different client address each, so the per-client rate limits are
 * exercised but not hit. Beside it, in its own process, a bare Fastify route answering GET /api/ip
 * the same way (scripts/lib/bareApiServer.mjs) is loaded the same way, so every run says how close
 * ours is to what Fastify itself does on this machine now (goal: at least half, p99 at most 20 ms).
 * Prints requests per second, p50/p99 latency, the ratio ours/bare, the server's CPU time per request
 * (the figure that holds when the machine is busy and the load generator is the limit) and its memory.
 *
 * Usage: npm run bench:api [-- --seconds 10 --connections 10 --runs 1 --port 0 --profile --ip-only]
 * --runs n: n rounds of ours and bare in turn, then the medians. --port p: ours on p, bare on p + 1
 * (0: any free ports). --profile: CPU profiles of both servers (node --cpu-prof) summarised at the end.
 * --ip-only: GET /api/ip alone (a profile of that route only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startTestDns } from '../tests/server/dnsServer.ts';
import { printProfile } from './lib/cpuProfile.ts';
import { freePort } from '../tests/server/ports.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 10);
const RUNS = option('runs', 1);
const PORT = option('port', 0);
const PROFILE = args.includes('--profile');
const IP_ONLY = args.includes('--ip-only');
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 20;


const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
/** CPU seconds a process has used (user + system; Linux counts in ticks of 1/100 s). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
let client = 0;
const nextClient = () => `198.18.${(++client >> 8) & 255}.${client & 255}`;

/** Starts a server process and waits for its "running at" line; its output is read and dropped from then on. */
async function start(nodeArgs: string[], env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, nodeArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${nodeArgs.join(' ')} exited with ${code}`)));
  });
  child.stdout!.removeAllListeners('data');
  child.stdout!.resume();
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const dns = await startTestDns();
const ourPort = PORT || (await freePort());
const barePort = PORT ? PORT + 1 : await freePort();
const env = { HOST: '127.0.0.1', DNS_SERVERS: dns.server, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' };
const profileDir = PROFILE ? mkdtempSync(join(tmpdir(), 'bench-api-profile-')) : '';
// As `npm run server` starts it (package.json), with a CPU profile when asked.
const serverCommand = ['--import', 'tsx', 'src/server/main.ts'];
const profiled = (name: string) => (PROFILE ? ['--cpu-prof', '--cpu-prof-dir', join(profileDir, name)] : []);
const server = await start([...profiled('ours'), ...serverCommand], { ...env, PORT: String(ourPort) });
const bare = await start([...profiled('bare'), 'scripts/lib/bareApiServer.mjs'], { ...env, PORT: String(barePort) });
const base = `http://127.0.0.1:${ourPort}`;
const bareBase = `http://127.0.0.1:${barePort}`;

const DNS_BODY = JSON.stringify({ input: { name: 'public.test', type: 'A' }, options: {}, start: 'lookup' });
// One request of each kind first: code paths loaded, resolver warm.
await fetch(`${base}/api/ip`);
await fetch(`${bareBase}/api/ip`);
await fetch(`${base}/api/tools/dns-lookup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: DNS_BODY });

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** The server's CPU time per answer: what a request costs it, whatever else runs on the machine. */
  cpuUs: number;
}

async function measure(title: string, url: string, pid: number, request: autocannon.Request): Promise<Figures> {
  const before = rssMb(pid);
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: [{ ...request, setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': nextClient() } }) }] });
  const after = rssMb(pid);
  const cpuUs = ((cpuSeconds(pid) - cpuBefore) / result.requests.total) * 1e6;
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title}: ${Math.round(result.requests.average)} requests/s (${result.requests.total} in ${SECONDS} s, ${CONNECTIONS} connections), ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${bad} not 2xx; server CPU ${cpuUs.toFixed(0)} µs a request, memory ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after`,
  );
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const verdict = (ours: Figures, bareFigures: Figures) => {
  const ratio = ours.rps / bareFigures.rps;
  // On a busy machine the load generator may be the limit of both: then the CPU a request costs tells more.
  const cpuRatio = bareFigures.cpuUs / ours.cpuUs;
  return `ours/bare ${ratio.toFixed(2)} (goal ≥ ${GOAL_RATIO}: ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'}; server CPU a request bare/ours ${cpuRatio.toFixed(2)}), p99 ${ours.p99} ms (goal ≤ ${GOAL_P99_MS} ms: ${ours.p99 <= GOAL_P99_MS ? 'met' : 'NOT met'})`;
};

console.log(`API server on ${base}, bare Fastify route on ${bareBase} (Node ${process.version}, one process each: one core)`);
const ip = { method: 'GET', path: '/api/ip' } as const;
const ours: Figures[] = [];
const bares: Figures[] = [];
for (let run = 1; run <= RUNS; run++) {
  const label = RUNS > 1 ? ` (run ${run} of ${RUNS})` : '';
  ours.push(await measure(`GET /api/ip, ours${label}`, base, server.pid!, ip));
  bares.push(await measure(`GET /api/ip, bare Fastify route${label}`, bareBase, bare.pid!, ip));
  console.log(`GET /api/ip${label}: ${verdict(ours.at(-1)!, bares.at(-1)!)}`);
}
if (RUNS > 1) {
  const med = (fs: Figures[]): Figures => ({ rps: median(fs.map((f) => f.rps)), p50: median(fs.map((f) => f.p50)), p99: median(fs.map((f) => f.p99)), cpuUs: median(fs.map((f) => f.cpuUs)) });
  const [o, b] = [med(ours), med(bares)];
  console.log(`GET /api/ip, medians of ${RUNS} runs: ours ${Math.round(o.rps)} requests/s (p50 ${o.p50} ms, p99 ${o.p99} ms, ${o.cpuUs.toFixed(0)} µs CPU each), bare ${Math.round(b.rps)} requests/s (p50 ${b.p50} ms, p99 ${b.p99} ms, ${b.cpuUs.toFixed(0)} µs CPU each); ${verdict(o, b)}`);
}
await stop(bare);
if (!IP_ONLY) {
  await measure('POST /api/tools/dns-lookup (public.test A, local resolver)', base, server.pid!, {
    method: 'POST',
    path: '/api/tools/dns-lookup',
    headers: { 'content-type': 'application/json' },
    body: DNS_BODY,
  });
}
await stop(server);
await dns.close();
if (PROFILE) {
  // The main thread's profile (tsx's loader thread writes one too: start-up only).
  for (const name of ['ours', 'bare']) printProfile(join(profileDir, name, readdirSync(join(profileDir, name)).sort()[0]!));
}

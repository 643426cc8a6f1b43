/**
 * Benchmark of the API server (not a test): autocannon on loopback against GET /api/ip and a DNS
 * lookup (POST /api/tools/dns-lookup) of a name served by a local test resolver. The server runs
 * as its own process, as `npm start` runs it (logging one line per request); requests come through
 * a trusted proxy header with a different client address each, so the per-client rate limits are
 * exercised but not hit. Prints requests per second, p50/p99 latency and the server's memory
 * before and after. Usage: npm run bench:api [-- --seconds 10 --connections 10]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { startTestDns } from '../tests/server/dnsServer.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 10);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
let client = 0;
const nextClient = () => `198.18.${(++client >> 8) & 255}.${client & 255}`;

const dns = await startTestDns();
const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DNS_SERVERS: dns.server, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  let out = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('running at')) resolve();
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
server.stdout!.resume();
const base = `http://127.0.0.1:${port}`;
// One request of each kind first: code paths loaded, resolver warm.
await fetch(`${base}/api/ip`);
await fetch(`${base}/api/tools/dns-lookup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: { name: 'public.test', type: 'A' }, options: {}, start: 'lookup' }) });

async function run(title: string, request: autocannon.Request): Promise<void> {
  const before = rssMb(server.pid!);
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: [{ ...request, setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': nextClient() } }) }] });
  const after = rssMb(server.pid!);
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title}: ${Math.round(result.requests.average)} requests/s (${result.requests.total} in ${SECONDS} s, ${CONNECTIONS} connections), ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${bad} not 2xx; server memory ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after`,
  );
}

console.log(`API server on ${base} (Node ${process.version}, one process: one core)`);
await run('GET /api/ip', { method: 'GET', path: '/api/ip' });
await run('POST /api/tools/dns-lookup (public.test A, local resolver)', {
  method: 'POST',
  path: '/api/tools/dns-lookup',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ input: { name: 'public.test', type: 'A' }, options: {}, start: 'lookup' }),
});
server.kill('SIGTERM');
await dns.close();

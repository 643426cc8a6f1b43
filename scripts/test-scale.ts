/**
 * npm run test:scale: the whole arrangement of a deployment with several machines, on loopback only.
 * Real nginx (Debian's) serves dist/ with deploy/nginx/toolbench.conf (generated from the server's header
 * list: checked here to be current) and proxies /api to two API instances (TRUST_PROXY = nginx), which
 * share one redis-server (limits) and one PostgreSQL server (contact messages). Then:
 *  1. static answers: the same status, security headers and caching as the Node server gives (hashed
 *     assets immutable, HTML revalidated), for a page, an asset, a WebAssembly tool's page and a 404;
 *  2. a client's rate limit holds across both instances (the 61st IP lookup in a minute is 429);
 *  3. under load (autocannon: contact messages, each with its own key), the instance running a visitor's
 *     continuous ping is killed with SIGKILL and started again: every message answered 201 is in
 *     PostgreSQL exactly once, no 5xx but the requests in flight on the killed instance (each sent again
 *     with its key, as the page does, and stored once), the ping ends as the page reads it with
 *     `connectionLost`, the restarted instance becomes ready and the visitor can start a ping again;
 *  4. a graceful restart (SIGTERM) of the other instance under load: no 5xx at all.
 * Prints what it measured; exits 1 on any failure. Needs a build (dist/, or DIST_DIR).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { nginxConfig } from './lib/nginxConf.ts';
import { SECURITY_HEADERS } from '../src/server/securityHeaders.ts';
import { signFormToken } from '../src/server/contact/formToken.ts';
import { readServerStream, type StreamRead } from '../src/app/tool/run/serverStream.ts';
import { freePort } from '../tests/server/ports.ts';
import { startInstance, startNginx, startPostgres, startRedis, type Service } from '../tests/server/services.ts';

const started = Date.now();
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

execFileSync('bash', ['scripts/ensure-scale-tools.sh'], { stdio: 'inherit' });
const dist = resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(join(dist, 'index.html')) && !existsSync(join(dist, 'en', 'index.html'))) {
  console.error(`No build in ${dist}: run npm run build first (or set DIST_DIR).`);
  process.exit(1);
}
const wasmPaths = (JSON.parse(readFileSync(join(dist, 'csp.json'), 'utf8')) as { wasm: string[] }).wasm;

// The configuration in the repository is the generator's output for this build: the operator runs what is tested.
const committed = readFileSync('deploy/nginx/toolbench.conf', 'utf8');
check(committed === nginxConfig({ wasmPaths }), 'deploy/nginx/toolbench.conf is current (else: npm run nginx:conf -- --out deploy/nginx/toolbench.conf)');

const SECRET = `scale-${Date.now()}`;
const services: Service[] = [];
const data = mkdtempSync(join(tmpdir(), 'toolbench-scale-'));
let exitCode = 0;
try {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  services.push(postgres, redis);
  const ports = [await freePort(), await freePort()];
  const metricsPorts = [await freePort(), await freePort()];
  const nginxPort = await freePort();
  const envOf = (i: number) => ({
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    TRUST_PROXY: '127.0.0.1',
    CONTACT_SECRET: SECRET,
    CONTACT_PER_HOUR: '100000',
    CONTACT_DB: join(data, `unused-${i}.sqlite`),
    ALLOW_PRIVATE_TARGETS: '1',
    PING_METHOD: 'tcp',
    CURRENCY_RATES_FETCH: '0',
    CURRENCY_RATES_FILE: join(data, `rates-${i}.json`),
    DIST_DIR: dist,
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_SECONDS: '5',
    METRICS_PORT: String(metricsPorts[i]),
  });
  const instances = await Promise.all([0, 1].map((i) => startInstance(ports[i]!, envOf(i))));
  services.push(...instances);
  const site = nginxConfig({ listen: [`127.0.0.1:${nginxPort}`], root: dist, upstreams: ports.map((p) => `127.0.0.1:${p}`), wasmPaths });
  const nginx = await startNginx(site);
  services.push(nginx);
  const front = `http://127.0.0.1:${nginxPort}`;
  console.log(`started in ${seconds()} s: nginx ${nginxPort}, instances ${ports.join(', ')}, PostgreSQL ${postgres.port}, ${redis.url}`);

  // 1. Static answers as the Node server gives them.
  const wasmPage = wasmPaths.find((p) => p.startsWith('/en/')) ?? wasmPaths[0]!;
  const asset = readFileSync(join(dist, 'en', 'index.html'), 'utf8').match(/\/assets\/[^"']+\.js/)?.[0] ?? '/assets/none.js';
  for (const path of ['/en/', '/en', asset, wasmPage, `${wasmPage}/`, '/en/no-such-page', '/favicon.svg']) {
    const [viaNginx, direct] = await Promise.all([fetch(front + path), fetch(instances[0]!.base + path)]);
    const same = (name: string) => (viaNginx.headers.get(name) ?? '').toLowerCase() === (direct.headers.get(name) ?? '').toLowerCase();
    const differing = [...Object.keys(SECURITY_HEADERS), 'cache-control'].filter((h) => !same(h));
    check(viaNginx.status === direct.status && differing.length === 0, `${path}: nginx answers ${viaNginx.status} like the Node server (${direct.status}), same security headers and cache-control${differing.length ? ` — differ: ${differing.join(', ')}` : ''}`);
    await Promise.all([viaNginx.arrayBuffer(), direct.arrayBuffer()]);
  }
  const assetAnswer = await fetch(front + asset);
  check(assetAnswer.headers.get('cache-control') === 'public, max-age=31536000, immutable', `a hashed asset is immutable (${assetAnswer.headers.get('cache-control')})`);
  const page = await fetch(`${front}/en/`);
  check(page.headers.get('cache-control') === 'no-cache', `a page is revalidated (${page.headers.get('cache-control')})`);
  const health = await fetch(`${front}/api/health`);
  check(health.status === 200 && /^[0-9a-f]{32}$/.test(health.headers.get('x-request-id') ?? ''), `/api through nginx: 200, with nginx's request id (${health.headers.get('x-request-id')})`);

  // 2. A client's rate limit across both instances.
  const lookups: number[] = [];
  for (let i = 0; i < 61; i++) {
    const res = await fetch(`${front}/api/tools/ip-address-lookup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: { ip: '10.0.0.1' }, options: {}, start: 'lookup' }) });
    lookups.push(res.status);
    await res.arrayBuffer();
  }
  const upstreamsSeen = new Set(readFileSync(nginx.accessLog, 'utf8').split('\n').filter((l) => l.includes('/api/tools/ip-address-lookup')).map((l) => l.split(' ')[4]));
  check(lookups.slice(0, 60).every((s) => s === 200) && lookups[60] === 429 && upstreamsSeen.size === 2, `rate limit shared: 60 × 200 then 429, served by ${upstreamsSeen.size} instances`);

  // 3. A continuous ping, contact messages under load, SIGKILL of the ping's instance, and a restart.
  const startPing = () =>
    fetch(`${front}/api/tools/ping-tool`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
      body: JSON.stringify({ input: { host: '127.0.0.1', count: 4, timeout: 0.5, interval: 0.5, size: 56, ttl: 64, port: 80, continuous: true }, options: {}, start: 'start' }),
    });
  const ping = await startPing();
  check(ping.status === 200, `a continuous ping starts through nginx (${ping.status})`);
  const pingDone = readServerStream(ping.body!, new AbortController().signal);
  await sleep(500);
  const pingsOn = async (i: number) => {
    const text = await fetch(`http://127.0.0.1:${metricsPorts[i]}/metrics`).then((r) => r.text(), () => '');
    return Number(/toolbench_jobs_in_flight\{kind="pings"\} (\d+)/.exec(text)?.[1] ?? 0);
  };
  const victim = (await pingsOn(0)) === 1 ? 0 : 1;
  check((await pingsOn(victim)) === 1, `the ping runs on instance ${victim} (its metrics say so)`);

  const acknowledged = new Map<string, number>();
  const failedKeys: { key: string; status: number; at: number }[] = [];
  const token = signFormToken(SECRET, Date.now() - 5000);
  const body = (key: string) => JSON.stringify({ name: 'Load Test', email: 'load@example.com', subject: 'feedback', message: `Message ${key} under load.`, lang: 'en', key, website: '', token });
  /** Contact messages through nginx, each with its own key; `onResponse` is told each answer with its key. */
  const contactLoad = (prefix: string, connections: number, duration: number, onResponse: (status: number, body: string, key: string) => void) => {
    let sent = 0;
    return autocannon({
      url: front,
      connections,
      duration,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          path: '/api/contact',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
            const key = `${prefix}-${++sent}-${Math.random().toString(36).slice(2, 10)}`;
            context.key = key;
            return { ...request, body: body(key) };
          },
          onResponse: (status: number, text: string, context: Record<string, unknown>) => onResponse(status, text, String(context.key)),
        },
      ],
    } as never) as unknown as Promise<autocannon.Result>;
  };
  const CONNECTIONS = 8;
  let killedAt = 0;
  const load = contactLoad('scale', CONNECTIONS, 14, (status, text, key) => {
    if (status === 201) acknowledged.set(key, (JSON.parse(text) as { id: number }).id);
    else failedKeys.push({ key, status, at: Date.now() });
  });
  await sleep(3000);
  killedAt = Date.now();
  instances[victim]!.child.kill('SIGKILL');
  const pinged: StreamRead | null = await pingDone;
  const pingEnded = Date.now() - killedAt;
  check(pinged?.error?.code === 'connectionLost' && !!pinged.result, `the ping on the killed instance ends, as the page reads it, with connectionLost after ${pingEnded} ms (page: "${JSON.parse(readFileSync('locales/en/toolPage.json', 'utf8')).errors.connectionLost}")`);
  await sleep(1500);
  const restartAt = Date.now();
  instances[victim] = await startInstance(ports[victim]!, envOf(victim));
  services.push(instances[victim]!);
  let ready = 0;
  for (let i = 0; i < 100 && ready !== 200; i++) {
    ready = await fetch(`${instances[victim]!.base}/api/health/ready`).then((r) => r.status, () => 0);
    if (ready !== 200) await sleep(100);
  }
  check(ready === 200, `the instance started again and is ready in ${((Date.now() - restartAt) / 1000).toFixed(1)} s`);
  // The killed instance could not free the visitor's ping slot: its lease in Redis ends within 15 s.
  let again = 0;
  const againFrom = Date.now();
  while (Date.now() - againFrom < 20_000) {
    const res = await startPing();
    again = res.status;
    if (again === 200) {
      const reader = res.body!.getReader();
      await reader.read();
      await reader.cancel();
      break;
    }
    await res.arrayBuffer();
    await sleep(1000);
  }
  check(again === 200, `the visitor starts a ping again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill (the dead instance's slot lease expired)`);
  const result = await load;

  const fiveXX = failedKeys.filter((f) => f.status >= 500);
  const other = failedKeys.filter((f) => f.status < 500);
  const killedUpstream = `127.0.0.1:${ports[victim]}`;
  const log = readFileSync(nginx.accessLog, 'utf8').split('\n').filter((l) => l.includes(' /api/contact '));
  const log5xx = log.filter((l) => /^5\d\d$/.test(l.split(' ')[1] ?? ''));
  const fromKilled = log5xx.every((l) => l.split(' ')[4]!.includes(killedUpstream));
  const nearKill = fiveXX.every((f) => f.at >= killedAt && f.at - killedAt < 2000);
  // Requests the killed instance dropped before answering, which nginx sent to the other one (upstream "A, B").
  const resent = log.filter((l) => l.split(' ')[4]!.endsWith(',')).length;
  console.log(`nginx sent ${resent} contact request(s) again to the other instance after the kill`);
  console.log(`load: ${result.requests.total} requests, ${acknowledged.size} answered 201, ${fiveXX.length} 5xx, ${other.length} other, ${result.errors} connection errors, ${result.timeouts} timeouts; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  check(fiveXX.length <= CONNECTIONS && fromKilled && nearKill, `5xx only for requests in flight on the killed instance: ${fiveXX.length} (at most one per connection, ${CONNECTIONS}), all from ${killedUpstream}, within 2 s of the kill`);
  check(other.length === 0 && result.errors === 0 && result.timeouts === 0, `no other failures (${other.length} 4xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  // The page sends a failed message again with its key: stored once (wherever the first attempt got to).
  let retried = 0;
  for (const f of fiveXX) {
    const res = await fetch(`${front}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(f.key) });
    if (res.status === 201) {
      acknowledged.set(f.key, ((await res.json()) as { id: number }).id);
      retried++;
    }
  }
  check(retried === fiveXX.length, `each message answered 5xx, sent again with its key, is answered 201 (${retried}/${fiveXX.length})`);
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  const { rows } = await db.query<{ idempotency_key: string; n: string; id: string }>("SELECT idempotency_key, count(*) AS n, min(id) AS id FROM contact_messages WHERE idempotency_key LIKE 'scale-%' GROUP BY idempotency_key");
  const stored = new Map(rows.map((r) => [r.idempotency_key, { n: Number(r.n), id: Number(r.id) }]));
  const missing = [...acknowledged].filter(([key, id]) => stored.get(key)?.id !== id || stored.get(key)?.n !== 1);
  check(acknowledged.size > 0 && missing.length === 0, `every message answered 201 (${acknowledged.size}) is in PostgreSQL exactly once, with its id (${stored.size} rows)`);

  // 4. A graceful restart of the other instance under load: nothing lost, no 5xx.
  const other5xx: number[] = [];
  const statuses = new Map<number, number>();
  const load2 = contactLoad('scale2', 4, 6, (status) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status >= 500) other5xx.push(status);
  });
  await sleep(2000);
  const survivor = 1 - victim;
  await instances[survivor]!.stop('SIGTERM');
  check(instances[survivor]!.child.exitCode === 0, `SIGTERM under load: instance ${survivor} stopped gracefully (exit ${instances[survivor]!.child.exitCode})`);
  instances[survivor] = await startInstance(ports[survivor]!, envOf(survivor));
  services.push(instances[survivor]!);
  const result2 = await load2;
  check(other5xx.length === 0 && result2.errors === 0, `graceful restart under load: ${result2.requests.total} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, no 5xx, no errors`);
  await db.end();
  console.log(`\nmeasured: load ${result.requests.total} requests, ${acknowledged.size} acknowledged (201), ${fiveXX.length} 5xx at the kill, ${resent} sent again by nginx; graceful restart ${result2.requests.total} requests, ${other5xx.length} 5xx`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const service of services.reverse()) await service.stop().catch(() => undefined);
  rmSync(data, { recursive: true, force: true });
}
console.log(`\ntest:scale ${failures.length || exitCode ? 'FAILED' : 'passed'} in ${seconds()} s${failures.length ? `: ${failures.length} failed check(s)` : ''}`);
process.exit(failures.length || exitCode ? 1 : 0);

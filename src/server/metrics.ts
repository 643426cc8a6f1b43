/**
 * Prometheus metrics, off by default (METRICS_PORT): requests by route and status, a latency histogram,
 * jobs in flight (scans, pings), limit refusals (429 rate and busy, 503 serverBusy) and the age of each
 * currency rate source's newest day. Served on a port of their own (127.0.0.1 unless METRICS_HOST says
 * otherwise), never on the site's port, and behind a bearer token when METRICS_TOKEN is set. Written in
 * the text exposition format by hand: a few counters need no library.
 */
import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';

/** Latency buckets in seconds: a lookup answers in milliseconds, a check in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface Metrics {
  /** One answered request: its route pattern (never the URL a visitor typed), method, status and time. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** A refused request: 'rate' (429 rateLimited), 'busy' (429, one job per client), 'serverBusy' (503, a cap). */
  refusal(kind: 'rate' | 'busy' | 'serverBusy'): void;
  /** The exposition text. */
  text(): string;
}

export interface MetricsSources {
  jobsInFlight(): Record<string, number>;
  /** Each rate source's newest published day, as YYYY-MM-DD (or undefined when it has none). */
  rateDays(): { provider: string; date: string | undefined }[];
  now?: () => number;
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function createMetrics(sources: MetricsSources): Metrics {
  const requests = new Map<string, number>();
  const latency = new Map<string, { counts: number[]; sum: number; count: number }>();
  const refusals = { rate: 0, busy: 0, serverBusy: 0 };
  return {
    request(route, method, status, seconds) {
      const key = `route="${escapeLabel(route)}",method="${escapeLabel(method)}",status="${status}"`;
      requests.set(key, (requests.get(key) ?? 0) + 1);
      const lkey = `route="${escapeLabel(route)}"`;
      let h = latency.get(lkey);
      if (!h) latency.set(lkey, (h = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 }));
      BUCKETS.forEach((b, i) => {
        if (seconds <= b) h.counts[i]!++;
      });
      h.sum += seconds;
      h.count++;
    },
    refusal(kind) {
      refusals[kind]++;
    },
    text() {
      const now = (sources.now ?? Date.now)();
      const out: string[] = [];
      out.push('# HELP toolbench_http_requests_total Requests answered, by route pattern, method and status.', '# TYPE toolbench_http_requests_total counter');
      for (const [labels, n] of requests) out.push(`toolbench_http_requests_total{${labels}} ${n}`);
      out.push('# HELP toolbench_http_request_duration_seconds Time to answer a request, by route pattern.', '# TYPE toolbench_http_request_duration_seconds histogram');
      for (const [labels, h] of latency) {
        BUCKETS.forEach((b, i) => out.push(`toolbench_http_request_duration_seconds_bucket{${labels},le="${b}"} ${h.counts[i]}`));
        out.push(`toolbench_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${h.count}`);
        out.push(`toolbench_http_request_duration_seconds_sum{${labels}} ${h.sum}`);
        out.push(`toolbench_http_request_duration_seconds_count{${labels}} ${h.count}`);
      }
      out.push('# HELP toolbench_jobs_in_flight Scans and pings running on this instance.', '# TYPE toolbench_jobs_in_flight gauge');
      for (const [kind, n] of Object.entries(sources.jobsInFlight())) out.push(`toolbench_jobs_in_flight{kind="${escapeLabel(kind)}"} ${n}`);
      out.push('# HELP toolbench_limit_refusals_total Requests refused by a limit: rate (429), busy (429, one job per client), serverBusy (503, a cap).', '# TYPE toolbench_limit_refusals_total counter');
      for (const [kind, n] of Object.entries(refusals)) out.push(`toolbench_limit_refusals_total{kind="${kind}"} ${n}`);
      out.push('# HELP toolbench_rate_source_age_seconds Age of each currency rate source\'s newest day (from its start, UTC).', '# TYPE toolbench_rate_source_age_seconds gauge');
      for (const { provider, date } of sources.rateDays()) {
        if (date) out.push(`toolbench_rate_source_age_seconds{source="${escapeLabel(provider)}"} ${Math.max(0, Math.round((now - Date.parse(`${date}T00:00:00Z`)) / 1000))}`);
      }
      return `${out.join('\n')}\n`;
    },
  };
}

/** The metrics port: GET /metrics only; with a token, only with `Authorization: Bearer <token>`. */
export async function serveMetrics(metrics: Metrics, options: { host: string; port: number; token?: string }): Promise<Server> {
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
  const server = createServer((request, response) => {
    if ((request.url ?? '').split('?')[0] !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (expected) {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        response.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' }).end('Unauthorized\n');
        return;
      }
    }
    response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8', 'cache-control': 'no-store' }).end(metrics.text());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}

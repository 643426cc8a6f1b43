/**
 * The API server: serves the built site (dist/) and /api on one port. Every response carries the
 * security headers (securityHeaders.ts: a Content-Security-Policy of the site's own origin,
 * frame-ancestors 'none'), malformed requests included, and every /api answer `no-store` unless its
 * route says it may be cached;
 * every request is logged as one structured line without what the visitor typed; every API route
 * has a body size limit, a time limit and a per-client rate limit; bodies are checked against
 * JSON Schemas. Server tools come from plugins/<id>/server.ts (see plugins.ts).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, normalize } from 'node:path';
import { PassThrough } from 'node:stream';
import { setMaxListeners } from 'node:events';
import { Resolver } from 'node:dns/promises';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { isToolError, toolError, type ToolError } from '@sdk/core/toolError.ts';
import { parseHost } from '@sdk/core/host.ts';
import type { JobKind, ServerToolContext } from '@sdk/server/index.ts';
import type { ServerConfig } from './config.ts';
import { clientKey, connectRedis, limitsState, memorySlots, rateLimitStore, sharedSlots, type JobSlots } from './limits.ts';
import { clientAddress } from './client.ts';
import { API_CACHE_CONTROL, SECURITY_HEADERS, WASM_CONTENT_SECURITY_POLICY, rawErrorResponse, readWasmPaths } from './securityHeaders.ts';
import { loadServerPlugins, requestSchema, type ServerPlugin } from './plugins.ts';
import { checkDnsName, checkTarget, classifyAddress, connectTcp } from './targets.ts';
import { tlsHandshake, trustedRoots } from './tls.ts';
import { fetchHops } from './http.ts';
import { isWhoisQuery, whoisQuery } from './whois.ts';
import { loadBootstrap } from './rdap/bootstrap.ts';
import { listedResolver, queryDns } from './dnsQuery.ts';
import { startProcess } from './processes.ts';
import { createCapacity, type Capacity, type WorkKind } from './capacity.ts';
import { registerRates } from './rates/route.ts';
import { registerContact } from './contact/route.ts';
import { createMetrics, serveMetrics, type Metrics } from './metrics.ts';


/** Every API error: a ToolError code the page translates, and its parameters. */
const ERROR_BODY = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code'],
      additionalProperties: false,
      properties: { code: { type: 'string', pattern: '^[a-zA-Z]+$' }, params: { type: 'object', additionalProperties: { type: ['string', 'number'] } } },
    },
  },
} as const;
const ERRORS = { '4xx': ERROR_BODY, '5xx': ERROR_BODY } as const;

/** Bytes a request body may have (a tool's request is a few hundred). */
const BODY_LIMIT = 8 * 1024;

export interface AppOptions {
  pluginsDir?: string;
  /** Logs as JSON lines to stdout (default: as configured); false for none. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

export interface App {
  app: FastifyInstance;
  plugins: ServerPlugin[];
  /** The server-wide caps' counters (tests read them). */
  capacity: Capacity;
  /** Where the metrics are served (METRICS_PORT), once listening; undefined when they are off. */
  metricsServer?: Server;
  /**
   * Stops gracefully (SIGTERM): readiness answers 503 at once, the port stops accepting, running scans and
   * pings end with `serverStopping` (the page says the server is restarting), requests in flight get up to
   * `SHUTDOWN_GRACE_SECONDS` to finish (then their connections are closed), then the database and Redis.
   */
  close: () => Promise<void>;
}

/** What a refused request was refused by, for the metrics (set by refusal()). */
const REFUSED_BY = Symbol('refusedBy');

/** A request id: the one the proxy gives (X-Request-Id, as nginx's $request_id), when it is a plain token; a new one otherwise. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The server-wide cap each kind of job counts against. */
const JOB_CAPS: Record<JobKind, WorkKind> = { 'port-scan': 'scans', ping: 'pings' };

function apiError(reply: FastifyReply, status: number, error: ToolError) {
  return reply.code(status).type('application/json; charset=utf-8').send({ error: { code: error.code, ...(error.params ? { params: error.params } : {}) } });
}

/** A job refused before it started, with Retry-After: the client's own job runs (429 busy), or the server is at a cap (503 serverBusy). */
function refusal(reply: FastifyReply, error: ToolError) {
  if (error.code === 'busy' || error.code === 'serverBusy') (reply as unknown as Record<symbol, string>)[REFUSED_BY] = error.code;
  if (error.code === 'busy') return apiError(reply.header('retry-after', '5'), 429, error);
  if (error.code === 'serverBusy') return apiError(reply.header('retry-after', String(error.params?.seconds ?? 5)), 503, error);
  return undefined;
}

export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Fastify's own two lines per request are replaced by the one line of the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    // Each log line of a request carries its id, the proxy's when it sends one, so one request can be followed from nginx's log to ours.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: BODY_LIMIT,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // While stopping, a request already on an open connection is still answered (within SHUTDOWN_GRACE_SECONDS):
    // the listening socket is closed, so no new connection comes; each answer then says `connection: close`.
    return503OnClosing: false,
    // A URL Fastify cannot decode (/en/%ff): the site's own answer, never Fastify's with the URL echoed.
    frameworkErrors: (_error, request, reply) => {
      reply.headers(SECURITY_HEADERS);
      if (request.url.startsWith('/api/')) return apiError(reply.header('cache-control', API_CACHE_CONTROL), 400, toolError('invalidRequest'));
      // This early reply has none of the plugins' decorations (no sendFile): the page is read here.
      const page = ['404.html', 'index.html'].map((f) => join(config.dist, f)).find((f) => existsSync(f));
      return (reply as FastifyReply).code(400).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page ? readFileSync(page) : 'Bad request');
    },
    // What the HTTP parser refuses (an unreadable request line, headers over 16 KB) never reaches a hook.
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (socket.writable) {
        const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
        const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
        socket.write(
          tooLarge
            ? rawErrorResponse(431, 'Request Header Fields Too Large', 'requestTooLarge')
            : timeout
              ? rawErrorResponse(408, 'Request Timeout', 'timedOut')
              : rawErrorResponse(400, 'Bad Request', 'invalidRequest'),
        );
      }
      socket.destroy(error);
    },
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false } },
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  const slots: JobSlots = redis ? sharedSlots(redis) : memorySlots();
  const capacity = createCapacity(config.caps);
  /** A refusal because the server is at a cap: 503 with Retry-After (seconds until a slot is likely free). */
  const serverBusy = (kind: WorkKind) => toolError('serverBusy', { seconds: capacity.retryAfter(kind) });
  /** Holds a DNS slot while `ask` runs (its time limit bounds it); serverBusy at the cap. */
  const dnsQuery = async <T>(ask: () => Promise<T>): Promise<T | ToolError> => {
    const release = capacity.tryTake('dnsQueries', 15);
    if (!release) return serverBusy('dnsQueries');
    try {
      return await ask();
    } finally {
      release();
    }
  };
  const resolver = new Resolver({ timeout: 2500, tries: 2 });
  if (config.dnsServers.length) resolver.setServers(config.dnsServers);
  const plugins = await loadServerPlugins(options.pluginsDir ?? join(process.cwd(), 'plugins'));
  /** Scans and pings running here, each with its way to stop (a graceful shutdown ends them with a message). */
  const jobs = new Set<{ stop: () => void }>();
  /** Set by close(): readiness says no, new jobs are refused, running ones end with `serverStopping`. */
  let stopping = false;
  let rates: ReturnType<typeof registerRates> = [];
  const metrics: Metrics | undefined =
    config.metricsPort === undefined
      ? undefined
      : createMetrics({
          jobsInFlight: () => ({ scans: capacity.inUse('scans'), pings: capacity.inUse('pings') }),
          rateDays: () => rates.map((r) => { const feed = r.feed(); return { provider: feed.provider, date: feed.days[0]?.date }; }),
        });

  // One line per request: method, path without its query, status, time, client. Never a body.
  // Hooks of every request take a callback: an async one costs a promise and a turn of the microtask queue.
  app.addHook('onResponse', (request, reply, done) => {
    const query = request.url.indexOf('?');
    const path = query < 0 ? request.url : request.url.slice(0, query);
    request.log.info({ method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime), client: clientKey(clientAddress(request)) }, 'request');
    if (metrics) {
      // The route's pattern, never the path a visitor typed (which would make a series per URL).
      metrics.request(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
      const by = (reply as unknown as Record<symbol, string | undefined>)[REFUSED_BY];
      if (by === 'busy' || by === 'serverBusy') metrics.refusal(by);
      else if (reply.statusCode === 429) metrics.refusal('rate');
    }
    done();
  });

  // First of all hooks, so that every answer has them, refusals by the rate limiter included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (request.url.startsWith('/api/')) reply.header('cache-control', API_CACHE_CONTROL).header('x-request-id', request.id);
    // While stopping, no connection is kept alive: the next request opens one to an instance that stays.
    if (stopping) reply.header('connection', 'close');
    done();
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(clientAddress(request)),
    ...(redis ? { store: rateLimitStore(redis, 'toolbench-rate-') as never } : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return Object.assign(new Error('rateLimited'), { statusCode: 429, code: 'rateLimited', seconds });
    },
  });
  await app.register(fastifyStatic, { root: config.dist, serve: false });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown; seconds?: number }, request, reply) => {
    if (error.code === 'rateLimited') return apiError(reply, 429, toolError('rateLimited', { seconds: error.seconds ?? 60 }));
    if (error.validation) return apiError(reply, 400, toolError('invalidRequest'));
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return apiError(reply, 413, toolError('requestTooLarge'));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return apiError(reply, 415, toolError('invalidRequest'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return apiError(reply, error.statusCode, toolError('invalidRequest'));
    request.log.error({ err: { message: error.message, code: error.code } }, 'request failed');
    return apiError(reply, 500, toolError('unexpected'));
  });

  // Always 200 while this instance serves: a load balancer must not pull it because Redis is away (`degraded`: limits in memory).
  const HEALTH = {
    type: 'object',
    required: ['ok', 'status', 'limits'],
    additionalProperties: false,
    properties: { ok: { const: true }, status: { enum: ['ok', 'degraded'] }, limits: { enum: ['redis', 'memory'] } },
  } as const;
  app.get('/api/health', { config: { rateLimit: { max: 600, timeWindow: 60_000 } }, schema: { response: { 200: HEALTH, ...ERRORS } } }, async () => ({ ok: true as const, ...limitsState(redis) }));

  // Liveness: this process answers (a supervisor restarts it when it does not). Nothing else is asked.
  app.get('/api/health/live', { config: { rateLimit: { max: 600, timeWindow: 60_000 } } }, async () => ({ ok: true as const }));

  // Readiness: this instance should be given new visitors. 503 while it stops (SIGTERM), while the contact
  // database does not answer, or while Redis (when configured) is unreachable; which one is said.
  // /api/health stays 200 then (degraded): see the operator's guide for which a load balancer should ask.
  const READY = {
    type: 'object',
    required: ['ready', 'database', 'redis', 'stopping'],
    additionalProperties: false,
    properties: {
      ready: { type: 'boolean' },
      database: { enum: ['ok', 'unreachable'] },
      redis: { enum: ['ok', 'unreachable', 'none'] },
      stopping: { type: 'boolean' },
    },
  } as const;
  app.get('/api/health/ready', { config: { rateLimit: { max: 600, timeWindow: 60_000 } }, schema: { response: { 200: READY, 503: READY } } }, async (request, reply) => {
    const database = await contact.ready(1_000).then(
      () => 'ok' as const,
      (error: Error) => {
        request.log.warn({ err: { message: error.message } }, 'readiness: the contact database does not answer');
        return 'unreachable' as const;
      },
    );
    const redisState = !redis ? ('none' as const) : redis.status === 'ready' ? ('ok' as const) : ('unreachable' as const);
    const ready = !stopping && database === 'ok' && redisState !== 'unreachable';
    return reply.code(ready ? 200 : 503).send({ ready, database, redis: redisState, stopping });
  });

  // The currency converter's rates and the contact form: host routes, not tools.
  rates = registerRates(app, config, ERRORS);
  const contact = await registerContact(app, config, ERRORS);

  const settings = { allowPrivateTargets: config.allowPrivateTargets, allowInternalNames: config.allowInternalNames, portScanAnyHost: config.portScanAnyHost, pingMethod: config.pingMethod, pingTcpPorts: config.pingTcpPorts, tlsPorts: config.tlsPorts, httpPorts: config.httpPorts, propagationResolvers: config.propagationResolvers, dnsblZones: config.dnsblZones, whoisIanaServer: config.whoisIanaServer, mtaStsPort: config.mtaStsPort };
  const roots = trustedRoots(config.tlsCaFile);
  const bootstrap = loadBootstrap(config.rdapBootstrapDir);
  const dnsServers = resolver.getServers();

  for (const plugin of plugins) {
    const { id, manifest, run, tool } = plugin;
    const limit = { rateLimit: { max: tool.perMinute, timeWindow: 60_000 } };
    for (const route of plugin.routes) {
      app.route({
        method: route.method,
        url: `/api/${route.path.replace(/^\//, '')}`,
        config: { rateLimit: { max: route.perMinute, timeWindow: 60_000 } },
        schema: { response: { 200: route.response, ...ERRORS } },
        handler: async (request) => route.handle({ clientAddress: clientAddress(request) }),
      });
    }
    const infoSchema = {
      type: 'object',
      required: ['tool', 'stream', 'fixed'],
      additionalProperties: false,
      properties: { tool: { const: id }, stream: { type: 'boolean' }, fixed: { type: 'object', additionalProperties: { type: 'string' } } },
    };
    app.get(`/api/tools/${id}`, { config: { rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { response: { 200: infoSchema, ...ERRORS } } }, async (request) => ({
      tool: id,
      stream: !!tool.stream,
      fixed: tool.fixed?.({ clientAddress: clientAddress(request), settings }) ?? {},
    }));
    // A once-answered tool's 200 is { result }; a streamed one's is newline-delimited JSON (not serialised here).
    const ok = tool.stream ? {} : { 200: { type: 'object', required: ['result'], additionalProperties: false, properties: { result: { type: 'object', additionalProperties: true } } } };
    app.post(`/api/tools/${id}`, { config: limit, schema: { body: requestSchema(manifest), response: { ...ok, ...ERRORS } } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const body = request.body as { input: Record<string, unknown>; options: Record<string, unknown>; start: string };
      // The page's check, made again here: the server never trusts what a client says it checked.
      const checked = await run(body.input, body.options, body.start);
      if (isToolError(checked)) return apiError(reply, 400, checked);
      // A server that is stopping starts nothing new: the page says it is restarting (the proxy sends the retry elsewhere).
      if (stopping) return apiError(reply.header('retry-after', '5'), 503, toolError('serverStopping'));
      const abort = new AbortController();
      // Every socket of a scan listens for Stop: up to the scan's concurrency at once.
      setMaxListeners(1000, abort.signal);
      const job = { stop: () => abort.abort() };
      const releases: (() => Promise<void> | void)[] = [];
      // Why exclusive() said no: the client's own job runs (429), or the server is at its cap (503).
      let refused: ToolError | null = null;
      const ctx: ServerToolContext = {
        clientAddress: clientAddress(request),
        signal: abort.signal,
        settings,
        dnsServers,
        // An address is checked without asking DNS; a name takes one of the server's DNS slots.
        target: (host) => {
          const check = () => checkTarget(host, { allowPrivateTargets: config.allowPrivateTargets, resolver });
          return parseHost(host)?.kind === 'name' ? dnsQuery(check) : check();
        },
        dnsName: (name) => dnsQuery(() => checkDnsName(name, { allowPrivateTargets: config.allowPrivateTargets, allowInternalNames: config.allowInternalNames, resolver })),
        classify: classifyAddress,
        dnsQuery,
        dns: async (name, type, options) => {
          // A tool may point a question at one of the operator's propagation resolvers, never at an address of its own.
          const servers = options?.resolver === undefined ? dnsServers : [listedResolver(config.propagationResolvers, options.resolver)];
          const asked = await dnsQuery(() => queryDns(servers, name, type, abort.signal, options?.timeoutMs));
          if (asked === 'timeout' || isToolError(asked)) return asked;
          return { rcode: asked.answer.rcode, records: asked.answer.records, server: asked.server, ms: Math.round(asked.ms) };
        },
        // Waits for a socket slot rather than failing: a scan slows down on a busy server but loses no port.
        connect: async (target, port, timeoutMs) => {
          const release = await capacity.take('sockets', timeoutMs / 1000 + 5, abort.signal);
          if (!release) return { state: 'filtered', ms: 0 };
          try {
            return await connectTcp(target, port, timeoutMs, abort.signal);
          } finally {
            release();
          }
        },
        tls: async (target, port, probe) => {
          // A port the operator has not allowed is never connected to, whatever the tool asks.
          if (!config.tlsPorts.includes(port)) return { ok: false, reason: 'refused', code: 'PORT_NOT_ALLOWED' };
          const release = await capacity.take('sockets', probe.timeoutMs / 1000 + 5, abort.signal);
          if (!release) return { ok: false, reason: 'timeout' };
          try {
            return await tlsHandshake(target, port, probe, roots, abort.signal);
          } finally {
            release();
          }
        },
        fetch: (url, probe) =>
          fetchHops(url, probe, {
            target: (host) => ctx.target(host),
            slot: (timeoutMs) => capacity.take('sockets', timeoutMs / 1000 + 5, abort.signal),
            ports: config.httpPorts,
            signal: abort.signal,
            ca: roots,
          }),
        whois: async (server, query, options) => {
          // Checked before anything is resolved or connected: one line of printable ASCII.
          if (!isWhoisQuery(query)) return toolError('invalidQuery');
          const target = await ctx.target(server);
          if (isToolError(target)) return target;
          const release = await capacity.take('sockets', options.timeoutMs / 1000 + 5, abort.signal);
          if (!release) return { ok: false, reason: 'timeout' };
          try {
            return await whoisQuery(target, server, config.whoisPort, query, options, abort.signal);
          } finally {
            release();
          }
        },
        rdapServers: (query) => bootstrap.lookup(query),
        reverse: async (address) => {
          const release = await capacity.take('dnsQueries', 15, abort.signal);
          if (!release) return [];
          return resolver
            .reverse(address)
            .catch(() => [])
            .finally(release);
        },
        spawn: (command, args) => startProcess(command, args, abort.signal),
        exclusive: async (kind, seconds) => {
          const release = await slots.acquire(kind, clientKey(clientAddress(request)), seconds);
          if (!release) {
            refused = toolError('busy');
            return false;
          }
          const slot = capacity.tryTake(JOB_CAPS[kind], seconds);
          if (!slot) {
            await release();
            refused = serverBusy(JOB_CAPS[kind]);
            return false;
          }
          releases.push(release, slot);
          return true;
        },
      };
      // The visitor stopped or left: the work stops with the connection.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const seconds = tool.stream ? tool.timeLimitSeconds(checked as never) : tool.timeLimitSeconds;
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        abort.abort();
      }, seconds * 1000);
      try {
        if (!tool.stream) {
          const result = await Promise.race([
            tool.handle(checked as never, ctx),
            new Promise<ToolError>((resolve) => abort.signal.addEventListener('abort', () => resolve(toolError('timedOut', { seconds })), { once: true })),
          ]);
          if (isToolError(result)) return refusal(reply, refused ?? result) ?? apiError(reply, result.code === 'timedOut' ? 504 : 422, result);
          return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send({ result });
        }
        let stream: PassThrough | null = null;
        const open = () => {
          if (stream) return stream;
          stream = new PassThrough();
          stream.on('error', () => abort.abort());
          reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').header('x-accel-buffering', 'no').send(stream);
          return stream;
        };
        const write = (message: unknown) => {
          const s = open();
          if (!s.destroyed && !s.writableEnded) s.write(`${JSON.stringify(message)}\n`);
        };
        jobs.add(job);
        let outcome: Awaited<ReturnType<typeof tool.handle>>;
        try {
          outcome = await tool.handle(checked as never, ctx, (part: unknown) => write({ part }));
        } finally {
          jobs.delete(job);
        }
        if (stopping && abort.signal.aborted && !timedOut && !reply.raw.destroyed) {
          // Ended by a graceful shutdown: said on the page, with what was measured so far.
          write({ error: { code: 'serverStopping' } });
          write({ end: true });
          (stream as PassThrough | null)?.end();
          return reply;
        }
        if (isToolError(outcome) && !stream) return refusal(reply, refused ?? outcome) ?? apiError(reply, 422, outcome);
        if (isToolError(outcome)) write({ error: outcome });
        else if (timedOut) write({ part: { stopped: 'timeLimit', limitSeconds: seconds } });
        write({ end: true });
        (stream as PassThrough | null)?.end();
        return reply;
      } finally {
        clearTimeout(timer);
        abort.abort();
        await Promise.all(releases.map((release) => release()));
      }
    });
  }

  // The site: each route is a folder with index.html; anything else gets the 404 page.
  const wasmPaths = readWasmPaths(config.dist);
  const sendPage = (reply: FastifyReply, urlPath: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      decoded = '/\0';
    }
    const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    const candidates = [safe, join(safe, 'index.html')];
    const file = decoded.includes('\0') ? undefined : candidates.find((c) => existsSync(join(config.dist, c)) && statSync(join(config.dist, c)).isFile());
    if (file && join(config.dist, file).startsWith(config.dist)) {
      const immutable = file.startsWith('/assets/') || file.startsWith('assets/');
      // A page or worker of a tool that runs WebAssembly: the policy that allows it (src/security/csp.ts).
      if (wasmPaths.has(`/${file.replace(/^\/+/, '').replace(/\/?index\.html$/, '')}`)) reply.header('content-security-policy', WASM_CONTENT_SECURITY_POLICY);
      return reply.sendFile(file, immutable ? { maxAge: 31_536_000_000, immutable: true } : { cacheControl: false });
    }
    const notFound = existsSync(join(config.dist, '404.html')) ? '404.html' : 'index.html';
    return reply.code(404).header('cache-control', 'no-cache').sendFile(notFound, { cacheControl: false });
  };
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/')) return apiError(reply, 404, toolError('notFound'));
    if (!path.startsWith('/assets/')) reply.header('cache-control', 'no-cache');
    return sendPage(reply, path);
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return apiError(reply, 404, toolError('notFound'));
    if (request.method !== 'GET' && request.method !== 'HEAD') return apiError(reply.header('allow', 'GET, HEAD'), 405, toolError('invalidRequest'));
    return sendPage(reply, '/\0');
  });

  const metricsServer = metrics && config.metricsPort !== undefined ? await serveMetrics(metrics, { host: config.metricsHost, port: config.metricsPort, token: config.metricsToken }) : undefined;

  let closing: Promise<void> | undefined;
  const close = async () => {
    stopping = true;
    // Streams end first (a continuous ping would otherwise hold the shutdown for minutes), each with its message.
    for (const job of jobs) job.stop();
    const grace = setTimeout(() => {
      app.log.warn({ graceSeconds: config.shutdownGraceSeconds }, 'shutdown: requests still in flight after the grace period, closing their connections');
      app.server.closeAllConnections();
    }, config.shutdownGraceSeconds * 1000);
    try {
      // Stops accepting, closes idle keep-alive connections, and waits for the requests in flight.
      await app.close();
    } finally {
      clearTimeout(grace);
    }
    for (const service of rates) service.close();
    await contact.close();
    await slots.close();
    if (metricsServer) await new Promise((resolve) => metricsServer.close(resolve));
    redis?.disconnect();
  };
  return {
    app,
    plugins,
    capacity,
    metricsServer,
    close: () => (closing ??= close()),
  };
}

/**
 * The API server: serves the built site (dist/) and /api on one port. Every response carries the
 * security headers (a Content-Security-Policy of the site's own origin, frame-ancestors 'none');
 * every request is logged as one structured line without what the visitor typed; every API route
 * has a body size limit, a time limit and a per-client rate limit; bodies are checked against
 * JSON Schemas. Server tools come from plugins/<id>/server.ts (see plugins.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { PassThrough } from 'node:stream';
import { setMaxListeners } from 'node:events';
import { Resolver } from 'node:dns/promises';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { isToolError, toolError, type ToolError } from '@sdk/core/toolError.ts';
import type { ServerToolContext } from '@sdk/server/index.ts';
import type { ServerConfig } from './config.ts';
import { clientKey, connectRedis, memorySlots, redisSlots, type JobSlots } from './limits.ts';
import { loadServerPlugins, requestSchema, type ServerPlugin } from './plugins.ts';
import { checkDnsName, checkTarget, classifyAddress, connectTcp } from './targets.ts';
import { startProcess } from './processes.ts';
import { registerRates } from './rates/route.ts';
import { registerContact } from './contact/route.ts';
import { THEME_BOOT_HASH } from '../theme/boot.ts';

/** The site's policy as an HTTP header: its own origin only, and no framing by anyone. */
export const CSP_HEADER_DIRECTIVES = {
  defaultSrc: ["'none'"],
  // The theme's boot script, inline in every page's head, by its hash (src/theme/boot.ts).
  scriptSrc: ["'self'", `'${THEME_BOOT_HASH}'`],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  frameSrc: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

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
  close: () => Promise<void>;
}

function apiError(reply: FastifyReply, status: number, error: ToolError) {
  return reply.code(status).type('application/json; charset=utf-8').send({ error: { code: error.code, ...(error.params ? { params: error.params } : {}) } });
}

export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Fastify's own two lines per request are replaced by the one line of the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: BODY_LIMIT,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false } },
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  const slots: JobSlots = redis ? redisSlots(redis) : memorySlots();
  const resolver = new Resolver({ timeout: 2500, tries: 2 });
  if (config.dnsServers.length) resolver.setServers(config.dnsServers);
  const plugins = await loadServerPlugins(options.pluginsDir ?? join(process.cwd(), 'plugins'));

  // One line per request: method, path without its query, status, time, client. Never a body.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime), client: clientKey(request.ip) }, 'request');
  });

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_HEADER_DIRECTIVES },
    frameguard: { action: 'deny' },
    // Loopback and plain-HTTP deployments must keep working; a TLS proxy in front adds HSTS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    ...(redis ? { redis, nameSpace: 'toolbench-rate-' } : {}),
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

  app.get('/api/health', { config: { rateLimit: { max: 600, timeWindow: 60_000 } }, schema: { response: { 200: { type: 'object', required: ['ok'], properties: { ok: { const: true } } }, ...ERRORS } } }, async () => ({ ok: true as const }));

  // The currency converter's rates and the contact form: host routes, not tools.
  const rates = registerRates(app, config, ERRORS);
  const contact = registerContact(app, config, ERRORS);

  const settings = { allowPrivateTargets: config.allowPrivateTargets, allowInternalNames: config.allowInternalNames, portScanAnyHost: config.portScanAnyHost, pingMethod: config.pingMethod, pingTcpPorts: config.pingTcpPorts };
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
        handler: async (request) => route.handle({ clientAddress: request.ip }),
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
      fixed: tool.fixed?.({ clientAddress: request.ip, settings }) ?? {},
    }));
    // A once-answered tool's 200 is { result }; a streamed one's is newline-delimited JSON (not serialised here).
    const ok = tool.stream ? {} : { 200: { type: 'object', required: ['result'], additionalProperties: false, properties: { result: { type: 'object', additionalProperties: true } } } };
    app.post(`/api/tools/${id}`, { config: limit, schema: { body: requestSchema(manifest), response: { ...ok, ...ERRORS } } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const body = request.body as { input: Record<string, unknown>; options: Record<string, unknown>; start: string };
      // The page's check, made again here: the server never trusts what a client says it checked.
      const checked = await run(body.input, body.options, body.start);
      if (isToolError(checked)) return apiError(reply, 400, checked);
      const abort = new AbortController();
      // Every socket of a scan listens for Stop: up to the scan's concurrency at once.
      setMaxListeners(1000, abort.signal);
      const releases: (() => Promise<void>)[] = [];
      let busy = false;
      const ctx: ServerToolContext = {
        clientAddress: request.ip,
        signal: abort.signal,
        settings,
        dnsServers,
        target: (host) => checkTarget(host, { allowPrivateTargets: config.allowPrivateTargets, resolver }),
        dnsName: (name) => checkDnsName(name, { allowPrivateTargets: config.allowPrivateTargets, allowInternalNames: config.allowInternalNames, resolver }),
        classify: classifyAddress,
        connect: (target, port, timeoutMs) => connectTcp(target, port, timeoutMs, abort.signal),
        reverse: async (address) => resolver.reverse(address).catch(() => []),
        spawn: (command, args) => startProcess(command, args, abort.signal),
        exclusive: async (kind, seconds) => {
          const release = await slots.acquire(kind, clientKey(request.ip), seconds);
          if (release) releases.push(release);
          else busy = true;
          return !!release;
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
          if (isToolError(result)) return apiError(reply, busy ? 429 : result.code === 'timedOut' ? 504 : 422, result);
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
        const outcome = await tool.handle(checked as never, ctx, (part: unknown) => write({ part }));
        if (isToolError(outcome) && !stream) {
          if (busy) reply.header('retry-after', '5');
          return apiError(reply, busy ? 429 : 422, outcome);
        }
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

  return {
    app,
    plugins,
    close: async () => {
      await app.close();
      rates.close();
      contact.close();
      await slots.close();
      redis?.disconnect();
    },
  };
}

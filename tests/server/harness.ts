/** Starts the real API server in this process on a loopback port, with the settings a test gives. */
import { buildApp, type App } from '../../src/server/app.ts';
import { configFromEnv, type ServerConfig } from '../../src/server/config.ts';

export interface Running extends App {
  base: string;
  config: ServerConfig;
}

export async function startServer(env: Record<string, string> = {}, logStream?: NodeJS.WritableStream): Promise<Running> {
  const config = configFromEnv({ PORT: '0', LOG_LEVEL: 'silent', DIST_DIR: process.env.DIST_DIR ?? 'dist', ...env });
  const running = await buildApp(config, { logger: env.LOG_LEVEL !== undefined, logStream });
  const address = await running.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...running, base: address, config };
}

/** POST /api/tools/<id> with a body, as the page sends it. */
export async function post(base: string, id: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/api/tools/${id}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** Reads an NDJSON stream to its end: the parts, an error, whether it ended. */
export async function readStream(res: Response): Promise<{ parts: Record<string, unknown>[]; error?: { code: string }; ended: boolean }> {
  const text = await res.text();
  const lines = text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
  return {
    parts: lines.filter((l) => 'part' in l).map((l) => l.part as Record<string, unknown>),
    error: lines.find((l) => 'error' in l)?.error as { code: string } | undefined,
    ended: lines.some((l) => 'end' in l),
  };
}

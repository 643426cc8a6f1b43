/**
 * Starts the site and its API on one port: `npm start` (after the build). HOST and PORT choose
 * where it listens (default http://127.0.0.1:4173/); the README lists the other settings.
 */
import { configFromEnv } from './config.ts';
import { buildApp } from './app.ts';

const config = configFromEnv();
const { app, plugins, close, metricsServer } = await buildApp(config);
const address = await app.listen({ host: config.host, port: config.port });
const url = new URL(address);
if (url.hostname === '[::]' || url.hostname === '0.0.0.0') url.hostname = '127.0.0.1';
console.log(`Toolbench is running at ${url.origin}/ (API and ${plugins.length} network tools${config.redisUrl ? ', limits in Redis' : ''}${config.databaseUrl ? ', contact messages in PostgreSQL' : ''}${metricsServer ? `, metrics on ${config.metricsHost}:${config.metricsPort}` : ''})`);

// SIGTERM (systemd, a supervisor) or Ctrl-C: a graceful stop (app.ts close(): readiness says no, the port
// stops accepting, scans and pings end with a message, requests in flight get SHUTDOWN_GRACE_SECONDS).
// A second signal stops at once.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: Error) => {
        app.log.error({ err: { message: error.message } }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

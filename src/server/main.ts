/**
 * Starts the site and its API on one port: `npm start` (after the build). HOST and PORT choose
 * where it listens (default http://127.0.0.1:4173/); the README lists the other settings.
 */
import { configFromEnv } from './config.ts';
import { buildApp } from './app.ts';

const config = configFromEnv();
const { app, plugins, close } = await buildApp(config);
const address = await app.listen({ host: config.host, port: config.port });
const url = new URL(address);
if (url.hostname === '[::]' || url.hostname === '0.0.0.0') url.hostname = '127.0.0.1';
console.log(`Toolbench is running at ${url.origin}/ (API and ${plugins.length} network tools${config.redisUrl ? ', limits in Redis' : ''})`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void close().then(() => process.exit(0));
  });
}

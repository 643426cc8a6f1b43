/**
 * The server the end-to-end tests run against: the real API server on E2E_PORT, serving dist/,
 * with a DNS server the tests control as its resolver (names under .test, see dnsServer.ts) and
 * private targets allowed, so that the network tools can reach listeners the tests open on
 * loopback. Test-only settings: a deployment never allows private targets unless it is an intranet.
 */
import { buildApp } from '../../src/server/app.ts';
import { configFromEnv } from '../../src/server/config.ts';
import { startTestDns } from './dnsServer.ts';

const dns = await startTestDns();
const config = configFromEnv({ ...process.env, DNS_SERVERS: dns.server, ALLOW_PRIVATE_TARGETS: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const { app, close } = await buildApp(config);
await app.listen({ host: '127.0.0.1', port: config.port });
console.log(`e2e server at http://127.0.0.1:${config.port}/ (test DNS at ${dns.server})`);
process.on('SIGTERM', () => void close().then(() => dns.close()).then(() => process.exit(0)));
process.on('SIGINT', () => void close().then(() => dns.close()).then(() => process.exit(0)));

/**
 * The server the end-to-end tests run against: the real API server on E2E_PORT, serving dist/,
 * with a DNS server the tests control as its resolver (names under .test, see dnsServer.ts), a TLS
 * listener for the TLS checker (tlsServer.ts), a small web server for the HTTP headers checker
 * (httpSite.ts), an RDAP and a WHOIS server for the WHOIS lookup (registries.ts: RDAP_BOOTSTRAP_DIR names
 * the RDAP one for .com, .org, .net and its test ranges; WHOIS_IANA_SERVER and WHOIS_PORT point at the other), an
 * HTTPS server of MTA-STS policies (mtaSts.ts, its root trusted through TLS_CHECK_CA_FILE), and
 * private targets allowed, so that the network tools can reach listeners the tests open on
 * loopback. Test-only settings: a deployment never allows private targets unless it is an intranet
 * (E2E_DEPLOYMENT_DEFAULTS=1 keeps a deployment's defaults: see deploymentServer.ts).
 * Contact messages go to the database playwright.config.ts names (the tests read it back), with room
 * for every language's test and its retry; the currency rates are the site's stored copy, never fetched (so every run sees the same).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { configFromEnv } from '../../src/server/config.ts';
import { STALE_ZONE, startTestDns } from './dnsServer.ts';
import { startTestTls } from './tlsServer.ts';
import { startTestHttp } from './httpSite.ts';
import { registrySettings, startTestRegistries } from './registries.ts';
import { startTestMtaSts } from './mtaSts.ts';

const dns = await startTestDns();
// The DNS propagation checker's resolvers: the test DNS server, a second copy of it, and one still behind on moved.test and new.test.
const copy = await startTestDns();
const stale = await startTestDns(STALE_ZONE);
const tls = await startTestTls(Number(process.env.PORT ?? 4173));
const web = await startTestHttp(Number(process.env.PORT ?? 4173));
const registries = await startTestRegistries();
const mtaSts = await startTestMtaSts();
const data = mkdtempSync(join(tmpdir(), 'toolbench-e2e-'));
const config = configFromEnv({
  ...process.env,
  DNS_SERVERS: dns.server,
  ALLOW_PRIVATE_TARGETS: process.env.E2E_DEPLOYMENT_DEFAULTS === '1' ? '0' : '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  CONTACT_DB: process.env.CONTACT_DB ?? join(data, 'contact.sqlite'),
  CONTACT_PER_HOUR: '50',
  CURRENCY_RATES_FILE: join(data, 'currency-rates.json'),
  CURRENCY_RATES_FETCH: '0',
  // The TLS checker may reach the tests' own TLS listener (tlsServer.ts) besides 443.
  TLS_CHECK_PORTS: `443,${tls.port}`,
  // The HTTP headers checker may reach the tests' small web server (httpSite.ts) and this site itself.
  HTTP_CHECK_PORTS: `80,443,${web.port},${process.env.PORT ?? 4173},${registries.rdapPort},${mtaSts.port}`,
  // The e-mail DNS checker fetches MTA-STS policies from the tests' HTTPS server (mtaSts.ts), whose root it trusts.
  MTA_STS_PORT: String(mtaSts.port),
  TLS_CHECK_CA_FILE: mtaSts.caFile,
  // The WHOIS lookup asks the tests' registries (RDAP through the bootstrap files they wrote, WHOIS on their port).
  ...registrySettings(registries),
  DNS_PROPAGATION_RESOLVERS: `${dns.server}=Test resolver A,${copy.server}=Test resolver B,${stale.server}=Stale resolver`,
  // The blocklist checker asks the lists' zones of the test DNS server (dnsServer.ts answers for them as the lists do).
  DNSBL_ZONES: 'zen.spamhaus.org=ip,bl.spamcop.net=ip,psbl.surriel.com=ip,dbl.spamhaus.org=domain,multi.surbl.org=domain',
});
const { app, close } = await buildApp(config);
await app.listen({ host: '127.0.0.1', port: config.port });
console.log(`e2e server at http://127.0.0.1:${config.port}/ (test DNS at ${dns.server})`);
const stop = () => void close().then(() => Promise.all([dns.close(), copy.close(), stale.close(), tls.close(), web.close(), registries.close(), mtaSts.close()])).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

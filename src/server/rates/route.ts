/** GET /api/currency-rates: the rates the server holds, one feed per source the operator chose (see service.ts). */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { currencyApiSource } from './currencyApi.ts';
import { ecbSource } from './ecb.ts';
import { RATES_RESPONSE, startRates, type RatesService } from './service.ts';

export function registerRates(app: FastifyInstance, config: ServerConfig, errors: Record<string, unknown>): RatesService[] {
  const services = config.rateSources.map((id) =>
    id === 'ecb'
      ? startRates({ source: ecbSource({ daily: config.ecbDailyUrl, history: config.ecbHistoryUrl }), file: config.ratesFile, snapshotFile: config.ratesSnapshot, fetch: config.ratesFetch, log: app.log })
      : startRates({ source: currencyApiSource(config.currencyApiUrls), file: config.currencyApiRatesFile, snapshotFile: config.currencyApiSnapshot, fetch: config.ratesFetch, log: app.log }),
  );
  app.get('/api/currency-rates', { config: { rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { response: { 200: RATES_RESPONSE, ...errors } } }, async (_request, reply) => {
    // Browsers and proxies may keep them a few minutes; the server holds them until the next publication.
    reply.header('cache-control', 'public, max-age=300');
    return { feeds: services.map((s) => s.feed()) };
  });
  return services;
}

/**
 * The baseline of `npm run bench:api` (not part of the site): the same Fastify as the API server,
 * with nothing but one route answering GET /api/ip as ours does ({"ip": …}, the same response
 * schema, the client read from X-Forwarded-For of the same trusted proxy). Plain JavaScript started
 * by plain node, so that it costs what a bare route costs. PORT and TRUST_PROXY as the server's.
 */
import Fastify from 'fastify';

const app = Fastify({ trustProxy: process.env.TRUST_PROXY || false });
const response = { type: 'object', required: ['ip'], additionalProperties: false, properties: { ip: { type: 'string' } } };
app.get('/api/ip', { schema: { response: { 200: response } } }, async (request) => ({ ip: request.ip }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`bare route running at ${address}/`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

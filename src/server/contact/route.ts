/**
 * POST /api/contact: a message from the contact page, checked as the page checks it (each mistake
 * answered with its field), a honeypot field and a minimum time to fill the form against robots
 * (measured from a token GET /api/contact/token signed when the form was shown), a per-client limit (the server's rate limiter, keyed as in
 * limits.ts), then committed (SQLite, or PostgreSQL with DATABASE_URL) before the answer says it was
 * received. A store that cannot write (read-only file, full disk, a database that does not answer) is
 * answered 503 and tried again on the next message; the rest of the site keeps serving.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { clientKey } from '../limits.ts';
import { clientAddress } from '../client.ts';
import { CONTACT_LIMITS, CONTACT_SUBJECTS, MIN_FILL_MS, checkContact } from '../../app/pages/contactRules.ts';
import { openContactStore, type ContactStore } from './store.ts';
import { openPgStore } from './pgStore.ts';
import { formTokenAge, signFormToken } from './formToken.ts';

/**
 * Bytes a contact request may have: the longest valid message with every character in its longest JSON
 * form (an escaped \uXXXX, 6 bytes; CJK text is 3 bytes a character), the other fields likewise, and
 * room for the rest. About 34 kB; other API requests keep their 8 kB.
 */
export const CONTACT_BODY_BYTES = 6 * (CONTACT_LIMITS.name.max + CONTACT_LIMITS.email.max + CONTACT_LIMITS.message.max) + 2048;

/** Requests of any kind one client may send to /api/contact in an hour: a guard against floods, above the stored-message limit. */
const CONTACT_REQUESTS_PER_HOUR_FACTOR = 12;

// Lengths and the address pattern are checked by checkContact after trimming, as the page checks them.
const BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'subject', 'message', 'lang', 'key', 'website', 'token'],
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    subject: { enum: CONTACT_SUBJECTS },
    message: { type: 'string' },
    lang: { enum: ['en', 'es', 'de', 'fr'] },
    /** One per submission, from the page: a retry of the same submission is stored once. */
    key: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' },
    /** The honeypot: hidden from people, filled by robots. */
    website: { type: 'string', maxLength: 200 },
    /** From GET /api/contact/token when the form was shown: the server's own time, signed (formToken.ts). */
    token: { type: 'string', maxLength: 80 },
  },
} as const;

const TOKEN = { type: 'object', required: ['token', 'minFillMs'], additionalProperties: false, properties: { token: { type: 'string' }, minFillMs: { type: 'integer' } } } as const;

const OK = { type: 'object', required: ['ok', 'id'], additionalProperties: false, properties: { ok: { const: true }, id: { type: 'integer' } } } as const;

export interface ContactRoute {
  /** Resolves when the store answers (readiness); rejects with why not. */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The store the operator chose: PostgreSQL when DATABASE_URL is set, else the SQLite file CONTACT_DB. */
export async function openConfiguredStore(config: Pick<ServerConfig, 'databaseUrl' | 'contactDb'>, onIdleError?: (error: Error) => void): Promise<ContactStore> {
  return config.databaseUrl ? openPgStore(config.databaseUrl, { onIdleError }) : openContactStore(config.contactDb);
}

export async function registerContact(app: FastifyInstance, config: ServerConfig, errors: Record<string, unknown>): Promise<ContactRoute> {
  const where = config.databaseUrl ? { database: 'postgres' } : { file: config.contactDb };
  let store: ContactStore | null = null;
  let opening: Promise<ContactStore> | null = null;
  const open = (): Promise<ContactStore> => {
    if (store) return Promise.resolve(store);
    opening ??= openConfiguredStore(config, (error) => app.log.warn({ err: { message: error.message } }, 'contact database connection lost (it is replaced on the next message)'))
      .then((s) => (store = s))
      .finally(() => {
        opening = null;
      });
    return opening;
  };
  const drop = async () => {
    const s = store;
    store = null;
    try {
      await s?.close();
    } catch {
      // Closing a store that failed.
    }
  };
  // Created on first start; if it cannot be (a read-only place, a database away), messages are refused until it can.
  try {
    await open();
  } catch (error) {
    app.log.error({ err: { message: (error as Error).message }, ...where }, 'contact store unavailable');
  }

  // Only stored messages count against the hour's allowance: a mistake the visitor corrects costs nothing.
  const stored = app.createRateLimit({ max: config.contactPerHour, timeWindow: 3_600_000, keyGenerator: (request) => `contact-stored:${clientKey(clientAddress(request))}` });

  const fail = (reply: { code(n: number): { send(b: unknown): unknown } }, status: number, code: string, params?: Record<string, string | number>) =>
    reply.code(status).send({ error: { code, ...(params ? { params } : {}) } });

  // The form's first request: the time it was shown, as the server's clock says and signs it.
  app.get('/api/contact/token', { config: { rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { response: { 200: TOKEN, ...errors } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ token: signFormToken(config.contactSecret, Date.now()), minFillMs: MIN_FILL_MS }),
  );

  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: config.contactPerHour * CONTACT_REQUESTS_PER_HOUR_FACTOR, timeWindow: 3_600_000 } },
      bodyLimit: CONTACT_BODY_BYTES,
      attachValidation: true,
      schema: { body: BODY, response: { 201: OK, ...errors } },
    },
    async (request, reply) => {
      if (request.validationError) {
        // A mistake in one of the visitor's fields is said with that field, as the page does; anything else is a broken request.
        const issue = request.validationError.validation?.[0];
        const path = issue?.instancePath ?? '';
        const missing = issue?.keyword === 'required' ? String((issue.params as { missingProperty?: string }).missingProperty ?? '') : '';
        const field = (['name', 'email', 'subject', 'message'] as const).find((f) => path === `/${f}` || missing === f);
        const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : null;
        if (field && body) {
          const asText = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
          const problem = checkContact({ name: asText('name'), email: asText('email'), subject: asText('subject'), message: asText('message') })[field] ?? 'invalid';
          return fail(reply, 400, 'invalidField', { field, problem });
        }
        return fail(reply, 400, 'invalidRequest');
      }
      const body = request.body as { name: string; email: string; subject: string; message: string; lang: string; key: string; website: string; token: string };
      const problems = checkContact(body);
      const [field, problem] = Object.entries(problems)[0] ?? [];
      if (field) return fail(reply, 400, 'invalidField', { field, problem: problem! });
      const age = formTokenAge(config.contactSecret, body.token, Date.now());
      // Not ours, or a day old (a restart without CONTACT_SECRET, a tab left open): the page asks for a new token and sends again.
      if (age === null) return fail(reply, 400, 'formExpired');
      if (body.website !== '' || age < MIN_FILL_MS) {
        request.log.info({ honeypot: body.website !== '', elapsedMs: age }, 'contact message refused as automated');
        return fail(reply, 400, 'rejected');
      }
      const entry = { name: body.name.trim(), email: body.email.trim(), subject: body.subject, message: body.message.trim(), lang: body.lang, key: body.key };
      try {
        // A retry of a stored message is answered with its id and not counted again.
        const earlier = await (await open()).find(entry.key);
        if (earlier) {
          if (!earlier.same(entry)) return fail(reply, 409, 'keyReused');
          return reply.code(201).header('cache-control', 'no-store').send({ ok: true, id: earlier.id });
        }
        // isAllowed means an allow-listed client; a read shows how many messages are left this hour.
        const allowance = await stored(request, { increment: false });
        if (!allowance.isAllowed && allowance.remaining === 0) return fail(reply.header('retry-after', String(allowance.ttlInSeconds)) as never, 429, 'rateLimited', { seconds: allowance.ttlInSeconds });
        const { id, duplicate, conflict } = await (await open()).add(entry);
        if (conflict) return fail(reply, 409, 'keyReused');
        if (!duplicate) await stored(request);
        request.log.info({ id, duplicate }, 'contact message stored');
        return reply.code(201).header('cache-control', 'no-store').send({ ok: true, id });
      } catch (error) {
        const err = error as Error & { code?: string };
        request.log.error({ err: { message: err.message, code: err.code }, ...where }, 'contact message not stored');
        // A SQLite store that failed is opened again for the next message (the file may be writable again);
        // PostgreSQL's pool replaces broken connections by itself.
        if (store?.kind === 'sqlite' && !/SQLITE_(BUSY|CONSTRAINT)/.test(err.code ?? '')) await drop();
        return fail(reply.header('retry-after', '60') as never, 503, 'storeFailed');
      }
    },
  );

  return {
    ready: async (timeoutMs) => (await open()).ping(timeoutMs),
    close: drop,
  };
}

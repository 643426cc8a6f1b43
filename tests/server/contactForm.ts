/** Contact form submissions as the page sends them, for the API tests (SQLite and PostgreSQL alike). */
import { signFormToken } from '../../src/server/contact/formToken.ts';

/** The test servers' CONTACT_SECRET: the tests sign a form shown 5 s ago, as the server would have. */
export const SECRET = 'contact-test-secret';

let n = 0;
export function message(overrides: Record<string, unknown> = {}) {
  n++;
  return { name: 'Ann Example', email: 'ann@example.com', subject: 'feedback', message: `Hello, this is message number ${n}.`, lang: 'en', key: `test-${process.pid}-${Date.now()}-${n}`, website: '', token: signFormToken(SECRET, Date.now() - 5000), ...overrides };
}

export const send = (base: string, body: unknown) => fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

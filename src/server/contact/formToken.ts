/**
 * The contact form's proof of time: the page asks for a token when it shows the form, and sends it with
 * the message. The token is the server's own clock at issue, signed (HMAC-SHA-256) with a secret only the
 * server holds, so the time spent filling the form is measured by the server and cannot be claimed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A token older than this is refused as stale (the page then asks for a new one and sends again). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3_600_000;

const signature = (secret: string, issuedAt: string) => createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest('base64url');

export function signFormToken(secret: string, issuedAt: number): string {
  const at = String(Math.floor(issuedAt));
  return `${at}.${signature(secret, at)}`;
}

/** Milliseconds since the token was issued, or null when it is not one of ours, is stale or is from the future. */
export function formTokenAge(secret: string, token: string, now: number): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(signature(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = now - Number(match[1]);
  return age >= 0 && age <= FORM_TOKEN_MAX_AGE_MS ? age : null;
}

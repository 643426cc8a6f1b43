import { toolError, type ToolError } from '@sdk/core';
import { TOTP, HOTP, URI, Secret } from 'otpauth';
import { ALGORITHMS, DIGITS, PERIODS, type Input, type Options } from './manifest.ts';
import { badBase32Char, base32Bytes, normalizeBase32, otp, timeStep, type Algorithm } from './otp.ts';

/** Longest secret accepted, in Base32 characters (1,024 bytes). */
export const MAX_SECRET_CHARS = 1640;
/** Latest time accepted: the year 9999. */
const MAX_SECONDS = 253_402_300_799;

export interface OtpResult {
  mode: 'totp' | 'hotp';
  algorithm: Algorithm;
  digits: number;
  period: number;
  /** The secret in Base32, as used (no spaces, upper case, no padding). */
  secret: string;
  secretBits: number;
  /** The secret and settings came from an otpauth:// URI pasted into the secret field. */
  fromUri: boolean;
  /** TOTP at a given time: that time in Unix seconds; null for the current time (computed in the browser) and for HOTP. */
  at: number | null;
  /** The counter (HOTP) or time step (TOTP at a given time); null for the current time. */
  counter: number | null;
  /** The code; null for the current time, which the page computes every second. */
  code: string | null;
  /** The otpauth:// URI for an authenticator app (needs an account name). */
  uri: string | null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** A time typed as Unix seconds or as an ISO 8601 date and time with its offset; null when it is neither. */
export function parseTime(text: string): number | null {
  const t = text.trim();
  if (/^\d{1,12}$/.test(t)) return Number(t) <= MAX_SECONDS ? Number(t) : null;
  const m = ISO.exec(t);
  if (!m) return null;
  const ms = Date.parse(t.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (!Number.isFinite(ms) || ms < 0) return null;
  // Date.parse rolls 31 February over: the date must be the one typed.
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (day.getUTCMonth() !== Number(m[2]) - 1 || day.getUTCDate() !== Number(m[3]) || Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59) return null;
  return Math.floor(ms / 1000);
}

interface Settings {
  secret: string;
  algorithm: Algorithm;
  digits: number;
  period: number;
  counter: number;
  issuer: string;
  account: string;
  fromUri: boolean;
}

/** The settings an otpauth:// URI carries, or why it cannot be read. */
function fromUri(text: string, input: Input, options: Options): Settings | ToolError {
  let parsed: HOTP | TOTP;
  try {
    parsed = URI.parse(text.trim());
  } catch {
    return toolError('invalidUri', { field: 'secret' });
  }
  const mode = parsed instanceof TOTP ? 'totp' : 'hotp';
  if (mode !== options.mode) return toolError(mode === 'totp' ? 'uriIsTotp' : 'uriIsHotp', { field: 'secret' });
  const algorithm = parsed.algorithm as Algorithm;
  if (!(ALGORITHMS as readonly string[]).includes(algorithm)) return toolError('uriAlgorithm', { algorithm: parsed.algorithm, field: 'secret' });
  const period = parsed instanceof TOTP ? parsed.period : options.period;
  if (parsed.digits < 6 || parsed.digits > 10 || period < 1 || period > 3600) return toolError('invalidUri', { field: 'secret' });
  return {
    secret: parsed.secret.base32.replace(/=+$/, ''),
    algorithm,
    digits: parsed.digits,
    period,
    // An HOTP URI's counter is where the app starts; the counter field says which code to show.
    counter: input.counter ?? 0,
    issuer: input.issuer.trim() || parsed.issuer,
    account: input.account.trim() || parsed.label,
    fromUri: true,
  };
}

/** The otpauth:// URI of these settings (Key Uri Format, as Google Authenticator reads it). */
function buildUri(s: Settings, mode: 'totp' | 'hotp'): string | null {
  if (s.account === '') return null;
  const secret = Secret.fromBase32(s.secret);
  const common = { issuer: s.issuer, label: s.account, algorithm: s.algorithm, digits: s.digits, secret };
  return (mode === 'totp' ? new TOTP({ ...common, period: s.period }) : new HOTP({ ...common, counter: s.counter })).toString();
}

/**
 * The one-time password for a Base32 secret (or an otpauth:// URI): HOTP at a counter, TOTP at a
 * given time; for the current time the page computes the code every second (Output.tsx).
 */
export function run(input: Input, options: Options): OtpResult | ToolError {
  const raw = input.secret.trim();
  if (raw === '') return toolError('empty', { field: 'secret' });
  let settings: Settings;
  if (/^otpauth:/i.test(raw)) {
    const read = fromUri(raw, input, options);
    if ('kind' in read) return read;
    settings = read;
  } else {
    const secret = normalizeBase32(raw);
    const bad = badBase32Char(secret);
    if (bad !== undefined) return toolError(/[018]/.test(bad) ? 'base32Digit' : 'base32Char', { char: bad, field: 'secret' });
    if (secret.length > MAX_SECRET_CHARS) return toolError('secretTooLong', { field: 'secret' });
    const digits = (DIGITS as readonly number[]).includes(options.digits) ? options.digits : 6;
    const period = (PERIODS as readonly number[]).includes(options.period) ? options.period : 30;
    settings = { secret, algorithm: options.algorithm, digits, period, counter: input.counter ?? 0, issuer: input.issuer.trim(), account: input.account.trim(), fromUri: false };
  }
  const bytes = base32Bytes(settings.secret);
  if (bytes.length === 0) return toolError('secretTooShort', { field: 'secret' });
  if (settings.issuer.includes(':')) return toolError('issuerColon', { field: 'issuer' });
  // A lone surrogate cannot be percent-encoded into the URI.
  if (!settings.issuer.isWellFormed()) return toolError('brokenCharacter', { field: 'issuer' });
  if (!settings.account.isWellFormed()) return toolError('brokenCharacter', { field: 'account' });

  let at: number | null = null;
  let counter: number | null = null;
  if (options.mode === 'hotp') counter = settings.counter;
  else if (input.at.trim() !== '') {
    at = parseTime(input.at);
    if (at === null) return toolError('invalidTime', { field: 'at' });
    counter = timeStep(at, settings.period);
  }
  return {
    mode: options.mode,
    algorithm: settings.algorithm,
    digits: settings.digits,
    period: settings.period,
    secret: settings.secret,
    secretBits: bytes.length * 8,
    fromUri: settings.fromUri,
    at,
    counter,
    code: counter === null ? null : otp(bytes, settings.algorithm, settings.digits, counter),
    uri: buildUri(settings, options.mode),
  };
}

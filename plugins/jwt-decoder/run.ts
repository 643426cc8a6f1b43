import { isJsonNumber, jsonNumberValue, parseJsonExact, stringifyJsonExact, toolError, type ExactJson, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { signToken, type SignResult } from './sign.ts';

/** The registered claims of RFC 7519 §4.1, in the order they are explained. */
export const REGISTERED_CLAIMS = ['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti'] as const;
export type ClaimName = (typeof REGISTERED_CLAIMS)[number];
/** Claims holding a NumericDate (seconds since 1970-01-01T00:00:00Z). */
const TIME_CLAIMS: readonly string[] = ['exp', 'nbf', 'iat'];

export interface Claim {
  name: ClaimName;
  /** The claim as written in the payload (an audience list joined by ", "). */
  value: string;
  /** exp, nbf, iat: the instant in epoch milliseconds; null when the claim is not a number. */
  time?: number | null;
}

/** What became of the signature. */
export type Verification =
  /** Checked with the key given: it matches. */
  | 'valid'
  /** Checked with the key given: it does not match. */
  | 'invalid'
  /** No key given: decoded only. */
  | 'noKey'
  /** alg "none": nothing to check. */
  | 'unsecured'
  /** An algorithm this browser or jose cannot check (ES256K, a private one). */
  | 'unsupported'
  /** The key given cannot be used for this token (not hex, a private key, an RSA key for ES256): said at the key, the token still shown. */
  | 'keyError';

/** A JSON object of the token, its numbers as written (12345678901234567890 is not rounded): @sdk/core's parseJsonExact. */
export type JsonObject = { [key: string]: ExactJson };

export interface JwtResult {
  header: JsonObject;
  payload: JsonObject;
  /** Header and payload pretty-printed (2 spaces), numbers as written. */
  headerJson: string;
  payloadJson: string;
  alg: string;
  /** Length of the signature in bytes. */
  signatureBytes: number;
  /** The registered claims present, in the order of REGISTERED_CLAIMS. */
  claims: Claim[];
  /** Whether exp has passed (null without exp); computed when the token is read. */
  expired: boolean | null;
  /** Whether nbf is still ahead (null without nbf). */
  notYetValid: boolean | null;
  verification: Verification;
  /** How the key was read, when one was given. */
  keyKind?: 'secret' | 'jwk' | 'jwks' | 'spki' | 'certificate';
  /** With verification 'keyError': why the key cannot be used (its message is said at the key field). */
  keyError?: ToolError;
}

type Part = 'header' | 'payload' | 'signature';
const PART_NAMES: readonly Part[] = ['header', 'payload', 'signature'];
const B64URL = /^[A-Za-z0-9_-]*$/;

function b64urlBytes(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** Decodes one part of a token, or says what is wrong with it (`offset`: where the part starts in the token). */
function decodePart(text: string, part: Part, offset: number): Uint8Array | ToolError {
  if (!B64URL.test(text)) {
    const index = [...text].findIndex((c) => !/[A-Za-z0-9_-]/.test(c));
    const char = [...text][index]!;
    const position = offset + [...text].slice(0, index).join('').length + 1;
    return toolError(`${part}Base64`, { char, position, field: 'token' });
  }
  const bytes = b64urlBytes(text);
  return bytes ?? toolError(`${part}Truncated`, { field: 'token' });
}

function parseJsonPart(bytes: Uint8Array, part: 'header' | 'payload'): JsonObject | ToolError {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return toolError(`${part}Json`, { field: 'token' });
  }
  const parsed = parseJsonExact(text);
  if ('error' in parsed) return toolError(`${part}Json`, { field: 'token' });
  const { value } = parsed;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || isJsonNumber(value)) return toolError(`${part}NotObject`, { field: 'token' });
  return value;
}

const isError = (v: unknown): v is ToolError => typeof v === 'object' && v !== null && (v as ToolError).kind === 'tool-error';

/** A token as pasted: an "Authorization: Bearer" prefix, quotes and whitespace (line breaks) removed. */
export function cleanToken(text: string): string {
  return text
    .trim()
    .replace(/^(authorization\s*:\s*)?bearer\s+/i, '')
    .replace(/^["'`]|["'`]$/g, '')
    .replace(/\s+/g, '');
}

/** The claim's value as shown: strings as they are, an audience list joined, anything else as JSON (numbers as written). */
function claimText(value: ExactJson | undefined): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return stringifyJsonExact(value);
}

/** Reads the token: its three parts, its header and payload, its registered claims. */
export function decodeToken(text: string, now: number): Omit<JwtResult, 'verification' | 'keyKind'> | ToolError {
  const token = cleanToken(text);
  if (token === '') return toolError('empty', { field: 'token' });
  const parts = token.split('.');
  if (parts.length === 5) return toolError('encrypted', { field: 'token' });
  if (parts.length !== 3) return toolError('partCount', { count: parts.length, field: 'token' });
  const decoded: Uint8Array[] = [];
  let offset = 0;
  for (const [i, part] of parts.entries()) {
    if (part === '' && i < 2) return toolError(`${PART_NAMES[i]}Empty`, { field: 'token' });
    const bytes = decodePart(part, PART_NAMES[i]!, offset);
    if (isError(bytes)) return bytes;
    decoded.push(bytes);
    offset += part.length + 1;
  }
  const header = parseJsonPart(decoded[0]!, 'header');
  if (isError(header)) return header;
  const payload = parseJsonPart(decoded[1]!, 'payload');
  if (isError(payload)) return payload;
  if (typeof header.alg !== 'string' || header.alg === '') return toolError('headerNoAlg', { field: 'token' });

  const claims: Claim[] = [];
  for (const name of REGISTERED_CLAIMS) {
    if (!(name in payload)) continue;
    const value = payload[name];
    if (TIME_CLAIMS.includes(name)) {
      const seconds = typeof value === 'number' || isJsonNumber(value) ? jsonNumberValue(value) : NaN;
      const ok = Number.isFinite(seconds) && Math.abs(seconds) < 8.64e12;
      claims.push({ name, value: claimText(value), time: ok ? Math.round(seconds * 1000) : null });
    } else claims.push({ name, value: claimText(value) });
  }
  const time = (name: string) => claims.find((c) => c.name === name)?.time ?? null;
  const exp = time('exp');
  const nbf = time('nbf');
  return {
    header,
    payload,
    headerJson: stringifyJsonExact(header, 2),
    payloadJson: stringifyJsonExact(payload, 2),
    alg: header.alg,
    signatureBytes: decoded[2]!.length,
    claims,
    expired: exp === null ? null : exp <= now,
    notYetValid: nbf === null ? null : nbf > now,
  };
}

/** The HMAC secret's bytes as the visitor wrote them (text as UTF-8, Base64 of either alphabet, hex). */
export function secretBytes(key: string, encoding: Options['secretEncoding']): Uint8Array | ToolError {
  if (encoding === 'text') return new TextEncoder().encode(key);
  const compact = key.replace(/\s+/g, '');
  if (encoding === 'hex') {
    const hex = compact.replace(/^0x/i, '');
    const bad = /[^0-9a-fA-F]/u.exec(hex);
    if (bad) return toolError('secretHex', { char: bad[0], field: 'key' });
    if (hex.length % 2) return toolError('secretHexOdd', { field: 'key' });
    return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
  }
  const b64 = compact.replace(/=+$/, '');
  const bad = /[^A-Za-z0-9+/_-]/u.exec(b64);
  if (bad) return toolError('secretBase64', { char: bad[0], field: 'key' });
  const bytes = b64urlBytes(b64.replace(/\+/g, '-').replace(/\//g, '_'));
  return bytes ?? toolError('secretBase64Length', { field: 'key' });
}

const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'];

type Jose = typeof import('jose');
type VerifyKey = Parameters<Jose['compactVerify']>[1];

/** A JWK's public half (a private JWK pasted by mistake still verifies), or the oct key as it is. */
function publicJwk(jwk: Record<string, unknown>): Record<string, unknown> {
  if (jwk.kty === 'oct') return jwk;
  return Object.fromEntries(Object.entries(jwk).filter(([k]) => !PRIVATE_JWK_MEMBERS.includes(k)));
}

/** The key as jose needs it for `alg`, or why it cannot be read. */
async function readKey(jose: Jose, key: string, alg: string, kid: unknown, options: Pick<Options, 'secretEncoding'>): Promise<{ key: VerifyKey; kind: NonNullable<JwtResult['keyKind']> } | ToolError> {
  const text = key.trim();
  if (text.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return toolError('keyJson', { field: 'key' });
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return toolError('keyJson', { field: 'key' });
    let jwk = json as Record<string, unknown>;
    let kind: 'jwk' | 'jwks' = 'jwk';
    if (Array.isArray(jwk.keys)) {
      const keys = jwk.keys.filter((k): k is Record<string, unknown> => typeof k === 'object' && k !== null);
      const chosen = keys.find((k) => kid !== undefined && k.kid === kid) ?? (keys.length === 1 ? keys[0] : keys.find((k) => k.alg === alg));
      if (!chosen) return toolError('keyNotInSet', { field: 'key' });
      jwk = chosen;
      kind = 'jwks';
    }
    if (typeof jwk.kty !== 'string') return toolError('keyJson', { field: 'key' });
    try {
      return { key: await jose.importJWK(publicJwk(jwk) as Parameters<Jose['importJWK']>[0], alg), kind };
    } catch {
      return toolError('keyMismatch', { alg, field: 'key' });
    }
  }
  if (alg.startsWith('HS')) {
    const bytes = secretBytes(key, options.secretEncoding);
    return isError(bytes) ? bytes : { key: bytes, kind: 'secret' };
  }
  const pem = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(text)?.[1];
  if (pem === undefined) return toolError('keyFormat', { alg, field: 'key' });
  if (/PRIVATE KEY/.test(pem)) return toolError('keyPrivate', { field: 'key' });
  if (pem === 'RSA PUBLIC KEY') return toolError('keyPkcs1', { field: 'key' });
  try {
    if (pem === 'CERTIFICATE') return { key: await jose.importX509(text, alg, { extractable: false }), kind: 'certificate' };
    if (pem === 'PUBLIC KEY') return { key: await jose.importSPKI(text, alg, { extractable: false }), kind: 'spki' };
  } catch {
    return toolError('keyMismatch', { alg, field: 'key' });
  }
  return toolError('keyFormat', { alg, field: 'key' });
}

/** Algorithms jose checks in a browser (JWS, RFC 7518 and RFC 8037). */
const SUPPORTED_ALGS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

/** Decodes a token and, with a key, checks its signature. `now` (epoch ms) says whether it has expired. */
export async function decodeAndVerify(input: { readonly token: string; readonly key: string }, options: Pick<Options, 'secretEncoding'>, now: number): Promise<JwtResult | ToolError> {
  const decoded = decodeToken(input.token, now);
  if (isError(decoded)) return decoded;
  if (decoded.alg === 'none') return { ...decoded, verification: 'unsecured' };
  if (input.key.trim() === '') return { ...decoded, verification: 'noKey' };
  if (!SUPPORTED_ALGS.includes(decoded.alg)) return { ...decoded, verification: 'unsupported' };
  // A key that cannot be used leaves the token readable: it is decoded all the same, and the key alone is marked.
  const keyError = (error: ToolError): JwtResult => ({ ...decoded, verification: 'keyError', keyError: error });
  const jose = await import('jose');
  const key = await readKey(jose, input.key, decoded.alg, decoded.header.kid, options);
  if (isError(key)) return keyError(key);
  try {
    await jose.compactVerify(cleanToken(input.token), key.key, { algorithms: [decoded.alg] });
    return { ...decoded, verification: 'valid', keyKind: key.kind };
  } catch (e) {
    if (e instanceof jose.errors.JWSSignatureVerificationFailed) return { ...decoded, verification: 'invalid', keyKind: key.kind };
    if (e instanceof jose.errors.JOSENotSupported) return { ...decoded, verification: 'unsupported', keyKind: key.kind };
    // A key of the wrong type or size for alg (an RSA key for ES256, an HMAC secret shorter than allowed).
    if (e instanceof TypeError || e instanceof jose.errors.JWKInvalid) return keyError(toolError('keyMismatch', { alg: decoded.alg, field: 'key' }));
    // A header jose refuses (crit with unknown extensions, b64 false): the signature cannot be checked as it is.
    if (e instanceof jose.errors.JWSInvalid) return { ...decoded, verification: 'unsupported', keyKind: key.kind };
    throw e;
  }
}

/** A secret's mistake said at the field it was typed in. */
const atField = (error: ToolError, field: string): ToolError => ({ ...error, params: { ...error.params, field } });

/** Signs a new token from the Sign tab's payload, algorithm and secret or private key. */
export function sign(input: Input, options: Options, now: number): Promise<SignResult | ToolError> {
  return signToken({
    payload: input.payload ?? '',
    key: input.signKey ?? '',
    kid: input.kid ?? '',
    alg: options.alg,
    secret: (key) => {
      const bytes = secretBytes(key, options.secretEncoding);
      return isError(bytes) ? atField(bytes, 'signKey') : bytes;
    },
    iat: options.iat,
    expiresIn: options.expiresIn,
    now,
  });
}

/**
 * Decode: a JSON Web Token's header, payload and registered claims, and its signature checked with the
 * secret or public key given (jose loads on first use). Sign: a new token signed with Web Crypto.
 * Everything happens in the browser.
 */
export async function run(input: Input, options: Options): Promise<JwtResult | SignResult | ToolError> {
  try {
    if (options.mode === 'sign') return await sign(input, options, Date.now());
    return await decodeAndVerify(input, options, Date.now());
  } catch {
    return toolError('unexpected');
  }
}

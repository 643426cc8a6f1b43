import { bytesToBase64, constantTimeEqual, hasLoneSurrogate, randomInt, toolError, utf8Bytes, utf8Length, type ToolError } from '@sdk/core';
import { MAX_VERIFY_COST, type Input, type Options } from './manifest.ts';
import { CRYPT64, md5crypt } from './md5crypt.ts';

/** bcrypt reads at most this many bytes of the password (UTF-8); the rest changes nothing. */
export const BCRYPT_MAX_BYTES = 72;

export type Algorithm = Options['algorithm'];
/** The formats an htpasswd line may hold: the three written here, two more checked, and those only named. */
export type Format = Algorithm | 'md5crypt' | 'des' | 'sha256crypt' | 'sha512crypt' | 'plain';

export interface GenerateResult {
  readonly mode: 'generate';
  /** The `user:hash` line. */
  readonly line: string;
  readonly algorithm: Algorithm;
  /** The password's length in UTF-8 bytes. */
  readonly bytes: number;
  /** The visitor gave the salt (the result is then the same each time). */
  readonly saltGiven: boolean;
}

export interface VerifyResult {
  readonly mode: 'verify';
  readonly user: string | null;
  readonly format: Format;
  readonly status: 'match' | 'noMatch' | 'unsupported';
}

export type HtpasswdResult = GenerateResult | VerifyResult;

const BCRYPT_SALT = /^[./A-Za-z0-9]{22}$/;
const APR1_SALT = /^[./A-Za-z0-9]{1,8}$/;

/** A random salt of crypt's Base64 (the browser's secure random generator). */
const randomSalt = (length: number): string => Array.from({ length }, () => CRYPT64[randomInt(64)]).join('');

/** SHA-1 of the password in Base64, as `htpasswd -s` writes it (no salt). */
async function sha1Base64(password: Uint8Array): Promise<string> {
  const { sha1 } = await import('@noble/hashes/legacy.js');
  return bytesToBase64(sha1(password));
}

async function generate({ username, password, salt }: Input, options: Options): Promise<GenerateResult | ToolError> {
  const user = (username ?? '').trim();
  if (user === '') return toolError('userMissing', { field: 'username' });
  // htpasswd's own rule: the colon separates the user from the hash.
  if (user.includes(':')) return toolError('userColon', { field: 'username' });
  if (utf8Length(user) > 255) return toolError('userLong', { field: 'username' });
  const bytes = utf8Bytes(password);
  const givenSalt = (salt ?? '').trim();
  const saltGiven = givenSalt !== '' && options.algorithm !== 'sha1';
  let hash: string;
  if (options.algorithm === 'sha1') hash = `{SHA}${await sha1Base64(bytes)}`;
  else if (options.algorithm === 'apr1') {
    if (saltGiven && !APR1_SALT.test(givenSalt)) return toolError('saltApr1', { field: 'salt' });
    hash = md5crypt(bytes, saltGiven ? givenSalt : randomSalt(8), '$apr1$');
  } else {
    if (saltGiven && !BCRYPT_SALT.test(givenSalt)) return toolError('saltBcrypt', { field: 'salt' });
    const { genSaltSync, hashSync } = await import('bcryptjs');
    const setting = saltGiven ? `$2b$${String(options.cost).padStart(2, '0')}$${givenSalt}` : genSaltSync(options.cost);
    // $2y$, as Apache's htpasswd writes it: the same algorithm as $2b$, read by every bcrypt library.
    hash = hashSync(password, setting).replace(/^\$2b\$/, '$2y$');
  }
  return { mode: 'generate', line: `${user}:${hash}`, algorithm: options.algorithm, bytes: bytes.length, saltGiven };
}

/** Which format a stored hash is in, by its form. */
export function formatOf(hash: string): Format {
  if (/^\$2[aby]\$/.test(hash)) return 'bcrypt';
  if (hash.startsWith('$apr1$')) return 'apr1';
  if (hash.startsWith('$1$')) return 'md5crypt';
  if (hash.startsWith('{SHA}')) return 'sha1';
  if (hash.startsWith('$5$')) return 'sha256crypt';
  if (hash.startsWith('$6$')) return 'sha512crypt';
  if (/^[./A-Za-z0-9]{13}$/.test(hash)) return 'des';
  return 'plain';
}

async function verify({ password, line }: Input): Promise<VerifyResult | ToolError> {
  const text = (line ?? '').trim();
  if (text === '') return toolError('lineMissing', { field: 'line' });
  // user:hash, or the hash alone (a hash starting with $ or {SHA} has no user before it).
  const colon = text.indexOf(':');
  const user = colon > 0 && !text.startsWith('$') && !text.startsWith('{') ? text.slice(0, colon) : null;
  const hash = user === null ? text : text.slice(colon + 1).trim();
  const format = formatOf(hash);
  const bytes = utf8Bytes(password);
  const result = (match: boolean): VerifyResult => ({ mode: 'verify', user, format, status: match ? 'match' : 'noMatch' });
  switch (format) {
    case 'bcrypt': {
      const m = /^\$2[aby]\$(\d\d)\$[./A-Za-z0-9]{53}$/.exec(hash);
      if (!m) return toolError('malformed', { field: 'line', prefix: hash.slice(0, 4) });
      if (Number(m[1]) < 4 || Number(m[1]) > 31) return toolError('malformed', { field: 'line', prefix: hash.slice(0, 4) });
      if (Number(m[1]) > MAX_VERIFY_COST) return toolError('costHigh', { field: 'line', cost: Number(m[1]), max: MAX_VERIFY_COST });
      const { compareSync } = await import('bcryptjs');
      return result(compareSync(password, hash));
    }
    case 'apr1':
    case 'md5crypt': {
      const magic = format === 'apr1' ? '$apr1$' : '$1$';
      const m = /^\$(?:apr1|1)\$([^$]{0,8})\$([./A-Za-z0-9]{22})$/.exec(hash);
      if (!m) return toolError('malformed', { field: 'line', prefix: magic });
      return result(constantTimeEqual(utf8Bytes(md5crypt(bytes, m[1]!, magic)), utf8Bytes(hash)));
    }
    case 'sha1': {
      if (!/^\{SHA\}[A-Za-z0-9+/]{27}=$/.test(hash)) return toolError('malformed', { field: 'line', prefix: '{SHA}' });
      return result(constantTimeEqual(utf8Bytes(`{SHA}${await sha1Base64(bytes)}`), utf8Bytes(hash)));
    }
    default:
      return { mode: 'verify', user, format, status: 'unsupported' };
  }
}

/** Generate an htpasswd line, or check a password against one. */
export async function run(input: Input, options: Options): Promise<HtpasswdResult | ToolError> {
  if (hasLoneSurrogate(input.password) || hasLoneSurrogate(input.username ?? '')) return toolError('invalidText', { field: hasLoneSurrogate(input.password) ? 'password' : 'username' });
  return options.mode === 'verify' ? verify(input) : generate(input, options);
}

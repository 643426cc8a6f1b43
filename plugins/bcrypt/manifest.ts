import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** Tabs: a bcrypt hash (its value stays 'hash', as links already say), an Argon2id hash, a scrypt hash, and Verify for all three. */
export const MODES = ['hash', 'argon2id', 'scrypt', 'verify'] as const;
export const MIN_COST = 4;
/** bcrypt reads at most this many bytes of the password (UTF-8); the rest changes nothing. (Here, not in run.ts: the page's view needs it without the hashing code.) */
export const MAX_BYTES = 72;
/** The highest cost verified, and the last row of the table of estimates. */
export const MAX_COST = 15;
/** The costs offered for hashing: 4 (fast, weak) to 15 (seconds per hash). */
export const COSTS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;

/** RFC 7914 §12's third scrypt vector ("pleaseletmein", "SodiumChloride", N = 16,384, r = 8, p = 1) as a PHC string. */
export const SCRYPT_RFC = '$scrypt$ln=14,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw';

/** Argon2id's memory in KiB: OWASP's 19 MiB by default, up to 256 MiB when hashing here. */
export const ARGON2_MEMORY = { min: 8, max: 262_144, default: 19_456 } as const;

/**
 * Bcrypt: a password and a cost in, a bcrypt hash with a new random salt out, with how long the hash
 * took on this device and, measured from it, an estimate for every other cost. Argon2id and scrypt: a
 * password and the parameters (OWASP's by default), a random or given salt, a PHC string out. Verify:
 * a password and a hash of any of the three (or Argon2i, Argon2d) in, whether they match. bcryptjs and
 * @noble/hashes run in the worker (loaded on first use), reporting their progress; a cost-15 bcrypt or a
 * 256 MiB Argon2id on a slow phone takes several seconds, hence the long time limit.
 */
export const manifest = defineTool({
  related: ['password-generator', 'htpasswd-generator', 'hmac-generator', 'jwt-secret-generator', 'password-strength', 'hash-generator'],
  fields: {
    password: { kind: 'line', mono: true, secret: true, wide: true },
    hash: { kind: 'line', mono: true, wide: true, tabs: ['verify'] },
    // Empty: a new random salt of 16 bytes. Written: its UTF-8 bytes (to reproduce a known hash).
    salt: { kind: 'line', mono: true, tabs: ['argon2id', 'scrypt'], maxLength: 64 },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'hash' },
    cost: { type: 'integer', enum: COSTS, default: 10 },
    memory: { type: 'integer', minimum: ARGON2_MEMORY.min, maximum: ARGON2_MEMORY.max, default: ARGON2_MEMORY.default },
    iterations: { type: 'integer', minimum: 1, maximum: 10, default: 2 },
    costLog: { type: 'integer', minimum: 1, maximum: 20, default: 17 },
    blockSize: { type: 'integer', minimum: 1, maximum: 32, default: 8 },
    parallelism: { type: 'integer', minimum: 1, maximum: 16, default: 1 },
    hashLength: { type: 'integer', minimum: 16, maximum: 64, default: 32 },
  },
  ui: { mode: 'tabs', cost: 'enumRange', memory: 'updown', iterations: 'updown', costLog: 'updown', blockSize: 'updown', parallelism: 'updown', hashLength: 'updown' },
  optionTabs: { cost: ['hash'], memory: ['argon2id'], iterations: ['argon2id'], costLog: ['scrypt'], blockSize: ['scrypt'], parallelism: ['argon2id', 'scrypt'], hashLength: ['argon2id', 'scrypt'] },
  // A new salt each time: the hash is never in the prerendered page, and Generate again gives another.
  random: true,
  worker: true,
  timeLimitSeconds: 120,
  downloads: [],
  examples: [
    {
      // The example of PHP's password_verify() documentation.
      name: 'verifyPhp',
      input: { password: 'rasmuslerdorf', hash: '$2y$10$.vGA1O9wmRjrwAVXD98HNOgsNpDczlqm3Jq7KnEd1rVAGv3Fykk1a' },
      options: { mode: 'verify' },
      output: { mode: 'verify', algorithm: 'bcrypt', match: true, cost: 10, version: '2y', bytes: 13 },
    },
    {
      name: 'wrongPassword',
      input: { password: 'rasmuslerdorf!', hash: '$2y$10$.vGA1O9wmRjrwAVXD98HNOgsNpDczlqm3Jq7KnEd1rVAGv3Fykk1a' },
      options: { mode: 'verify' },
      output: { mode: 'verify', algorithm: 'bcrypt', match: false, cost: 10, version: '2y', bytes: 14 },
    },
    {
      // A test vector of jBCrypt and OpenBSD's bcrypt.
      name: 'verify2a',
      input: { password: 'abcdefghijklmnopqrstuvwxyz', hash: '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC' },
      options: { mode: 'verify' },
      output: { mode: 'verify', algorithm: 'bcrypt', match: true, cost: 6, version: '2a', bytes: 26 },
    },
    {
      // The Argon2id test of the reference implementation (phc-winner-argon2, src/test.c): its salt given, the same PHC string.
      name: 'argon2idReference',
      input: { password: 'password', salt: 'somesalt' },
      options: { mode: 'argon2id', memory: 65_536, iterations: 2, parallelism: 1, hashLength: 32 },
      output: { mode: 'argon2id', hash: '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc', memory: 65_536, iterations: 2, parallelism: 1, saltBytes: 8, hashBytes: 32, randomSalt: false, bytes: 8 },
    },
    {
      // RFC 7914 §12, the third vector: its 64 bytes, as a PHC string.
      name: 'scryptRfc',
      input: { password: 'pleaseletmein', salt: 'SodiumChloride' },
      options: { mode: 'scrypt', costLog: 14, blockSize: 8, parallelism: 1, hashLength: 64 },
      output: {
        mode: 'scrypt',
        hash: SCRYPT_RFC,
        costLog: 14,
        blockSize: 8,
        parallelism: 1,
        memoryBytes: 16_777_216,
        saltBytes: 14,
        hashBytes: 64,
        randomSalt: false,
        bytes: 13,
      },
    },
    {
      name: 'verifyArgon2id',
      input: { password: 'password', hash: '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc' },
      options: { mode: 'verify' },
      output: { mode: 'verify', algorithm: 'argon2id', match: true, version: 19, memory: 65_536, iterations: 2, parallelism: 1, bytes: 8 },
    },
    {
      name: 'verifyScrypt',
      input: { password: 'pleaseletmein', hash: SCRYPT_RFC },
      options: { mode: 'verify' },
      output: { mode: 'verify', algorithm: 'scrypt', match: true, costLog: 14, blockSize: 8, parallelism: 1, bytes: 13 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

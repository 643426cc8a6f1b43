import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['hash', 'verify'] as const;
export const MIN_COST = 4;
/** The highest cost verified, and the last row of the table of estimates. */
export const MAX_COST = 15;
/** The costs offered for hashing: 4 (fast, weak) to 15 (seconds per hash). */
export const COSTS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;

/**
 * Hash: a password and a cost in, a bcrypt hash with a new random salt out, with how long the hash
 * took on this device and, measured from it, an estimate for every other cost. Verify: a password and
 * a hash in, whether they match. bcryptjs runs in the worker (loaded on first use); a cost-15 hash on
 * a slow phone takes several seconds, hence the long time limit.
 */
export const manifest = defineTool({
  related: ['password-generator', 'htpasswd-generator', 'hmac-generator', 'jwt-secret-generator', 'password-strength', 'hash-generator'],
  fields: {
    password: { kind: 'line', mono: true, secret: true, wide: true },
    hash: { kind: 'line', mono: true, wide: true, tabs: ['verify'] },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'hash' },
    cost: { type: 'integer', enum: COSTS, default: 10 },
  },
  ui: { mode: 'tabs', cost: 'enumRange' },
  optionTabs: { cost: ['hash'] },
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
      output: { mode: 'verify', match: true, cost: 10, version: '2y', bytes: 13 },
    },
    {
      name: 'wrongPassword',
      input: { password: 'rasmuslerdorf!', hash: '$2y$10$.vGA1O9wmRjrwAVXD98HNOgsNpDczlqm3Jq7KnEd1rVAGv3Fykk1a' },
      options: { mode: 'verify' },
      output: { mode: 'verify', match: false, cost: 10, version: '2y', bytes: 14 },
    },
    {
      // A test vector of jBCrypt and OpenBSD's bcrypt.
      name: 'verify2a',
      input: { password: 'abcdefghijklmnopqrstuvwxyz', hash: '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC' },
      options: { mode: 'verify' },
      output: { mode: 'verify', match: true, cost: 6, version: '2a', bytes: 26 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

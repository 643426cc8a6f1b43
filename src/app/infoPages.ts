/** Information pages, each at /{lang}/<slug>. */
export const INFO_PAGES = ['about', 'privacy', 'terms', 'contact', 'all-tools', 'sitemap'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** The list of every third-party package the site ships, with its licence: THIRD-PARTY-LICENCES.md, copied by scripts/prerender.ts. */
export const LICENCES_PATH = '/third-party-licences.txt';

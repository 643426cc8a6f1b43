/** Site-wide settings. The public origin is set at build time (VITE_SITE_ORIGIN) by whoever deploys the site. */
export const SITE_NAME = 'Toolbench';
export const SITE_ORIGIN: string = (import.meta.env?.VITE_SITE_ORIGIN as string | undefined) ?? 'https://toolbench.app';
/** The tools the home page features (spec §2); tools not built yet are simply not shown. */
export const HOME_POPULAR = ['case-converter', 'json-formatter', 'text-cleaner', 'lorem-ipsum-generator'] as const;
/** How many popular tools the footer lists. */
export const FOOTER_POPULAR_COUNT = 5;

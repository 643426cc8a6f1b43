/** Information pages, each at /{lang}/<slug>. */
export const INFO_PAGES = ['about', 'privacy', 'terms', 'contact', 'all-tools', 'sitemap', 'licences', 'offline', 'recipe'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

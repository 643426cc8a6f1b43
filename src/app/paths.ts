import { findTool, isCategoryId } from '../registry/index.ts';

import { INFO_PAGES } from './infoPages.ts';

export { INFO_PAGES, type InfoPage } from './infoPages.ts';

/** Old paths that other sites may still link to (the spec's footer inconsistency), and where they live now. */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  '/privacy-policy': '/privacy',
  '/terms-of-service': '/terms',
};

/** Normalises a language-less path: aliases resolved, trailing slash removed. */
export function canonicalPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PATH_ALIASES[trimmed] ?? trimmed;
}

/** True when a language-less path ("/about", "/text-tools/case-converter") is a page of the site. */
export function isSitePath(path: string): boolean {
  const parts = canonicalPath(path).split('/').filter(Boolean);
  if (parts.length === 0) return true;
  if (parts.length === 1) return (INFO_PAGES as readonly string[]).includes(parts[0]!) || isCategoryId(parts[0]!);
  if (parts.length === 2) return findTool(parts[1])?.category === parts[0];
  return false;
}

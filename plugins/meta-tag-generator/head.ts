/**
 * A page's head as search engines and link previews read it: the tags found (or written), what each reader
 * takes from them (with their fallbacks: X reads twitter:title, else og:title, else the title), and what is
 * missing, doubled, too long or too short. Shared by both tabs: Generate writes tags from fields, Check reads
 * them from pasted HTML, and both are checked and previewed the same way.
 */
import { textWidth } from './textWidth.ts';

/** One tag: `<title>`, a `<meta>` by its name or property, or a `<link rel="canonical">`. */
export interface Tag {
  /** `title`, `canonical`, `charset`, or a meta's name or property in lower case (`description`, `og:title`). */
  readonly key: string;
  readonly value: string;
  /** The line it starts on in the pasted HTML (Check only). */
  readonly line?: number;
}

/**
 * Limits and why (the tool's texts say the same): Google draws result titles in 20 px Arial in a box about
 * 600 px wide, so a title over about 580 px (50–60 characters) is cut; snippets are cut at about 160
 * characters on a computer (two lines of 14 px), less on a phone; a title under 30 characters or a
 * description under 70 leaves most of that room unused.
 */
export const LIMITS = {
  titleMaxChars: 60,
  titleMinChars: 30,
  titleMaxPx: 580,
  titleFontPx: 20,
  descriptionMaxChars: 160,
  descriptionMinChars: 70,
} as const;

export const TWITTER_CARDS = ['summary', 'summary_large_image', 'app', 'player'] as const;
/** What Facebook names as required for a link preview (ogp.me's basic metadata). */
const OG_REQUIRED = ['og:title', 'og:type', 'og:image', 'og:url'] as const;
/** Tags that must appear once: a second one is ignored by some readers and taken by others. */
const ONCE = new Set(['title', 'description', 'canonical', 'robots', 'viewport', 'charset', 'og:title', 'og:description', 'og:url', 'og:type', 'og:site_name', 'og:locale', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:site', 'twitter:creator']);

export type Level = 'error' | 'warning' | 'info';
export interface Finding {
  readonly level: Level;
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** What each reader shows, after its fallbacks; '' for nothing. */
export interface Previews {
  readonly search: { readonly title: string; readonly description: string; readonly url: string; readonly siteName: string };
  readonly facebook: { readonly title: string; readonly description: string; readonly url: string; readonly image: string };
  readonly x: { readonly card: 'summary' | 'summary_large_image'; readonly title: string; readonly description: string; readonly url: string; readonly image: string };
  readonly chat: { readonly siteName: string; readonly title: string; readonly description: string; readonly url: string; readonly image: string };
}

export interface Report {
  /** Title and description measured: characters (as people count them: code points) and title pixels. */
  readonly titleChars: number;
  readonly titleWidth: number;
  readonly descriptionChars: number;
  readonly findings: readonly Finding[];
  readonly previews: Previews;
}

const chars = (text: string): number => Array.from(text).length;

/** An absolute http(s) URL, or null. */
export function absoluteUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The host of a URL without "www.", as cards write it; '' when it has none. */
export function hostOf(value: string): string {
  return absoluteUrl(value)?.hostname.replace(/^www\./, '') ?? '';
}

/** An X (Twitter) handle: @ and 1–15 letters, digits or underscores. */
export const HANDLE = /^@[A-Za-z0-9_]{1,15}$/;
/** An Open Graph locale: language_TERRITORY (en_US, de_DE), or a language alone. */
export const OG_LOCALE = /^[a-z]{2,3}(_[A-Z]{2})?$/;

/** Findings and previews of a set of tags (the first of each key counts, as most readers take it). */
export function review(tags: readonly Tag[]): Report {
  const all = new Map<string, Tag[]>();
  for (const tag of tags) {
    const list = all.get(tag.key);
    if (list) list.push(tag);
    else all.set(tag.key, [tag]);
  }
  const first = (key: string): string => all.get(key)?.[0]?.value.trim() ?? '';
  const has = (key: string): boolean => all.has(key);
  const findings: Finding[] = [];
  const add = (level: Level, code: string, params?: Record<string, string | number>) => findings.push(params ? { level, code, params } : { level, code });

  const title = first('title').replace(/\s+/g, ' ');
  const description = first('description').replace(/\s+/g, ' ');
  const titleChars = chars(title);
  const titleWidth = Math.round(textWidth(title, LIMITS.titleFontPx));
  const descriptionChars = chars(description);

  for (const [key, list] of all) {
    if (list.length < 2 || !ONCE.has(key)) continue;
    if (key === 'canonical') add('error', 'duplicateCanonical', { count: list.length });
    else add(key === 'title' ? 'error' : 'warning', 'duplicate', { tag: key, count: list.length });
  }

  if (title === '') add('error', 'titleMissing');
  else {
    if (titleChars > LIMITS.titleMaxChars || titleWidth > LIMITS.titleMaxPx) add('warning', 'titleLong', { count: titleChars, width: titleWidth });
    else if (titleChars < LIMITS.titleMinChars) add('info', 'titleShort', { count: titleChars });
  }
  if (description === '') add('warning', 'descriptionMissing');
  else if (descriptionChars > LIMITS.descriptionMaxChars) add('warning', 'descriptionLong', { count: descriptionChars });
  else if (descriptionChars < LIMITS.descriptionMinChars) add('info', 'descriptionShort', { count: descriptionChars });

  const canonical = first('canonical');
  if (!has('canonical')) add('info', 'canonicalMissing');
  else if (!absoluteUrl(canonical)) add('error', 'notAbsolute', { tag: 'canonical', value: canonical });

  const robots = first('robots').toLowerCase();
  if (/\b(noindex|none)\b/.test(robots)) add('warning', 'noindex');
  else if (/\bnofollow\b/.test(robots)) add('info', 'nofollow');

  for (const key of OG_REQUIRED) if (!has(key)) add(key === 'og:image' || key === 'og:title' ? 'warning' : 'info', 'ogMissing', { tag: key });
  for (const key of ['og:url', 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']) {
    const value = first(key);
    if (has(key) && !absoluteUrl(value)) add('error', 'notAbsolute', { tag: key, value });
  }
  const ogUrl = first('og:url');
  if (absoluteUrl(ogUrl) && absoluteUrl(canonical) && absoluteUrl(ogUrl)!.href !== absoluteUrl(canonical)!.href) add('info', 'urlMismatch', { canonical, ogUrl });
  const locale = first('og:locale');
  if (has('og:locale') && !OG_LOCALE.test(locale)) add('warning', 'localeInvalid', { value: locale });

  const card = first('twitter:card');
  if (!has('twitter:card')) add('info', 'twitterCardMissing');
  else if (!(TWITTER_CARDS as readonly string[]).includes(card)) add('error', 'twitterCardInvalid', { value: card });
  for (const key of ['twitter:site', 'twitter:creator']) {
    const value = first(key);
    if (has(key) && !HANDLE.test(value)) add('warning', 'handleInvalid', { tag: key, value });
  }
  if (has('keywords')) add('info', 'keywordsIgnored');

  const url = absoluteUrl(canonical)?.href ?? absoluteUrl(ogUrl)?.href ?? '';
  const ogTitle = first('og:title') || title;
  const ogDescription = first('og:description') || description;
  const ogImage = first('og:image') || first('og:image:url') || first('og:image:secure_url');
  const siteName = first('og:site_name');
  const previews: Previews = {
    search: { title: title || ogTitle, description, url, siteName: siteName || hostOf(url) },
    facebook: { title: ogTitle, description: ogDescription, url: first('og:url') || url, image: ogImage },
    x: {
      card: card === 'summary' ? 'summary' : 'summary_large_image',
      title: first('twitter:title') || ogTitle,
      description: first('twitter:description') || ogDescription,
      url: first('og:url') || url,
      image: first('twitter:image') || ogImage,
    },
    chat: { siteName: siteName || hostOf(first('og:url') || url), title: ogTitle, description: ogDescription, url: first('og:url') || url, image: ogImage },
  };
  const order: Record<Level, number> = { error: 0, warning: 1, info: 2 };
  findings.sort((a, b) => order[a.level] - order[b.level]);
  return { titleChars, titleWidth, descriptionChars, findings, previews };
}

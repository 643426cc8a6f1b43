import { toolError, type ToolError } from '@sdk/core';
import { absoluteUrl, HANDLE, OG_LOCALE, review, type Report, type Tag } from './head.ts';
import type { Input, Options } from './manifest.ts';
import { parseHead } from './parse.ts';

export interface GenerateResult extends Report {
  readonly mode: 'generate';
  /** The tags as HTML, one a line, ready to paste into a page's <head>. */
  readonly html: string;
  readonly tags: readonly Tag[];
}
export interface CheckResult extends Report {
  readonly mode: 'check';
  /** The tags found, in the page's order, written again as HTML (one a line). */
  readonly html: string;
  readonly tags: readonly Tag[];
  /** The page's `<html lang>`, '' when it has none. */
  readonly lang: string;
}
export type Result = GenerateResult | CheckResult;

/** Escapes a text for an element's content (`<title>`): & and < start markup there, > is escaped for symmetry. */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch]!);
}

/** Escapes a text for an attribute value in double quotes: the quote too. */
export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** Meta tags named by `property` (Open Graph and its namespaces); the others by `name` (X reads twitter:* there). */
const BY_PROPERTY = /^(og|article|profile|book|fb):/;

/** One tag written as HTML. */
export function tagHtml({ key, value }: Tag): string {
  if (key === 'title') return `<title>${escapeText(value)}</title>`;
  const v = escapeAttribute(value);
  if (key === 'canonical') return `<link rel="canonical" href="${v}">`;
  if (key === 'charset') return `<meta charset="${v}">`;
  return `<meta ${BY_PROPERTY.test(key) ? 'property' : 'name'}="${escapeAttribute(key)}" content="${v}">`;
}

/** An X handle as typed (@name, name, or a profile's address) as @name; null when it cannot be one. */
export function normaliseHandle(typed: string): string | null {
  const t = typed.trim();
  const fromUrl = /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\/@?([^/?#]+)\/?$/i.exec(t);
  const handle = `@${(fromUrl ? fromUrl[1]! : t).replace(/^@/, '')}`;
  return HANDLE.test(handle) ? handle : null;
}

/** An Open Graph locale as typed (en-us, en_US, EN) as language_TERRITORY; null when it cannot be one. */
export function normaliseLocale(typed: string): string | null {
  const m = /^([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{2}))?$/.exec(typed.trim());
  if (!m) return null;
  const locale = m[2] ? `${m[1]!.toLowerCase()}_${m[2].toUpperCase()}` : m[1]!.toLowerCase();
  return OG_LOCALE.test(locale) ? locale : null;
}

function generate(input: Input, options: Options): GenerateResult | ToolError {
  const title = (input.title ?? '').replace(/\s+/g, ' ').trim();
  const description = (input.description ?? '').replace(/\s+/g, ' ').trim();
  const url = (input.url ?? '').trim();
  const image = (input.image ?? '').trim();
  const imageAlt = (input.imageAlt ?? '').replace(/\s+/g, ' ').trim();
  const siteName = (input.siteName ?? '').replace(/\s+/g, ' ').trim();
  if (title === '') return toolError('titleRequired', { field: 'title' });
  if (url !== '' && !absoluteUrl(url)) return toolError('urlInvalid', { field: 'url' });
  if (image !== '' && !absoluteUrl(image)) return toolError('imageInvalid', { field: 'image' });
  const locale = (input.locale ?? '').trim() === '' ? '' : normaliseLocale(input.locale ?? '');
  if (locale === null) return toolError('localeInvalid', { field: 'locale' });
  const handles: Record<'twitterSite' | 'twitterCreator', string> = { twitterSite: '', twitterCreator: '' };
  for (const field of ['twitterSite', 'twitterCreator'] as const) {
    const typed = (input[field] ?? '').trim();
    if (typed === '') continue;
    const handle = normaliseHandle(typed);
    if (handle === null) return toolError('handleInvalid', { field });
    handles[field] = handle;
  }

  const canonical = url === '' ? '' : absoluteUrl(url)!.href;
  const imageUrl = image === '' ? '' : absoluteUrl(image)!.href;
  const tags: Tag[] = [{ key: 'title', value: title }];
  const add = (key: string, value: string) => {
    if (value !== '') tags.push({ key, value });
  };
  add('description', description);
  add('canonical', canonical);
  add('robots', `${options.index}, ${options.follow}`);
  add('og:type', options.ogType);
  add('og:url', canonical);
  add('og:title', title);
  add('og:description', description);
  add('og:image', imageUrl);
  if (imageUrl !== '') add('og:image:alt', imageAlt);
  add('og:site_name', siteName);
  add('og:locale', locale);
  add('twitter:card', options.twitterCard);
  add('twitter:site', handles.twitterSite);
  add('twitter:creator', handles.twitterCreator);
  // X reads title, description and image from Open Graph; its own image:alt is the one tag it does not.
  if (imageUrl !== '') add('twitter:image:alt', imageAlt);
  return { mode: 'generate', html: tags.map(tagHtml).join('\n'), tags, ...review(tags) };
}

/** A pasted address rather than a page's source. */
const JUST_A_URL = /^\s*(https?:\/\/|www\.)\S+\s*$/i;

async function check(input: Input): Promise<CheckResult | ToolError> {
  const html = input.html ?? '';
  if (html.trim() === '') return toolError('htmlRequired', { field: 'html' });
  if (JUST_A_URL.test(html)) return toolError('urlPasted', { field: 'html' });
  const { tags, lang } = await parseHead(html);
  return { mode: 'check', html: tags.map(tagHtml).join('\n'), tags, lang, ...review(tags) };
}

/** Pure: no DOM. Generate writes the tags from the fields; Check reads them from pasted HTML. */
export async function run(input: Input, options: Options): Promise<Result | ToolError> {
  return options.mode === 'check' ? check(input) : generate(input, options);
}

/**
 * The page head: title, description, keywords, canonical, hreflang alternates, Open Graph,
 * Twitter card and JSON-LD. In the browser an effect writes it into document.head; during
 * server rendering a HeadCollector receives it so the prerender can write it into the HTML.
 */
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANG_CODES, type Lang } from '../i18n/languages.ts';
import { SITE_NAME, SITE_ORIGIN } from '../config.ts';

export interface HeadInput {
  title: string;
  description: string;
  keywords?: string;
  /** The path without the language prefix: "" for home, "/about", "/text-tools/case-converter". */
  path: string;
  jsonLd?: object;
  /** For the 404 page. */
  noindex?: boolean;
}

export interface HeadTags {
  title: string;
  lang: Lang;
  meta: { name?: string; property?: string; content: string }[];
  links: { rel: string; href: string; hreflang?: string }[];
  jsonLd: string;
}

const OG_LOCALE: Record<Lang, string> = { en: 'en_US', es: 'es_ES', de: 'de_DE', fr: 'fr_FR' };

export function pageUrl(lang: Lang | 'x-default', path: string): string {
  return `${SITE_ORIGIN}/${lang === 'x-default' ? 'en' : lang}${path}`;
}

export function buildHead(input: HeadInput, lang: Lang): HeadTags {
  const title = input.path === '' ? input.title : `${input.title} | ${SITE_NAME}`;
  const url = pageUrl(lang, input.path);
  const meta: HeadTags['meta'] = [
    { name: 'description', content: input.description },
    ...(input.keywords ? [{ name: 'keywords', content: input.keywords }] : []),
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALE[lang] },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
  ];
  const links: HeadTags['links'] = input.noindex
    ? []
    : [
        { rel: 'canonical', href: url },
        ...LANG_CODES.map((l) => ({ rel: 'alternate', hreflang: l, href: pageUrl(l, input.path) })),
        { rel: 'alternate', hreflang: 'x-default', href: pageUrl('x-default', input.path) },
      ];
  const jsonLd = input.jsonLd ?? {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.title,
    description: input.description,
    url,
    inLanguage: lang,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: pageUrl(lang, '') },
  };
  return { title, lang, meta, links, jsonLd: JSON.stringify(jsonLd) };
}

export interface HeadCollector {
  head?: HeadTags;
}
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

const MANAGED = 'data-page-head';

function applyHead(tags: HeadTags): void {
  document.title = tags.title;
  document.head.querySelectorAll(`[${MANAGED}]`).forEach((el) => el.remove());
  const add = (el: HTMLElement) => {
    el.setAttribute(MANAGED, '');
    document.head.appendChild(el);
  };
  for (const m of tags.meta) {
    const el = document.createElement('meta');
    if (m.name) el.name = m.name;
    if (m.property) el.setAttribute('property', m.property);
    el.content = m.content;
    add(el);
  }
  for (const l of tags.links) {
    const el = document.createElement('link');
    el.rel = l.rel;
    el.href = l.href;
    if (l.hreflang) el.hreflang = l.hreflang;
    add(el);
  }
  {
    const el = document.createElement('script');
    el.type = 'application/ld+json';
    el.textContent = tags.jsonLd;
    add(el);
  }
}

export function PageHead(props: HeadInput) {
  const { i18n } = useTranslation();
  const tags = buildHead(props, i18n.language as Lang);
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.head = tags;
  const key = JSON.stringify(tags);
  useEffect(() => applyHead(JSON.parse(key) as HeadTags), [key]);
  return null;
}

/** Serialises the head for the prerendered HTML (server only). */
export function renderHeadHtml(tags: HeadTags): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const out = [`<title>${esc(tags.title)}</title>`];
  for (const m of tags.meta) out.push(`<meta ${m.name ? `name="${esc(m.name)}"` : `property="${esc(m.property!)}"`} content="${esc(m.content)}" ${MANAGED}>`);
  for (const l of tags.links) out.push(`<link rel="${l.rel}"${l.hreflang ? ` hreflang="${l.hreflang}"` : ''} href="${esc(l.href)}" ${MANAGED}>`);
  out.push(`<script type="application/ld+json" ${MANAGED}>${tags.jsonLd.replace(/</g, '\\u003c')}</script>`);
  return out.join('\n');
}

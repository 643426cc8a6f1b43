/**
 * The tags of a pasted HTML page or head, read by htmlparser2's tokenizer (loaded on first use): text and
 * attributes only, so nothing in the HTML runs, loads or is drawn (no DOM, no innerHTML; the same code in
 * Node and in the page). Character references are decoded as browsers decode them; `<title>` elements inside
 * an `<svg>` (an icon's name) are not the page's title; script, style and comment contents are skipped by
 * the tokenizer as browsers skip them.
 */
import type { Tag } from './head.ts';

export interface Parsed {
  readonly tags: readonly Tag[];
  /** `<html lang>`, '' when missing. */
  readonly lang: string;
}

/** Meta names and properties worth listing (everything else in a head is left out of the report). */
const LISTED = /^(description|robots|googlebot|keywords|viewport|author|theme-color|generator|referrer|application-name|(og|article|profile|book|twitter|fb|al):[\w:.-]+)$/;

export async function parseHead(html: string): Promise<Parsed> {
  const { Parser } = await import('htmlparser2');
  const tags: Tag[] = [];
  let lang = '';
  let svgDepth = 0;
  /** The index in `tags` of the title being read, -1 outside one. */
  let titleAt = -1;
  let titleText = '';
  const endTitle = () => {
    if (titleAt !== -1) tags[titleAt] = { ...tags[titleAt]!, value: titleText.replace(/\s+/g, ' ').trim() };
    titleAt = -1;
  };
  // Line starts, so that an offset becomes its line number by binary search.
  const lineStarts = [0];
  for (let i = html.indexOf('\n'); i !== -1; i = html.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (offset: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const line = lineOf(parser.startIndex);
        if (name === 'svg') svgDepth++;
        else if (name === 'html' && lang === '') lang = (attribs.lang ?? '').trim();
        else if (name === 'title' && svgDepth === 0) {
          endTitle();
          titleAt = tags.length;
          titleText = '';
          tags.push({ key: 'title', value: '', line });
        } else if (name === 'meta') {
          if (attribs.charset !== undefined) tags.push({ key: 'charset', value: attribs.charset, line });
          const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase();
          if (key !== '' && LISTED.test(key)) tags.push({ key, value: attribs.content ?? '', line });
        } else if (name === 'link') {
          const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
          if (rel.includes('canonical')) tags.push({ key: 'canonical', value: (attribs.href ?? '').trim(), line });
        }
      },
      ontext(text) {
        if (titleAt !== -1) titleText += text;
      },
      onclosetag(name) {
        if (name === 'svg' && svgDepth > 0) svgDepth--;
        else if (name === 'title') endTitle();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  endTitle();
  return { tags, lang };
}

/**
 * Drawing a checked Mermaid text as SVG, in the page (Mermaid lays text out with the DOM's measurements, so it
 * cannot draw in Node or a worker), without breaking the site's Content-Security-Policy (`style-src 'self'`:
 * no inline style). Mermaid writes its theme as a <style> element and sets some styles with
 * setAttribute('style', …); in the page either would be an inline style the policy refuses (and says so in the
 * console). While Mermaid draws, and only then:
 * - setAttribute('style', v) sets the same declarations through the CSSOM (element.style.cssText), which the
 *   policy allows and which serialises to the same attribute;
 * - document.createElement('style') gives an element outside the HTML and SVG namespaces: it serialises as
 *   <style> inside the SVG (where the drawn image applies it) but is never a style sheet of the page;
 * - DOMPurify (which strict mode runs over labels and over the finished SVG) parses its input into an inert
 *   document, and the browser reports every style attribute and <style> element of that parse as a violation
 *   too: they are hidden from the parse (a style attribute renamed to a data- attribute, a <style> element
 *   replaced by a marker) and put back after it, unchanged. Everything else is sanitised as before.
 * The SVG is then shown as an image (<img> of a blob: URL), never inserted into the page: no script in it runs.
 * Draws run one at a time, so the two replacements never overlap another draw.
 */
import DOMPurify from 'dompurify';
import { loadMermaid } from './run.ts';

export interface DrawnDiagram {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

const STYLE_ATTRIBUTE = 'data-toolbench-inline-style';
const STYLE_SLOT = 'data-toolbench-style-slot';

/**
 * Style attributes and <style> elements out of an HTML or SVG text, to be put back with restoreStyles; those the
 * sanitiser's settings forbid are removed instead, as it would have removed them.
 */
export function hideStyles(text: string, forbid: { element?: boolean; attribute?: boolean } = {}): { text: string; sheets: string[] } {
  const sheets: string[] = [];
  const hidden = text
    .replace(/<style\b[^>]*>([\s\S]*?)<\/style>/gi, (_, css: string) => (forbid.element ? '' : `<g ${STYLE_SLOT}="${sheets.push(css) - 1}"></g>`))
    .replace(/(\s)style=("[^"]*"|'[^']*')/gi, (_, space: string, value: string) => (forbid.attribute ? space : `${space}${STYLE_ATTRIBUTE}=${value}`));
  return { text: hidden, sheets };
}

export function restoreStyles(text: string, sheets: readonly string[]): string {
  return text
    .replace(new RegExp(`<g ${STYLE_SLOT}="(\\d+)"(?:\\s*/>|></g>)`, 'g'), (all, i: string) => (sheets[Number(i)] === undefined ? '' : `<style>${sheets[Number(i)]}</style>`))
    .replace(new RegExp(`(\\s)${STYLE_ATTRIBUTE}=(["'])`, 'g'), '$1style=$2');
}

let queue: Promise<unknown> = Promise.resolve();
let counter = 0;

async function withCspSafeStyles<T>(draw: () => Promise<T>): Promise<T> {
  const setAttribute = Element.prototype.setAttribute;
  const createElement = Document.prototype.createElement;
  const purify = DOMPurify as unknown as { sanitize: (dirty: unknown, config?: unknown) => unknown };
  const sanitize = purify.sanitize;
  purify.sanitize = function (this: unknown, dirty: unknown, config?: unknown) {
    if (typeof dirty !== 'string' || !/style/i.test(dirty)) return sanitize.call(this, dirty, config);
    const { FORBID_TAGS, FORBID_ATTR } = (config ?? {}) as { FORBID_TAGS?: string[]; FORBID_ATTR?: string[] };
    const { text, sheets } = hideStyles(dirty, { element: FORBID_TAGS?.includes('style'), attribute: FORBID_ATTR?.includes('style') });
    return restoreStyles(String(sanitize.call(this, text, config)), sheets);
  };
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    const style = (this as Partial<ElementCSSInlineStyle>).style;
    if (typeof name === 'string' && name.toLowerCase() === 'style' && style) {
      style.cssText = String(value);
      return;
    }
    setAttribute.call(this, name, value);
  };
  Document.prototype.createElement = function (this: Document, name: string, options?: ElementCreationOptions) {
    if (typeof name === 'string' && name.toLowerCase() === 'style') return this.createElementNS('urn:x-toolbench:inert', 'style') as HTMLElement;
    return createElement.call(this, name, options);
  } as typeof Document.prototype.createElement;
  try {
    return await draw();
  } finally {
    Element.prototype.setAttribute = setAttribute;
    Document.prototype.createElement = createElement;
    purify.sanitize = sanitize;
  }
}

/** Width and height from the SVG's viewBox (Mermaid writes width="100%"), written on the root element. */
export function sized(svg: string): DrawnDiagram {
  const box = /viewBox="\s*[-\d.e]+[\s,]+[-\d.e]+[\s,]+([\d.e]+)[\s,]+([\d.e]+)\s*"/.exec(svg);
  const width = Math.max(1, Math.ceil(box ? Number(box[1]) : 400));
  const height = Math.max(1, Math.ceil(box ? Number(box[2]) : 300));
  const root = /<svg\b[^>]*>/.exec(svg);
  if (!root) return { svg, width, height };
  const open = root[0].replace(/\swidth="[^"]*"/, '').replace(/\sheight="[^"]*"/, '').replace(/^<svg/, `<svg width="${width}" height="${height}"`);
  return { svg: svg.slice(0, root.index) + open + svg.slice(root.index + root[0].length), width, height };
}

/** Draws the text (already checked by run()) in the site's light or dark theme. */
export function drawDiagram(code: string, dark: boolean): Promise<DrawnDiagram> {
  const job = queue.then(async () => {
    const mermaid = await loadMermaid();
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: dark ? 'dark' : 'default',
      suppressErrorRendering: true,
      // Labels as SVG text, not HTML in a foreignObject: the same drawing in every viewer and in the PNG.
      htmlLabels: false,
      flowchart: { htmlLabels: false },
      // Mermaid 12 lays out flowcharts and state diagrams with ELK by default (460 kB gzip, EPL-2.0); dagre draws
      // them with a tenth of that. A diagram that asks for ELK in its front matter (layout: elk) still gets it.
      layout: 'dagre',
      ...({ state: { layout: 'dagre' } } as object),
    });
    counter += 1;
    const { svg } = await withCspSafeStyles(() => mermaid.render(`diagram-editor-${counter}`, code));
    return sized(svg);
  });
  queue = job.catch(() => undefined);
  return job;
}

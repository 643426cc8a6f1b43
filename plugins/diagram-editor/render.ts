/**
 * Drawing a checked Mermaid text as SVG, in the page (Mermaid lays text out with the DOM's measurements, so it
 * cannot draw in Node or a worker), without breaking the site's Content-Security-Policy (`style-src 'self'`:
 * no inline style). Mermaid writes its theme as a <style> element and sets some styles with
 * setAttribute('style', …); in the page either would be an inline style the policy refuses (and says so in the
 * console). While Mermaid draws, and only then:
 * - setAttribute('style', v) sets the same declarations through the CSSOM (element.style.cssText), which the
 *   policy allows and which serialises to the same attribute;
 * - document.createElement('style') gives an element outside the HTML and SVG namespaces: it serialises as
 *   <style> inside the SVG (where the drawn image applies it) but is never a style sheet of the page.
 * The SVG is then shown as an image (<img> of a blob: URL), never inserted into the page: no script in it runs.
 * Draws run one at a time, so the two replacements never overlap another draw.
 */
import { loadMermaid } from './run.ts';

export interface DrawnDiagram {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

let queue: Promise<unknown> = Promise.resolve();
let counter = 0;

async function withCspSafeStyles<T>(draw: () => Promise<T>): Promise<T> {
  const setAttribute = Element.prototype.setAttribute;
  const createElement = Document.prototype.createElement;
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
    });
    counter += 1;
    const { svg } = await withCspSafeStyles(() => mermaid.render(`diagram-editor-${counter}`, code));
    return sized(svg);
  });
  queue = job.catch(() => undefined);
  return job;
}

import { describe, expect, it } from 'vitest';
import { gzipSync } from 'fflate';
import { isToolError, optionDefaults, toolError, utf8Bytes } from '@sdk/core';
import en from './locales/en.json';
import { manifest, type Options } from './manifest.ts';
import { parseErrorCode, run, svgSize, type SvgResult } from './run.ts';

const DEFAULTS = optionDefaults(manifest.options) as Options;
async function optimise(text: string, options: Partial<Options> = {}): Promise<SvgResult> {
  const result = await run({ text }, { ...DEFAULTS, ...options });
  if (isToolError(result)) throw new Error(`${result.code} ${JSON.stringify(result.params)}`);
  return result;
}
const svg = (body: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attrs} viewBox="0 0 10 10">${body}</svg>`;

describe('options', () => {
  it('removes metadata, or keeps it', async () => {
    const text = svg('<metadata>Licence: CC BY</metadata><rect width="5" height="5"/>');
    expect((await optimise(text)).svg).not.toContain('metadata');
    expect((await optimise(text, { removeMetadata: false })).svg).toContain('<metadata>Licence: CC BY</metadata>');
  });

  it('removes comments but keeps <!--! ones, or keeps them all', async () => {
    const text = svg('<!-- drawn at night --><!--! MIT licence --><rect width="5" height="5"/>');
    const out = (await optimise(text)).svg;
    expect(out).not.toContain('drawn at night');
    expect(out).toContain('<!--! MIT licence');
    expect((await optimise(text, { removeComments: false })).svg).toContain('<!--drawn at night-->');
  });

  it('removes editor data (Inkscape, Sodipodi), or keeps it', async () => {
    const text = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 10 10" inkscape:version="1.3"><sodipodi:namedview pagecolor="#fff"/><rect inkscape:label="box" width="5" height="5"/></svg>`;
    const out = (await optimise(text)).svg;
    expect(out).not.toMatch(/inkscape|sodipodi/);
    const kept = (await optimise(text, { removeEditorData: false })).svg;
    expect(kept).toContain('inkscape:label="box"');
    expect(kept).toContain('sodipodi:namedview');
  });

  it('removes unused IDs and shortens used ones, or leaves them', async () => {
    const text = svg('<defs><linearGradient id="my-long-gradient-name"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient></defs><rect id="unused-rectangle" width="5" height="5" fill="url(#my-long-gradient-name)"/>');
    const out = (await optimise(text)).svg;
    expect(out).not.toContain('unused-rectangle');
    expect(out).not.toContain('my-long-gradient-name');
    expect(out).toMatch(/id="a"/);
    const kept = (await optimise(text, { cleanupIds: false })).svg;
    expect(kept).toContain('my-long-gradient-name');
    expect(kept).toContain('unused-rectangle');
  });

  it('shortens path data, or leaves paths and shapes as they are', async () => {
    const text = svg('<path d="M 1.000 1.000 L 5.000 1.000 L 5.000 5.000 L 1.000 5.000 Z"/><rect x="1" y="1" width="2" height="2"/>');
    expect((await optimise(text)).svg).toContain('<path d="M1 1h4v4H1Z"/><path d="M1 1h2v2H1z"/>');
    const kept = (await optimise(text, { convertPaths: false })).svg;
    expect(kept).toContain('<rect');
    expect(kept).not.toContain('h4v4');
  });

  it('rounds numbers to the chosen precision', async () => {
    const text = svg('<circle cx="3.14159265" cy="2.71828182" r="1.41421356"/>');
    expect((await optimise(text, { precision: 0 })).svg).toContain('<circle cx="3" cy="3" r="1"/>');
    expect((await optimise(text, { precision: 2 })).svg).toContain('<circle cx="3.14" cy="2.72" r="1.41"/>');
    expect((await optimise(text, { precision: 5 })).svg).toContain('<circle cx="3.14159" cy="2.71828" r="1.41421"/>');
  });

  it('keeps the viewBox unless asked', async () => {
    const text = svg('<rect width="5" height="5"/>', ' width="10" height="10"');
    expect((await optimise(text)).svg).toContain('viewBox="0 0 10 10"');
    expect((await optimise(text, { removeViewBox: true })).svg).not.toContain('viewBox');
  });

  it('indents the result when asked', async () => {
    const text = svg('<g><rect width="5" height="5"/><circle r="2"/></g>');
    expect((await optimise(text)).svg).not.toContain('\n');
    expect((await optimise(text, { pretty: true })).svg).toMatch(/^<svg[^\n]*>\n {2}<[a-z]/);
  });

  it('optimises again with several passes, never larger than one pass', async () => {
    const text = svg('<g><g><g transform="translate(1 1)"><path d="M 0 0 L 1.0000 0 L 1.0000 1.0000"/></g></g></g>');
    const once = await optimise(text, { multipass: false });
    const many = await optimise(text, { multipass: true });
    expect(many.bytesAfter).toBeLessThanOrEqual(once.bytesAfter);
  });
});

describe('sizes', () => {
  it('counts UTF-8 bytes and gzipped bytes before and after', async () => {
    const text = svg('<text>Grüße 😀</text><rect width="5.000000" height="5.000000"/>');
    const r = await optimise(text);
    expect(r.bytesBefore).toBe(utf8Bytes(text).length);
    expect(r.bytesAfter).toBe(utf8Bytes(r.svg).length);
    expect(r.gzipBefore).toBe(gzipSync(utf8Bytes(text), { level: 6, mtime: 0 }).length);
    expect(r.gzipAfter).toBe(gzipSync(utf8Bytes(r.svg), { level: 6, mtime: 0 }).length);
    expect(r.bytesAfter).toBeLessThan(r.bytesBefore);
  });

  it('reads the drawing size from width and height, else the viewBox, else 300 × 150', () => {
    expect(svgSize('<svg width="24px" height="32" viewBox="0 0 12 16">')).toEqual({ width: 24, height: 32 });
    expect(svgSize('<svg viewBox="0 0 200 100">')).toEqual({ width: 200, height: 100 });
    expect(svgSize('<svg width="100%" height="100%" viewBox="0,0,40,20">')).toEqual({ width: 40, height: 20 });
    expect(svgSize('<svg width="50" viewBox="0 0 200 100">')).toEqual({ width: 50, height: 25 });
    expect(svgSize("<svg height='30' viewBox='0 0 200 100'>")).toEqual({ width: 60, height: 30 });
    expect(svgSize('<svg>')).toEqual({ width: 300, height: 150 });
    expect(svgSize('<svg width="-5" height="0">')).toEqual({ width: 300, height: 150 });
  });

  it('flags scripts and event handlers, which never run in the preview', async () => {
    expect((await optimise(svg('<rect width="5" height="5"/>'))).scripts).toBe(false);
    expect((await optimise(svg('<script>alert(1)</script><rect width="5" height="5"/>'))).scripts).toBe(true);
    expect((await optimise(svg('<rect onclick="alert(1)" width="5" height="5"/>'))).scripts).toBe(true);
  });
});

describe('bad input', () => {
  it('asks for an SVG when the box is empty', async () => {
    expect(await run({ text: '' }, DEFAULTS)).toEqual(toolError('empty'));
    expect(await run({ text: ' \n\t' }, DEFAULTS)).toEqual(toolError('empty'));
  });

  it('says where and why the SVG is broken', async () => {
    expect(await run({ text: '<svg><g></svg>' }, DEFAULTS)).toEqual(toolError('parse.unexpectedCloseTag', { line: 1, column: 14 }));
    expect(await run({ text: 'hello <svg/>' }, DEFAULTS)).toEqual(toolError('parse.textBeforeRoot', { line: 1, column: 1 }));
    expect(await run({ text: '<svg>\n<rect width="1"\n' }, DEFAULTS)).toMatchObject({ code: 'parse.unclosedRoot' });
    expect(await run({ text: '<svg><rect width></svg>' }, DEFAULTS)).toMatchObject({ code: 'parse.attributeWithoutValue' });
    expect(await run({ text: '<svg><rect 1a="2"/></svg>' }, DEFAULTS)).toEqual(toolError('parse.invalidAttributeName', { line: 1, column: 12 }));
    expect(await run({ text: '<svg><!-- a -- b --></svg>' }, DEFAULTS)).toMatchObject({ code: 'parse.malformedComment' });
    expect(await run({ text: '<svg><rect/><</svg>' }, DEFAULTS)).toMatchObject({ code: 'parse.unencodedLessThan' });
    expect(await run({ text: '<svg></svg>\nx' }, DEFAULTS)).toEqual(toolError('parse.textAfterRoot', { line: 2, column: 1 }));
    expect(await run({ text: '<svg><rect width="1"/ ></svg>' }, DEFAULTS)).toMatchObject({ code: 'parse.invalidTag' });
    expect(await run({ text: '<svg><a:b/></svg>' }, DEFAULTS)).toMatchObject({ code: 'parse.unboundPrefix' });
    expect(await run({ text: '<svg><text>&nope;</text></svg>' }, DEFAULTS)).toMatchObject({ code: 'parse.invalidEntity' });
    expect(await run({ text: '<svg><rect width="1"height="2"/></svg>' }, DEFAULTS)).toMatchObject({ code: 'parse.noSpaceBetweenAttributes' });
  });

  it('has a message for every parse error it can give', () => {
    const codes = ['Unexpected close tag', 'Unclosed root tag', 'Non-whitespace before first tag.', 'Text data outside of root node.', 'Unquoted attribute value', 'Attribute without value', 'No whitespace between attributes', 'Invalid attribute name', 'Unbound namespace prefix: "a"', 'Invalid character entity', 'Parsed entity depth exceeds max entity depth', 'Unencoded <', 'Malformed comment', 'Weird empty close tag.', 'Something new'].map(parseErrorCode);
    for (const code of codes) expect((en.errors.parse as Record<string, string>)[code.slice('parse.'.length)], code).toBeTypeOf('string');
    expect(parseErrorCode('Something new')).toBe('parse.other');
  });

  it('refuses XML that is not an SVG, and text with no element', async () => {
    expect(await run({ text: '<html><body>hi</body></html>' }, DEFAULTS)).toEqual(toolError('notSvg', { element: 'html' }));
    expect(await run({ text: '<?xml version="1.0"?><!-- nothing -->' }, DEFAULTS)).toEqual(toolError('noElement'));
    // A prefixed SVG root is still an SVG.
    const prefixed = await run({ text: '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:rect width="1" height="1"/></s:svg>' }, DEFAULTS);
    expect(isToolError(prefixed)).toBe(false);
  });

  it('optimises a drawing of a megabyte', async () => {
    const body = Array.from({ length: 10_000 }, (_, i) => `<path d="M ${i}.000000 0.000000 L ${i + 10}.000000 10.000000 L ${i}.000000 20.000000 Z" fill="#FF0000"/>`).join('\n');
    const text = svg(body);
    expect(text.length).toBeGreaterThan(900_000);
    const r = await optimise(text, { multipass: false });
    expect(r.bytesAfter).toBeLessThan(r.bytesBefore / 2);
  }, 60_000);
});

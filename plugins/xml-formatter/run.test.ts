import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { isToolError } from '@sdk/core';
import { run, type XmlResult } from './run.ts';
import type { Options } from './manifest.ts';

const FORMAT: Options = { mode: 'format', indent: '2', removeComments: false };

async function ok(text: string, options: Partial<Options> = {}): Promise<XmlResult> {
  const r = await run({ text }, { ...FORMAT, ...options });
  if (isToolError(r)) throw new Error(`error ${JSON.stringify(r)}`);
  return r;
}
const format = async (text: string, options: Partial<Options> = {}) => (await ok(text, options)).text;
const minify = async (text: string, options: Partial<Options> = {}) => (await ok(text, { mode: 'minify', ...options })).text;
const errorOf = async (text: string, options: Partial<Options> = {}) => {
  const r = await run({ text }, { ...FORMAT, ...options });
  if (!isToolError(r)) throw new Error(`expected an error, got ${JSON.stringify(r)}`);
  return r;
};

const RICH = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE doc [
  <!ENTITY co "Toolbench &amp; Co">
]>
<?xml-stylesheet type="text/xsl" href="style.xsl"?>
<doc xmlns="urn:default" xmlns:x="urn:x"><!-- first -->
<x:item x:id="1" note='say "hi"'>&co; &#x20AC; &lt;tag&gt;</x:item>
<data><![CDATA[if (a < b && c > d) { }]]></data><empty></empty><self/>
<p>Text with <b>bold</b> and <i>italic</i>, kept   as   is.</p>
<pre xml:space="preserve">  two
    lines  </pre>
<unicode lang="zh">中文 😀 Zoë</unicode></doc>`;

describe('format', () => {
  it('keeps the declaration, DOCTYPE, processing instructions, comments, CDATA, entities, namespaces, mixed content and preserved space', async () => {
    expect(await format(RICH)).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE doc [
  <!ENTITY co "Toolbench &amp; Co">
]>
<?xml-stylesheet type="text/xsl" href="style.xsl"?>
<doc xmlns="urn:default" xmlns:x="urn:x">
  <!-- first -->
  <x:item x:id="1" note='say "hi"'>&co; &#x20AC; &lt;tag&gt;</x:item>
  <data><![CDATA[if (a < b && c > d) { }]]></data>
  <empty></empty>
  <self/>
  <p>Text with <b>bold</b> and <i>italic</i>, kept   as   is.</p>
  <pre xml:space="preserve">  two
    lines  </pre>
  <unicode lang="zh">中文 😀 Zoë</unicode>
</doc>`);
  });
  it('indents with 4 spaces or tabs', async () => {
    expect(await format('<a><b><c/></b></a>', { indent: '4' })).toBe('<a>\n    <b>\n        <c/>\n    </b>\n</a>');
    expect(await format('<a><b><c/></b></a>', { indent: 'tab' })).toBe('<a>\n\t<b>\n\t\t<c/>\n\t</b>\n</a>');
  });
  it('gives the same text when formatted twice, and formats what it minified back to the same', async () => {
    const once = await format(RICH);
    expect(await format(once)).toBe(once);
    expect(await format(await minify(RICH))).toBe(once);
  });
  it('gives well-formed XML that fast-xml-parser accepts', async () => {
    expect(XMLValidator.validate(await format(RICH))).toBe(true);
    expect(XMLValidator.validate(await minify(RICH))).toBe(true);
  });
  it('counts the elements', async () => {
    expect((await ok(RICH)).elements).toBe(10);
  });
});

describe('minify', () => {
  it('removes white space between tags only, keeping mixed content and preserved space', async () => {
    expect(await minify(RICH)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE doc [\n  <!ENTITY co "Toolbench &amp; Co">\n]><?xml-stylesheet type="text/xsl" href="style.xsl"?><doc xmlns="urn:default" xmlns:x="urn:x"><!-- first --><x:item x:id="1" note=\'say "hi"\'>&co; &#x20AC; &lt;tag&gt;</x:item><data><![CDATA[if (a < b && c > d) { }]]></data><empty></empty><self/><p>Text with <b>bold</b> and <i>italic</i>, kept   as   is.</p><pre xml:space="preserve">  two\n    lines  </pre><unicode lang="zh">中文 😀 Zoë</unicode></doc>',
    );
  });
  it('removes comments when asked, not inside mixed content', async () => {
    expect(await minify('<a>\n <!-- c -->\n <b/>\n</a>', { removeComments: true })).toBe('<a><b/></a>');
    expect(await minify('<a>\n <!-- c -->\n <b/>\n</a>')).toBe('<a><!-- c --><b/></a>');
  });
});

describe('XML ↔ JSON', () => {
  it('writes attributes with @_ and text as #text, keeps CDATA and comments, decodes entities', async () => {
    const json = (await ok('<r a="1"><x:i xmlns:x="urn:x">A &amp; B</x:i><c><![CDATA[<raw>]]></c><!-- note --><e/></r>', { mode: 'xmlToJson' })).text;
    expect(JSON.parse(json)).toEqual({ r: { '@_a': '1', 'x:i': { '#text': 'A & B', '@_xmlns:x': 'urn:x' }, c: { '#cdata': '<raw>' }, '#comment': ' note ', e: '' } });
  });
  it('round-trips XML → JSON → XML for elements, attributes, repeated elements, unicode and escaped text', async () => {
    const xml = '<catalog lang="fr">\n  <book id="1">\n    <title>Les Misérables 😀</title>\n    <tag>a</tag>\n    <tag>b &amp; c</tag>\n  </book>\n  <empty/>\n</catalog>';
    const json = (await ok(xml, { mode: 'xmlToJson' })).text;
    expect((await ok(json, { mode: 'jsonToXml' })).text).toBe(xml);
  });
  it('refuses JSON that is no single root element', async () => {
    expect(await errorOf('[1]', { mode: 'jsonToXml' })).toEqual({ kind: 'tool-error', code: 'jsonNotObject' });
    expect(await errorOf('{"a":1,"b":2}', { mode: 'jsonToXml' })).toEqual({ kind: 'tool-error', code: 'jsonOneRoot', params: { count: 2 } });
    expect(await errorOf('{"a":1,}', { mode: 'jsonToXml' })).toEqual({ kind: 'tool-error', code: 'json.trailingComma', params: { line: 1, column: 7 } });
  });
  it('refuses a key that is no element name instead of failing (the fuzz test found {"":{}})', async () => {
    expect(await errorOf('{"":{}}', { mode: 'jsonToXml' })).toEqual({ kind: 'tool-error', code: 'jsonNotXml' });
  });
});

describe('errors, with line and column', () => {
  it.each([
    ['<a>\n  <b>\n</a>', 'mismatch', { expected: 'b', found: 'a', openLine: '2', openColumn: '3', line: 3, column: 1 }],
    ['<a>', 'unclosed', { name: 'a', line: 1, column: 1 }],
    ['</a>', 'notOpened', { name: 'a', line: 1, column: 1 }],
    ['<a x="1" x="2"/>', 'duplicateAttribute', { name: 'x', line: 1, column: 10 }],
    ['<a x/>', 'attributeValue', { name: 'x', line: 1, column: 4 }],
    ['<a x="1></a>', 'openQuote', { name: 'a' }],
    ['<1a/>', 'badName', { name: '1a' }],
    ['<a>\n <b>&</b></a>', 'unexpectedChar', { char: '&', line: 2, column: 5 }],
    [' <?xml version="1.0"?><a/>', 'declarationNotFirst', {}],
    ['<a/><b/>', 'multipleRoots', { line: 1, column: 5 }],
    ['<a/>\ntext', 'textOutsideRoot', { line: 2, column: 1 }],
    ['<a>\n<b c="<"/></a>', 'ltInAttribute', { line: 2, column: 7 }],
    ['<!-- only a comment -->', 'noRoot', {}],
  ])('reports %j as %s', async (text, code, params) => {
    const e = await errorOf(text);
    expect(e.code).toBe(code);
    expect(e.params).toMatchObject(params);
  });
  it('asks for XML, or JSON, when there is none', async () => {
    expect(await errorOf('  ')).toEqual({ kind: 'tool-error', code: 'emptyXml' });
    expect(await errorOf('', { mode: 'jsonToXml' })).toEqual({ kind: 'tool-error', code: 'emptyJson' });
  });
});

describe('large input', () => {
  it('formats, minifies and converts a 1 MB document within the time limit', async () => {
    const items = Array.from({ length: 8_000 }, (_, i) => `<item id="${i}" type="t${i % 7}"><name>Item ${i} café 😀 &amp; co</name><price>${i / 8}</price><note><![CDATA[<b>${i}</b>]]></note></item>`).join('');
    const xml = `<?xml version="1.0"?><items>${items}</items>`;
    expect(xml.length).toBeGreaterThan(1_000_000);
    const started = Date.now();
    const formatted = await format(xml);
    expect(await minify(formatted)).toBe(xml);
    expect(JSON.parse((await ok(xml, { mode: 'xmlToJson' })).text).items.item).toHaveLength(8_000);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

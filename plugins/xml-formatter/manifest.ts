import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/**
 * Format, minify and check XML, and convert XML ↔ JSON, as four tabs over one text. Checking is
 * fast-xml-parser's validator plus the rules it leaves out; formatting and minifying keep the
 * declaration, DOCTYPE, comments, CDATA, processing instructions, entities and start tags as
 * written. XML ↔ JSON uses fast-xml-parser's convention: attributes as "@_name", text as "#text".
 */
export const manifest = defineTool({
  related: ['json-formatter', 'html-prettify', 'json-yaml-converter', 'json-csv-converter', 'css-minifier-beautifier'],
  produces: { format: 'xml', minify: 'xml', xmlToJson: 'json', jsonToXml: 'xml' },
  fields: { text: { kind: 'text', mono: true } },
  options: {
    mode: { type: 'string', enum: ['format', 'minify', 'xmlToJson', 'jsonToXml'], default: 'format' },
    indent: { type: 'string', enum: ['2', '4', 'tab'], default: '2' },
    removeComments: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs', indent: 'segmented' },
  optionTabs: { indent: ['format', 'xmlToJson', 'jsonToXml'], removeComments: ['minify'] },
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'format',
      input: { text: '<?xml version="1.0" encoding="UTF-8"?><!-- Catalogue --><catalog xmlns:dc="http://purl.org/dc/elements/1.1/"><book id="b1" lang="fr"><dc:title>Les Misérables</dc:title><price currency="EUR">9.90</price><note><![CDATA[Prix < 10 € & livraison offerte]]></note><p>Tome <em>un</em> sur cinq</p><cover/></book></catalog>' },
      options: { mode: 'format', indent: '2' },
      output: {
        text: '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Catalogue -->\n<catalog xmlns:dc="http://purl.org/dc/elements/1.1/">\n  <book id="b1" lang="fr">\n    <dc:title>Les Misérables</dc:title>\n    <price currency="EUR">9.90</price>\n    <note><![CDATA[Prix < 10 € & livraison offerte]]></note>\n    <p>Tome <em>un</em> sur cinq</p>\n    <cover/>\n  </book>\n</catalog>',
        elements: 8,
      },
    },
    {
      name: 'minify',
      input: { text: '<config>\n  <!-- server settings -->\n  <server host="example.com" port="8080"/>\n  <name>Ada &amp; Co</name>\n</config>\n' },
      options: { mode: 'minify', removeComments: true },
      output: { text: '<config><server host="example.com" port="8080"/><name>Ada &amp; Co</name></config>', elements: 3 },
    },
    {
      name: 'xmlToJson',
      input: { text: '<order id="42"><item sku="A1" qty="2">Tea</item><item sku="B7" qty="1">Café</item><paid>true</paid></order>' },
      options: { mode: 'xmlToJson', indent: '2' },
      output: {
        text: '{\n  "order": {\n    "item": [\n      {\n        "#text": "Tea",\n        "@_sku": "A1",\n        "@_qty": "2"\n      },\n      {\n        "#text": "Café",\n        "@_sku": "B7",\n        "@_qty": "1"\n      }\n    ],\n    "paid": "true",\n    "@_id": "42"\n  }\n}',
        elements: 4,
      },
    },
    {
      name: 'jsonToXml',
      input: { text: '{"note":{"@_lang":"en","to":"Ada","body":"Fish & chips <3","tags":{"tag":["a","b"]}}}' },
      options: { mode: 'jsonToXml', indent: '2' },
      output: { text: '<note lang="en">\n  <to>Ada</to>\n  <body>Fish &amp; chips &lt;3</body>\n  <tags>\n    <tag>a</tag>\n    <tag>b</tag>\n  </tags>\n</note>', elements: 6 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

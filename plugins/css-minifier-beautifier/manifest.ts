import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['minify', 'beautify'] as const;

/**
 * CSS in; minified CSS (csso, with the bytes saved) or indented CSS (js-beautify) out. Minify and
 * Beautify are tabs: restructuring and /*! … *\/ comments belong to Minify, the indent to Beautify.
 * Both libraries load on first use, in the worker.
 */
export const manifest = defineTool({
  related: ['html-minifier', 'html-prettify', 'javascript-minifier-beautifier', 'json-formatter', 'sql-formatter', 'xml-formatter'],
  produces: 'css',
  fields: { text: { kind: 'text' } },
  options: {
    mode: { type: 'string', enum: MODES, default: 'minify' },
    restructure: { type: 'boolean', default: true },
    keepImportantComments: { type: 'boolean', default: true },
    indent: { type: 'string', enum: ['2', '4', 'tab'], default: '2' },
  },
  ui: { mode: 'tabs', indent: 'segmented' },
  optionTabs: { restructure: ['minify'], keepImportantComments: ['minify'], indent: ['beautify'] },
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'minify',
      input: { text: '/*! Theme v1.0 | MIT */\n/* Buttons */\n.button {\n  color: #ff0000;\n  margin: 0px 0px 0px 0px;\n  font-weight: bold;\n}\n\n.link {\n  color: #ff0000;\n}\n' },
      options: { mode: 'minify', restructure: true, keepImportantComments: true },
      output: { css: '/*! Theme v1.0 | MIT */\n.button{margin:0;font-weight:700}.button,.link{color:red}', bytesBefore: 145, bytesAfter: 81 },
    },
    {
      name: 'safe',
      input: { text: '/*! Theme v1.0 | MIT */\n.button {\n  color: #ff0000;\n  margin: 0px 0px 0px 0px;\n}\n\n.link {\n  color: #ff0000;\n}\n' },
      options: { mode: 'minify', restructure: false, keepImportantComments: false },
      output: { css: '.button{color:red;margin:0 0 0 0}.link{color:red}', bytesBefore: 110, bytesAfter: 49 },
    },
    {
      name: 'beautify',
      input: { text: '@media (max-width:600px){.card{padding:8px;border:1px solid #ccc}.card h2{font-size:1.2em}}a:hover{color:#0645ad}' },
      options: { mode: 'beautify', indent: '4' },
      output: { beautified: '@media (max-width:600px) {\n    .card {\n        padding: 8px;\n        border: 1px solid #ccc\n    }\n\n    .card h2 {\n        font-size: 1.2em\n    }\n}\n\na:hover {\n    color: #0645ad\n}' },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

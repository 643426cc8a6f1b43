import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const MODES = ['minify', 'beautify'] as const;
export const ECMA_VERSIONS = ['5', '2015', '2020'] as const;

/**
 * JavaScript in; minified JavaScript (terser, with the bytes saved) or indented JavaScript (js-beautify)
 * out. Minify and Beautify are tabs: terser's options belong to Minify, the indent to Beautify. Both
 * libraries load on first use, in the worker: terser never reaches the page itself.
 */
export const manifest = defineTool({
  related: ['css-minifier-beautifier', 'html-minifier', 'html-prettify', 'json-formatter', 'regex-tester', 'json-to-typescript'],
  produces: 'javascript',
  fields: { text: { kind: 'text' } },
  options: {
    mode: { type: 'string', enum: MODES, default: 'minify' },
    mangle: { type: 'boolean', default: true },
    compress: { type: 'boolean', default: true },
    keepFnames: { type: 'boolean', default: false },
    dropConsole: { type: 'boolean', default: false },
    module: { type: 'boolean', default: false },
    ecma: { type: 'string', enum: ECMA_VERSIONS, default: '2020' },
    indent: { type: 'string', enum: ['2', '4', 'tab'], default: '2' },
  },
  ui: { mode: 'tabs', ecma: 'select', indent: 'segmented' },
  optionTabs: {
    mangle: ['minify'],
    compress: ['minify'],
    keepFnames: ['minify'],
    dropConsole: ['minify'],
    module: ['minify'],
    ecma: ['minify'],
    indent: ['beautify'],
  },
  downloads: ['txt'],
  worker: true,
  // terser compresses a megabyte of code in about 15 s on a slow machine: a larger bundle gets time to finish.
  timeLimitSeconds: 120,
  examples: [
    {
      name: 'minify',
      input: { text: 'function greet(name) {\n  const message = "Hello, " + name + "!";\n  console.log(message);\n  return message;\n}\n\ngreet("world");\n' },
      options: { mode: 'minify', mangle: true, compress: true, keepFnames: false, dropConsole: false, module: false, ecma: '2020' },
      output: { code: 'function greet(e){const o="Hello, "+e+"!";return console.log(o),o}greet("world");', bytesBefore: 126, bytesAfter: 81 },
    },
    {
      name: 'dropConsole',
      input: { text: '/*! Counter v1.0 | MIT */\nfunction createCounter(start) {\n  let count = start;\n  console.debug("created", start);\n  return function increment() {\n    count += 1;\n    return count;\n  };\n}\n' },
      options: { mode: 'minify', mangle: true, compress: true, keepFnames: true, dropConsole: true, module: false, ecma: '2020' },
      output: { code: '/*! Counter v1.0 | MIT */\nfunction createCounter(n){let e=n;return function increment(){return e+=1,e}}', bytesBefore: 187, bytesAfter: 103 },
    },
    {
      name: 'module',
      input: { text: 'import { sum } from "./math.js";\n\nconst values = [1, 2, 3];\nexport const total = sum(values);\n' },
      options: { mode: 'minify', mangle: true, compress: true, keepFnames: false, dropConsole: false, module: true, ecma: '2020' },
      output: { code: 'import{sum as t}from"./math.js";export const total=t([1,2,3]);', bytesBefore: 94, bytesAfter: 62 },
    },
    {
      name: 'beautify',
      input: { text: 'const total=items.filter(i=>i.active).map(i=>i.price*i.qty).reduce((a,b)=>a+b,0);if(total>100){console.log("Free shipping")}else{console.log("Shipping: "+(100-total))}' },
      options: { mode: 'beautify', indent: '4' },
      output:
        'const total = items.filter(i => i.active).map(i => i.price * i.qty).reduce((a, b) => a + b, 0);\nif (total > 100) {\n    console.log("Free shipping")\n} else {\n    console.log("Shipping: " + (100 - total))\n}',
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

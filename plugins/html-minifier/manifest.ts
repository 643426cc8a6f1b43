import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['html-prettify', 'css-minifier-beautifier', 'javascript-minifier-beautifier', 'json-formatter', 'sql-formatter', 'html-entities'],
  produces: 'html',
  fields: { text: { kind: 'text' } },
  options: {
    removeComments: { type: 'boolean', default: true },
    removeWhitespaceBetweenTags: { type: 'boolean', default: true },
    collapseWhitespace: { type: 'boolean', default: true },
    collapseBooleanAttributes: { type: 'boolean', default: true },
    removeOptionalTags: { type: 'boolean', default: false },
    removeEmptyAttributes: { type: 'boolean', default: true },
    minifyCSS: { type: 'boolean', default: true },
    minifyJS: { type: 'boolean', default: true },
  },
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'page',
      input: {
        text: '<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <!-- Page title -->\n    <title>My page</title>\n    <style>\n      body { margin: 0; color: #ff0000; }\n    </style>\n  </head>\n  <body>\n    <h1>Hello,   world!</h1>\n    <p class="">Café ☕ and <b>bold</b> <i>text</i>.</p>\n  </body>\n</html>\n',
      },
      output: {
        html: '<!DOCTYPE html><html lang="en"><head><title>My page</title><style>body{margin:0;color:red}</style></head><body><h1>Hello, world!</h1><p>Café ☕ and <b>bold</b> <i>text</i>.</p></body></html>',
        bytesBefore: 285,
        bytesAfter: 192,
      },
    },
    {
      name: 'form',
      input: {
        text: '<form>\n  <input type="checkbox" checked="checked" disabled="disabled">\n  <select>\n    <option selected="selected">One</option>\n    <option>Two</option>\n  </select>\n  <button id="" onclick="  alert( \'Hi\' );  ">Go</button>\n</form>',
      },
      options: { removeOptionalTags: true },
      output: {
        html: '<form><input type="checkbox" checked disabled> <select><option selected>One<option>Two</select> <button onclick=\'alert("Hi")\'>Go</button></form>',
        bytesBefore: 228,
        bytesAfter: 144,
      },
    },
    {
      name: 'script',
      input: { text: '<script>\n  function greet(name) {\n    const message = "Hello, " + name;\n    console.log(message);\n  }\n  greet("world");\n</script>' },
      output: { html: '<script>function greet(o){const e="Hello, "+o;console.log(e)}greet("world")</script>', bytesBefore: 129, bytesAfter: 84 },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['html-minifier', 'css-minifier-beautifier', 'javascript-minifier-beautifier', 'xml-formatter', 'html-to-markdown', 'json-formatter'],
  produces: 'html',
  fields: { text: { kind: 'text' } },
  options: {
    indent: { type: 'string', enum: ['2', '4', '8', 'tab'], default: '2' },
    preserveNewlines: { type: 'boolean', default: true },
    endWithNewline: { type: 'boolean', default: false },
  },
  ui: { indent: 'segmented' },
  downloads: ['txt'],
  worker: true,
  examples: [
    {
      name: 'page',
      input: { text: '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Café ☕</title></head><body><h1>Hello</h1><p>Welcome to <b>our</b> site.</p><ul><li>One</li><li>Two</li></ul></body></html>' },
      options: { indent: '2' },
      output:
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n  <title>Café ☕</title>\n</head>\n<body>\n  <h1>Hello</h1>\n  <p>Welcome to <b>our</b> site.</p>\n  <ul>\n    <li>One</li>\n    <li>Two</li>\n  </ul>\n</body>\n</html>',
    },
    {
      name: 'blankLines',
      input: { text: '<div class="card">\n<h2>Title</h2>\n\n\n\n<p>After the blank lines</p>\n</div>' },
      options: { indent: '4', preserveNewlines: true },
      output: '<div class="card">\n    <h2>Title</h2>\n\n\n    <p>After the blank lines</p>\n</div>',
    },
    {
      name: 'styleScript',
      input: { text: '<style>.note{color:#333;margin:0 auto}</style><script>function hello(name){return "Hello, "+name}</script><p class="note">Hi</p>' },
      options: { indent: 'tab', preserveNewlines: false, endWithNewline: true },
      output: '<style>\n\t.note {\n\t\tcolor: #333;\n\t\tmargin: 0 auto\n\t}\n</style>\n<script>\n\tfunction hello(name) {\n\t\treturn "Hello, " + name\n\t}\n</script>\n<p class="note">Hi</p>\n',
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

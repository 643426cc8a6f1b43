import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

export const manifest = defineTool({
  related: ['html-prettify', 'html-minifier', 'text-cleaner', 'markdown-to-html'],
  produces: 'markdown',
  fields: { html: { kind: 'text', mono: true, copy: true } },
  options: {
    headingStyle: { type: 'string', enum: ['atx', 'setext'], default: 'atx' },
    bulletListMarker: { type: 'string', enum: ['-', '*', '+'], default: '-' },
    codeBlockStyle: { type: 'string', enum: ['fenced', 'indented'], default: 'fenced' },
    fence: { type: 'string', enum: ['```', '~~~'], default: '```' },
    emDelimiter: { type: 'string', enum: ['_', '*'], default: '_' },
    strongDelimiter: { type: 'string', enum: ['**', '__'], default: '**' },
    linkStyle: { type: 'string', enum: ['inlined', 'referenced'], default: 'inlined' },
  },
  ui: { headingStyle: 'select', bulletListMarker: 'segmented', codeBlockStyle: 'select', fence: 'segmented', emDelimiter: 'segmented', strongDelimiter: 'segmented', linkStyle: 'select' },
  downloads: ['txt'],
  // A saved web page can be megabytes: parsed and converted off the page.
  worker: true,
  examples: [
    {
      name: "article",
      input: {
        html: "<h1>Release notes</h1>\n<p><img src=\"https://example.com/logo.png\" alt=\"Logo\"></p>\n<p>Version <strong>2.0</strong> is <em>faster</em>. Read the <a href=\"https://example.com/guide\">guide</a>.</p>\n<script>trackVisitor()</script>\n<ul>\n  <li>New editor</li>\n  <li>Dark mode\n    <ol><li>Automatic</li><li>Manual</li></ol>\n  </li>\n</ul>"
      },
      options: {},
      output: "# Release notes\n\n![Logo](https://example.com/logo.png)\n\nVersion **2.0** is _faster_. Read the [guide](https://example.com/guide).\n\n- New editor\n- Dark mode\n  1. Automatic\n  2. Manual"
    },
    {
      name: "gfm",
      input: {
        html: "<table>\n  <thead><tr><th>Tool</th><th>Price</th></tr></thead>\n  <tbody>\n    <tr><td>Editor</td><td>Free</td></tr>\n    <tr><td>Pipe | filter</td><td><del>$10</del> $0</td></tr>\n  </tbody>\n</table>\n<ul>\n  <li><input type=\"checkbox\" checked> Write tests</li>\n  <li><input type=\"checkbox\"> Ship it</li>\n</ul>"
      },
      options: {},
      output: "| Tool | Price |\n| --- | --- |\n| Editor | Free |\n| Pipe \\| filter | ~~$10~~ $0 |\n\n- [x] Write tests\n- [ ] Ship it"
    },
    {
      name: "styles",
      input: {
        html: "<style>h2 { color: red }</style>\n<h2>Install</h2>\n<p>Run this, then see <a href=\"https://example.com/docs\">the docs</a>:</p>\n<pre><code class=\"language-sh\">npm install\nnpm start</code></pre>\n<ul><li>Fast</li><li>Private</li></ul>"
      },
      options: {
        headingStyle: "setext",
        bulletListMarker: "*",
        codeBlockStyle: "indented",
        linkStyle: "referenced",
        emDelimiter: "*"
      },
      output: "Install\n-------\n\nRun this, then see [the docs][1]:\n\n    npm install\n    npm start\n\n* Fast\n* Private\n\n[1]: https://example.com/docs"
    }
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

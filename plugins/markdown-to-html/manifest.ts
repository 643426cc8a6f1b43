import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';

/** The options every example states (an example button changes only the options it names). */
const PLAIN = { allowHtml: true, headingIds: false, linkify: false, breaks: false } as const;

export const manifest = defineTool({
  related: ['html-prettify', 'html-minifier', 'word-counter', 'string-escaper', 'html-to-markdown'],
  produces: 'html',
  fields: { markdown: { kind: 'text', mono: true, rows: 12 } },
  options: {
    allowHtml: { type: 'boolean', default: true },
    headingIds: { type: 'boolean', default: false },
    linkify: { type: 'boolean', default: false },
    breaks: { type: 'boolean', default: false },
  },
  // No TXT download: Output.tsx offers the HTML as a whole .html page; Copy gives the fragment.
  downloads: [],
  worker: true,
  examples: [
    {
      name: 'readme',
      input: { markdown: '# My project\n\nA *small* tool with **bold** ideas and `code`.\n\n## Install\n\n```sh\nnpm install my-project\n```\n' },
      options: { ...PLAIN, headingIds: true },
      output: {
        html: '<h1 id="my-project">My project</h1>\n<p>A <em>small</em> tool with <strong>bold</strong> ideas and <code>code</code>.</p>\n<h2 id="install">Install</h2>\n<pre><code class="language-sh">npm install my-project\n</code></pre>\n',
        title: 'My project',
      },
    },
    {
      name: 'tableTasks',
      input: { markdown: '| Tool | Done |\n|:-----|:----:|\n| Parser | ~~no~~ yes |\n\n- [x] Write tests\n- [ ] Ship it\n' },
      options: { ...PLAIN },
      output: {
        html: '<table>\n<thead>\n<tr>\n<th align="left">Tool</th>\n<th align="center">Done</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="left">Parser</td>\n<td align="center"><s>no</s> yes</td>\n</tr>\n</tbody>\n</table>\n<ul class="contains-task-list">\n<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled checked> Write tests</li>\n<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled> Ship it</li>\n</ul>\n',
        title: '',
      },
    },
    {
      name: 'escapeHtml',
      input: { markdown: 'Visit https://example.com\nor <b>click</b> here.' },
      options: { ...PLAIN, allowHtml: false, linkify: true, breaks: true },
      output: {
        html: '<p>Visit <a href="https://example.com">https://example.com</a><br>\nor &lt;b&gt;click&lt;/b&gt; here.</p>\n',
        title: '',
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import type { Options } from './manifest.ts';
import { run, slugger, type MarkdownResult } from './run.ts';

const BASE: Options = { allowHtml: true, headingIds: false, linkify: false, breaks: false };

async function html(markdown: string, options: Partial<Options> = {}): Promise<string> {
  const r = await run({ markdown }, { ...BASE, ...options });
  if (isToolError(r)) throw new Error(r.code);
  return (r as MarkdownResult).html;
}

describe('markdown to html', () => {
  it('follows the CommonMark specification (examples from spec.commonmark.org 0.31.2)', async () => {
    // Example 1 (tabs), 42 (thematic breaks), 62 (ATX headings), 81 (setext), 119 (fenced code), 307 (lists), 483 (links), 596 (autolinks).
    expect(await html('\tfoo\tbaz\t\tbim')).toBe('<pre><code>foo\tbaz\t\tbim\n</code></pre>\n');
    expect(await html('***\n---\n___')).toBe('<hr>\n<hr>\n<hr>\n');
    expect(await html('# foo\n## foo\n### foo\n#### foo\n##### foo\n###### foo')).toBe('<h1>foo</h1>\n<h2>foo</h2>\n<h3>foo</h3>\n<h4>foo</h4>\n<h5>foo</h5>\n<h6>foo</h6>\n');
    expect(await html('Foo *bar*\n=========\n\nFoo *bar*\n---------')).toBe('<h1>Foo <em>bar</em></h1>\n<h2>Foo <em>bar</em></h2>\n');
    expect(await html('```\n<\n >\n```')).toBe('<pre><code>&lt;\n &gt;\n</code></pre>\n');
    expect(await html('- foo\n- bar\n+ baz')).toBe('<ul>\n<li>foo</li>\n<li>bar</li>\n</ul>\n<ul>\n<li>baz</li>\n</ul>\n');
    expect(await html('[link](/uri "title")')).toBe('<p><a href="/uri" title="title">link</a></p>\n');
    expect(await html('<http://foo.bar.baz>')).toBe('<p><a href="http://foo.bar.baz">http://foo.bar.baz</a></p>\n');
    expect(await html('*foo**bar**baz*')).toBe('<p><em>foo<strong>bar</strong>baz</em></p>\n');
  });

  it('draws GitHub tables with alignment, and strikethrough', async () => {
    expect(await html('| a | b |\n|--:|---|\n| 1 | 2 |')).toBe('<table>\n<thead>\n<tr>\n<th align="right">a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="right">1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>\n');
    expect(await html('~~gone~~')).toBe('<p><s>gone</s></p>\n');
  });

  it('makes task lists as GitHub does, nested and ordered too, and leaves other brackets alone', async () => {
    expect(await html('1. [X] done\n   - [ ] sub\n   - plain')).toBe(
      '<ol class="contains-task-list">\n<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled checked> done\n<ul class="contains-task-list">\n<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled> sub</li>\n<li>plain</li>\n</ul>\n</li>\n</ol>\n',
    );
    expect(await html('- [link](x)\n- [y] no\n- [ ]')).toBe('<ul>\n<li><a href="x">link</a></li>\n<li>[y] no</li>\n<li>[ ]</li>\n</ul>\n');
    expect(await html('[ ] not in a list')).toBe('<p>[ ] not in a list</p>\n');
  });

  it('keeps raw HTML or shows it as text, and never lets a javascript: link through', async () => {
    expect(await html('<div onclick="x()">hi</div>')).toBe('<div onclick="x()">hi</div>');
    expect(await html('<div onclick="x()">hi</div>', { allowHtml: false })).toBe('<p>&lt;div onclick=&quot;x()&quot;&gt;hi&lt;/div&gt;</p>\n');
    expect(await html('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>\n');
  });

  it('links bare URLs and keeps single line breaks when asked', async () => {
    expect(await html('see example.com/a and https://x.org')).toBe('<p>see example.com/a and https://x.org</p>\n');
    expect(await html('see https://x.org', { linkify: true })).toBe('<p>see <a href="https://x.org">https://x.org</a></p>\n');
    expect(await html('a\nb', { breaks: true })).toBe('<p>a<br>\nb</p>\n');
  });

  it('gives headings GitHub’s ids and keeps the first heading as the title', async () => {
    const r = await run({ markdown: 'Intro\n\n# Hello `code` *World*\n## Hello code World\n## Café & Crème!\n## 😄 emoji' }, { ...BASE, headingIds: true });
    expect(r).toEqual({
      html: '<p>Intro</p>\n<h1 id="hello-code-world">Hello <code>code</code> <em>World</em></h1>\n<h2 id="hello-code-world-1">Hello code World</h2>\n<h2 id="café--crème">Café &amp; Crème!</h2>\n<h2 id="-emoji">😄 emoji</h2>\n',
      title: 'Hello code World',
    });
    expect(await html('# A', { headingIds: false })).toBe('<h1>A</h1>\n');
  });

  it('makes ids as github-slugger does (its published test cases)', () => {
    const slug = slugger();
    expect(['foo', 'foo', 'foo-1', 'foo', 'Foo Bar', 'Привет non-latin 你好', 'foo_bar', 'Hello? World!', ''].map(slug)).toEqual([
      'foo',
      'foo-1',
      'foo-1-1',
      'foo-2',
      'foo-bar',
      'привет-non-latin-你好',
      'foo_bar',
      'hello-world',
      '',
    ]);
  });

  it('converts a large document quickly', async () => {
    const doc = '# Title\n\nSome *text* with a [link](https://example.com) and `code`.\n\n- [x] item\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n'.repeat(5_000);
    const started = performance.now();
    const out = await html(doc, { headingIds: true });
    expect(out.match(/<h1 id="title-4999">/g)).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

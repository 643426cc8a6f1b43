import { describe, expect, it } from 'vitest';
import { manifest, type Options } from './manifest.ts';
import { run } from './run.ts';

const DEFAULTS = Object.fromEntries(Object.entries(manifest.options.properties).map(([k, p]) => [k, p.default])) as Options;
const md = (html: string, options: Partial<Options> = {}) => run({ html }, { ...DEFAULTS, ...options });

describe('html-to-markdown', () => {
  it('drops scripts, styles, frames and the head with everything inside them', async () => {
    const html = '<html><head><title>T</title><style>p{}</style></head><body><script>alert(1)</script><noscript>JS off</noscript><iframe src="x"></iframe><p>Hi</p></body></html>';
    expect(await md(html)).toBe('Hi');
  });
  it('writes lists with one space after the marker, nested lists under their item, and an ordered list’s start', async () => {
    expect(await md('<ol start="3"><li>c</li><li>d<ul><li>e</li></ul></li></ol>')).toBe('3. c\n4. d\n   - e');
    expect(await md('<ul><li>a</li></ul>', { bulletListMarker: '+' })).toBe('+ a');
  });
  it('writes GitHub tables with | escaped, task lists and strikethrough', async () => {
    expect(await md('<table><tr><th>a|b</th></tr><tr><td><s>x</s></td></tr></table>')).toBe('| a\\|b |\n| --- |\n| ~~x~~ |');
    expect(await md('<ul><li><input type="checkbox"> todo</li></ul>')).toBe('- [ ] todo');
  });
  it('keeps the language of a code block and uses the chosen fence', async () => {
    const html = '<pre><code class="language-py">print(1)</code></pre>';
    expect(await md(html)).toBe('```py\nprint(1)\n```');
    expect(await md(html, { fence: '~~~' })).toBe('~~~py\nprint(1)\n~~~');
    expect(await md(html, { codeBlockStyle: 'indented' })).toBe('    print(1)');
  });
  it('escapes text that would read as Markdown', async () => {
    expect(await md('<p>1. not a list *not bold*</p>')).toBe('1\\. not a list \\*not bold\\*');
  });
  it('writes headings, emphasis and links in the chosen styles', async () => {
    const html = '<h1>T</h1><p><em>i</em> <strong>b</strong> <a href="https://example.com">l</a></p>';
    expect(await md(html)).toBe('# T\n\n_i_ **b** [l](https://example.com)');
    expect(await md(html, { headingStyle: 'setext', emDelimiter: '*', strongDelimiter: '__', linkStyle: 'referenced' })).toBe('T\n=\n\n*i* __b__ [l][1]\n\n[1]: https://example.com');
  });
  it('says so for empty input and for HTML with no text', async () => {
    expect(await md('   ')).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'html' } });
    expect(await md('<script>x()</script><style>a{}</style><div></div>')).toEqual({ kind: 'tool-error', code: 'noContent', params: { field: 'html' } });
  });
  it('says so when a tag name holds a character no element may have', async () => {
    expect(await md('<p>a</p><b"c>t</b"c>')).toEqual({ kind: 'tool-error', code: 'badTagName', params: { field: 'html' } });
  });
  it('reads broken HTML as a browser does, without crashing', async () => {
    expect(await md('<p>open <b>bold <i>both</p> after')).toBe('open **bold _both_**\n\n**_after_**');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isToolError } from '@sdk/core';
import { run as minify, type MinifyResult } from '../html-minifier/run.ts';
import type { Options as MinifyOptions } from '../html-minifier/manifest.ts';
import type { Options } from './manifest.ts';
import { run } from './run.ts';

const defaults: Options = { indent: '2', preserveNewlines: true, endWithNewline: false };
const pretty = (input: string, options: Partial<Options> = {}): string => {
  const result = run({ text: input }, { ...defaults, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result;
};

describe('html-prettify run', () => {
  const nested = '<div><ul><li>One</li><li>Two</li></ul></div>';

  it('indents with 2, 4 or 8 spaces or tabs', () => {
    expect(pretty(nested)).toBe('<div>\n  <ul>\n    <li>One</li>\n    <li>Two</li>\n  </ul>\n</div>');
    expect(pretty(nested, { indent: '4' })).toBe('<div>\n    <ul>\n        <li>One</li>\n        <li>Two</li>\n    </ul>\n</div>');
    expect(pretty(nested, { indent: '8' })).toBe(`<div>\n${' '.repeat(8)}<ul>\n${' '.repeat(16)}<li>One</li>\n${' '.repeat(16)}<li>Two</li>\n${' '.repeat(8)}</ul>\n</div>`);
    expect(pretty(nested, { indent: 'tab' })).toBe('<div>\n\t<ul>\n\t\t<li>One</li>\n\t\t<li>Two</li>\n\t</ul>\n</div>');
  });

  it('keeps up to two blank lines with preserve newlines, none without', () => {
    const input = '<p>a</p>\n\n<p>b</p>\n\n\n\n\n<p>c</p>';
    expect(pretty(input)).toBe('<p>a</p>\n\n<p>b</p>\n\n\n<p>c</p>');
    expect(pretty(input, { preserveNewlines: false })).toBe('<p>a</p>\n<p>b</p>\n<p>c</p>');
  });

  it('ends with a newline only when asked, also after <style> and <script>', () => {
    expect(pretty('<p>a</p>', { endWithNewline: true })).toBe('<p>a</p>\n');
    expect(pretty('<p>a</p>')).toBe('<p>a</p>');
    expect(pretty('<style>a{color:red}</style>', { endWithNewline: true })).toBe('<style>\n  a {\n    color: red\n  }\n</style>\n');
  });

  it('keeps inline elements in their line and never wraps', () => {
    const long = `<p>${'word '.repeat(100)}<b>bold</b> <a href="/x">link</a></p>`;
    expect(pretty(long)).toBe(long);
  });

  it('keeps Unicode text as it is', () => {
    const text = 'Café 👍🏽 e\u0301 漢字 العربية \uD800';
    expect(pretty(`<div><p>${text}</p></div>`)).toBe(`<div>\n  <p>${text}</p>\n</div>`);
  });

  it('asks for HTML when the input is empty or blank', () => {
    expect(run({ text: '' }, defaults)).toEqual({ kind: 'tool-error', code: 'empty' });
    expect(run({ text: '  \n ' }, defaults)).toEqual({ kind: 'tool-error', code: 'empty' });
  });

  // Small documents of nested block and inline elements with text.
  const text = fc.stringMatching(/^[a-zA-Z0-9 é😀]{0,12}$/);
  const block = fc.constantFrom('div', 'p', 'ul', 'li', 'section', 'table', 'tr', 'td');
  const inline = fc.constantFrom('b', 'i', 'span', 'a');
  const { node } = fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      fc.tuple(inline, text).map(([t, s]) => `<${t}>${s}</${t}>`),
      fc.tuple(block, fc.array(tie('node'), { maxLength: 4 }), fc.constantFrom('', '\n', '\n\n', '  ')).map(([t, kids, ws]) => `<${t}>${ws}${kids.join(ws)}</${t}>`),
    ),
  }));
  const optionsArb = fc.record({ indent: fc.constantFrom('2', '4', '8', 'tab'), preserveNewlines: fc.boolean(), endWithNewline: fc.boolean() }) as fc.Arbitrary<Options>;

  it('formats its own output to the same text (idempotent)', () => {
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 4 }), optionsArb, (nodes, options) => {
        const input = nodes.join('\n');
        fc.pre(/\S/.test(input));
        const once = pretty(input, options);
        expect(pretty(once, options)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('minifies the prettified HTML to the same text as the original', async () => {
    const minifyOptions: MinifyOptions = {
      removeComments: true,
      removeWhitespaceBetweenTags: true,
      collapseWhitespace: true,
      collapseBooleanAttributes: true,
      removeOptionalTags: false,
      removeEmptyAttributes: true,
      minifyCSS: true,
      minifyJS: true,
    };
    const min = async (html: string) => ((await minify({ text: html }, minifyOptions)) as MinifyResult).html;
    await fc.assert(
      fc.asyncProperty(fc.array(node, { minLength: 1, maxLength: 4 }), async (nodes) => {
        const input = nodes.join('\n');
        fc.pre(/\S/.test(input));
        const prettified = pretty(input);
        expect(await min(prettified)).toBe(await min(await min(prettified)));
        expect(await min(prettified)).toBe(await min(pretty(prettified)));
      }),
      { numRuns: 150 },
    );
  });
});

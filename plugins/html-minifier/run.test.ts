import { describe, expect, it } from 'vitest';
import { isToolError } from '@sdk/core';
import { manifest, type Options } from './manifest.ts';
import { longestInlineRun, MAX_INLINE_RUN, minifierOptions, run, type MinifyResult } from './run.ts';

const defaults = Object.fromEntries(Object.entries(manifest.options.properties).map(([key, prop]) => [key, prop.default])) as Options;
const none: Options = {
  removeComments: false,
  removeWhitespaceBetweenTags: false,
  collapseWhitespace: false,
  collapseBooleanAttributes: false,
  removeOptionalTags: false,
  removeEmptyAttributes: false,
  minifyCSS: false,
  minifyJS: false,
};

async function html(input: string, options: Partial<Options> = {}): Promise<string> {
  const result = await run({ text: input }, { ...none, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code}`);
  return result.html;
}

describe('html-minifier run', () => {
  it('has the defaults the page shows', () => {
    expect(defaults).toEqual({ ...none, removeComments: true, removeWhitespaceBetweenTags: true, collapseWhitespace: true, collapseBooleanAttributes: true, removeEmptyAttributes: true, minifyCSS: true, minifyJS: true });
  });

  it('with every option off, changes nothing', async () => {
    const input = '<div>\n  <!-- c -->\n  <p class="">a   b</p>\n</div>';
    expect(await html(input)).toBe(input);
  });

  it('removes comments', async () => {
    expect(await html('<p>a</p><!-- note --><p>b</p>', { removeComments: true })).toBe('<p>a</p><p>b</p>');
    expect(await html('<p>a</p><!-- note --><p>b</p>')).toBe('<p>a</p><!-- note --><p>b</p>');
  });

  it('collapses whitespace to one space, and removes it between tags only with that option', async () => {
    const input = '<ul>\n  <li>One   two</li>\n  <li>Three</li>\n</ul>';
    expect(await html(input, { collapseWhitespace: true })).toBe('<ul> <li>One two</li> <li>Three</li> </ul>');
    expect(await html(input, { collapseWhitespace: true, removeWhitespaceBetweenTags: true })).toBe('<ul><li>One two</li><li>Three</li></ul>');
    // Removing whitespace between tags collapses whitespace too (the library does both or neither).
    expect(await html(input, { removeWhitespaceBetweenTags: true })).toBe('<ul><li>One two</li><li>Three</li></ul>');
    // A space between two inline elements shows on the page: it stays.
    expect(await html('<p><b>a</b>   <i>b</i></p>', { collapseWhitespace: true, removeWhitespaceBetweenTags: true })).toBe('<p><b>a</b> <i>b</i></p>');
  });

  it('keeps <pre> and <textarea> as they are', async () => {
    const input = '<pre>  a\n   b  </pre><textarea>  x\n y </textarea>';
    expect(await html(input, { ...defaults })).toBe(input);
  });

  it('maps each option to the library option', () => {
    expect(minifierOptions(defaults)).toEqual({
      removeComments: true,
      collapseWhitespace: true,
      conservativeCollapse: false,
      collapseBooleanAttributes: true,
      removeOptionalTags: false,
      removeEmptyAttributes: true,
      minifyCSS: true,
      minifyJS: true,
    });
    expect(minifierOptions({ ...none, collapseWhitespace: true })).toMatchObject({ collapseWhitespace: true, conservativeCollapse: true });
    expect(minifierOptions(none)).toMatchObject({ collapseWhitespace: false, conservativeCollapse: false });
  });

  it('collapses boolean attributes', async () => {
    expect(await html('<input checked="checked" disabled="">', { collapseBooleanAttributes: true })).toBe('<input checked disabled>');
    expect(await html('<input checked="checked">')).toBe('<input checked="checked">');
  });

  it('removes optional tags', async () => {
    expect(await html('<html><head><title>T</title></head><body><p>a</p><p>b</p></body></html>', { removeOptionalTags: true })).toBe('<title>T</title><p>a<p>b');
  });

  it('removes empty attributes', async () => {
    expect(await html('<p class="" id="" style="">a</p>', { removeEmptyAttributes: true })).toBe('<p>a</p>');
    expect(await html('<p class="">a</p>')).toBe('<p class="">a</p>');
  });

  it('minifies inline CSS', async () => {
    expect(await html('<style>\n  body { color: #ff0000; margin: 0px; }\n</style><p style="color : red ;">a</p>', { minifyCSS: true })).toBe(
      '<style>body{color:red;margin:0}</style><p style="color:red">a</p>',
    );
  });

  it('minifies inline JavaScript, and keeps a script it cannot parse', async () => {
    expect(await html('<script>\n  const answer = 40 + 2;\n  console.log( answer );\n</script>', { minifyJS: true })).toBe('<script>const answer=42;console.log(42)</script>');
    expect(await html('<button onclick="  alert( 1 ) ; ">x</button>', { minifyJS: true })).toBe('<button onclick="alert(1)">x</button>');
    expect(await html('<script>var = ;</script>', { minifyJS: true })).toBe('<script>var = ;</script>');
  });

  it('counts sizes in UTF-8 bytes', async () => {
    const result = (await run({ text: '<p>  Café ☕ 👍🏽 漢字 العربية e\u0301  </p>' }, defaults)) as MinifyResult;
    expect(result.html).toBe('<p>Café ☕ 👍🏽 漢字 العربية e\u0301</p>');
    expect(result.bytesBefore).toBe(new TextEncoder().encode('<p>  Café ☕ 👍🏽 漢字 العربية e\u0301  </p>').length);
    expect(result.bytesAfter).toBe(new TextEncoder().encode(result.html).length);
    expect(result.bytesBefore - result.bytesAfter).toBe(4);
  });

  it('survives a lone surrogate', async () => {
    const result = await run({ text: '<p>a \uD800 b</p>' }, defaults);
    expect(isToolError(result)).toBe(false);
  });

  it('asks for HTML when the input is empty or blank', async () => {
    expect(await run({ text: '' }, defaults)).toEqual({ kind: 'tool-error', code: 'empty' });
    expect(await run({ text: ' \n\t ' }, defaults)).toEqual({ kind: 'tool-error', code: 'empty' });
  });

  it("reports the library's parse error with its reason", async () => {
    expect(await run({ text: '<div <p>' }, defaults)).toEqual({ kind: 'tool-error', code: 'minifyError', params: { reason: 'Parse Error: <div <p>' } });
    const long = await run({ text: `<div ${'x'.repeat(1000)}` }, defaults);
    expect(isToolError(long) && String(long.params?.reason).length).toBe(201);
  });

  it('refuses a run of inline text too long for whitespace collapsing, and minifies it with collapsing off', async () => {
    const run1 = '<b>tag</b> text '.repeat(20_000);
    expect(longestInlineRun(run1)).toBe(run1.length);
    expect(longestInlineRun(`<p>${'a'.repeat(10)}</p><div>${'b'.repeat(20)}`)).toBe(25);
    expect(await run({ text: run1 }, defaults)).toEqual({ kind: 'tool-error', code: 'inlineRunTooLong', params: { limit: MAX_INLINE_RUN } });
    const off = await run({ text: run1 }, { ...defaults, collapseWhitespace: false, removeWhitespaceBetweenTags: false });
    expect(isToolError(off)).toBe(false);
    // The same amount of text in paragraphs is fine.
    const paragraphs = '<p><b>tag</b> text</p>\n'.repeat(12_000);
    const result = (await run({ text: paragraphs }, defaults)) as MinifyResult;
    expect(result.html).toBe('<p><b>tag</b> text</p>'.repeat(12_000));
  });
});

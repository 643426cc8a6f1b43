import { describe, expect, it } from 'vitest';
import { run, reasonOf, type MinifyResult } from './run.ts';
import type { Options } from './manifest.ts';

const MIN: Options = { mode: 'minify', mangle: true, compress: true, keepFnames: false, dropConsole: false, module: false, ecma: '2020', indent: '2' };
const BEAUTY: Options = { ...MIN, mode: 'beautify' };
const code = async (text: string, options: Partial<Options> = {}) => ((await run({ text }, { ...MIN, ...options })) as MinifyResult).code;

describe('javascript-minifier-beautifier minify', () => {
  it('mangles local names only when asked, and counts UTF-8 bytes', async () => {
    const src = 'function hello(person) { var greeting = "¡Hola, " + person; return greeting; }';
    expect(await code(src)).toBe('function hello(l){return"¡Hola, "+l}');
    expect(await code(src, { mangle: false })).toBe('function hello(person){return"¡Hola, "+person}');
    const r = (await run({ text: src }, MIN)) as MinifyResult;
    expect(r.bytesBefore).toBe(src.length + 1); // ¡ is 2 bytes
    expect(r.bytesAfter).toBe(r.code.length + 1);
  });

  it('compress off keeps every statement; on, removes dead code', async () => {
    const src = 'function f() { return 1; console.log("never"); }\nif (false) { g(); }';
    expect(await code(src)).toBe('function f(){return 1}');
    expect(await code(src, { compress: false, mangle: false })).toBe('function f(){return 1;console.log("never")}if(false){g()}');
  });

  it('drops console calls only when asked and keeps function names when asked', async () => {
    const src = 'export function setup(button) { console.log("setup"); button.onclick = function handleClick(event) { event.preventDefault(); }; }';
    expect(await code(src, { module: true })).toBe('export function setup(e){console.log("setup"),e.onclick=function(e){e.preventDefault()}}');
    expect(await code(src, { module: true, dropConsole: true, keepFnames: true })).toBe('export function setup(n){n.onclick=function handleClick(n){n.preventDefault()}}');
  });

  it('understands modern syntax and keeps licence comments', async () => {
    expect(await code('/*! MIT */\n// note\nclass Box { #size = 1; get size() { return this.#size ?? 0; } }\nconst v = a?.b?.[0];')).toBe(
      '/*! MIT */\nclass Box{#s=1;get size(){return this.#s??0}}const v=a?.b?.[0];',
    );
  });

  it('uses newer syntax in the output only when the ECMAScript version allows it', async () => {
    const src = 'let x = "a" + b + "c"; use(x, { x: x });';
    expect(await code(src, { ecma: '5', compress: false })).toBe('let x="a"+b+"c";use(x,{x:x});');
    expect(await code(src, { ecma: '2015', compress: false })).toBe('let x="a"+b+"c";use(x,{x});');
  });

  it('reports a syntax error with its line and 1-based column, keeping the parser text', async () => {
    expect(await run({ text: 'let a = 1;\nlet b = (;\n' }, MIN)).toEqual({
      kind: 'tool-error',
      code: 'syntax',
      params: { line: 2, column: 10, reason: 'Unexpected token: punc (;)' },
    });
    expect(await run({ text: 'var x = 1 +' }, MIN)).toMatchObject({ code: 'syntax', params: { line: 1, column: 12 } });
  });

  it('junk and empty input give a message, never a crash', async () => {
    expect(await run({ text: '<b>not javascript</b> {{' }, MIN)).toMatchObject({ kind: 'tool-error', code: 'syntax' });
    expect(await run({ text: '' }, MIN)).toEqual({ kind: 'tool-error', code: 'emptyMinify' });
    expect(await run({ text: '\n  ' }, BEAUTY)).toEqual({ kind: 'tool-error', code: 'emptyBeautify' });
  });

  it('shortens a long library message to its first line', () => {
    expect(reasonOf(new Error('first\nsecond'))).toBe('first');
    expect(reasonOf('x'.repeat(250))).toBe(`${'x'.repeat(200)}…`);
  });
});

describe('javascript-minifier-beautifier beautify', () => {
  it('indents with 2 spaces, 4 spaces or tabs', async () => {
    const src = 'function f(a){if(a){return 1}return 2}';
    expect(await run({ text: src }, BEAUTY)).toBe('function f(a) {\n  if (a) {\n    return 1\n  }\n  return 2\n}');
    expect(await run({ text: src }, { ...BEAUTY, indent: '4' })).toBe('function f(a) {\n    if (a) {\n        return 1\n    }\n    return 2\n}');
    expect(await run({ text: src }, { ...BEAUTY, indent: 'tab' })).toBe('function f(a) {\n\tif (a) {\n\t\treturn 1\n\t}\n\treturn 2\n}');
  });

  it('round trip: minify, beautify, minify gives the same code; beautifying twice changes nothing', async () => {
    const src = 'const items = [{ name: "café", price: 3 }]; export const total = items.reduce((s, i) => s + i.price, 0); console.log(`Total: ${total}`);';
    const min1 = await code(src, { module: true });
    const pretty = (await run({ text: min1 }, BEAUTY)) as string;
    expect(await run({ text: pretty }, BEAUTY)).toBe(pretty);
    expect(await code(pretty, { module: true })).toBe(min1);
  });
});

import { describe, expect, it } from 'vitest';
import { isToolError, toolError } from '@sdk/core';
import { detect, escapeCell, markdownTable, readMarkdown, run, splitRow } from './run.ts';
import { view } from './view.ts';
import type { Options } from './manifest.ts';

const edit: Options = { mode: 'edit', pad: true };
const paste: Options = { mode: 'paste', pad: true };
const toCsv: Options = { mode: 'toCsv', pad: true };

describe('Markdown tables from a grid', () => {
  it('pads columns to their widest cell, wide characters and emoji counted as two', async () => {
    const out = await run({ table: [['none', 'right'], ['名前', 'n'], ['😀', '10'], ['ab', '1']], text: '' }, edit);
    expect(!isToolError(out) && out.text).toBe('| 名前 |   n |\n| ---- | --: |\n| 😀   |  10 |\n| ab   |   1 |');
  });

  it('writes each alignment in the separator line, and a compact table when not lined up', () => {
    expect(markdownTable([['a', 'b', 'c', 'd'], ['1', '2', '3', '4']], ['none', 'left', 'center', 'right'], false)).toBe('| a | b | c | d |\n| --- | :-- | :-: | --: |\n| 1 | 2 | 3 | 4 |');
    expect(markdownTable([['long header'], ['x']], ['center'], true)).toBe('| long header |\n| :---------: |\n|      x      |');
  });

  it('escapes pipes, writes line breaks as <br> and trims cells', () => {
    expect(escapeCell('  a | b\r\nc\nd ')).toBe('a \\| b<br>c<br>d');
  });

  it('refuses a grid with nothing typed, the choices alone not counting', async () => {
    expect(await run({ table: [['left', 'right'], ['', ' '], ['', '']], text: '' }, edit)).toEqual(toolError('emptyTable'));
    expect(await run({ table: null, text: '' }, edit)).toEqual(toolError('emptyTable'));
  });
});

describe('pasted tables', () => {
  it('tells a spreadsheet’s tabs, CSV and Markdown apart', () => {
    expect(detect('a\tb\n1\t2')).toBe('tsv');
    expect(detect('a;b\n1;2')).toBe('csv');
    expect(detect('| a | b |\n|---|---|')).toBe('markdown');
    expect(detect('a | b\n--- | ---')).toBe('markdown');
  });

  it('reads CSV with semicolons, pads ragged rows and says how many', async () => {
    const out = await run({ table: null, text: 'a;b;c\n1;2\n3\n' }, paste);
    if (isToolError(out)) throw new Error(out.code);
    expect(out.source).toBe('csv');
    expect(out.rows).toEqual([['a', 'b', 'c'], ['1', '2', ''], ['3', '', '']]);
    expect(out.padded).toBe(2);
    const blocks = view(out, { input: { table: null, text: '' }, options: paste }).blocks as { kind: string; text: unknown }[];
    expect(blocks.map((b) => b.kind)).toEqual(['note', 'note', 'text']);
    expect(blocks[1]!.text).toEqual({ t: 'padded', params: { count: { num: 2 } } });
  });

  it('tidies a Markdown table, keeping its alignment and cutting cells beyond the header as GitHub does', async () => {
    const out = await run({ table: null, text: '|x|y|\n|:-:|-:|\n|1|2|3|\n|4|\n' }, paste);
    if (isToolError(out)) throw new Error(out.code);
    expect(out.text).toBe('|  x  |   y |\n| :-: | --: |\n|  1  |   2 |\n|  4  |     |');
    expect([out.padded, out.cut]).toEqual([1, 1]);
  });

  it('says an unclosed quote of a CSV, with its line', async () => {
    expect(await run({ table: null, text: 'a,b\n"open,1\n' }, paste)).toEqual(toolError('csvQuotes', { line: 2 }));
  });

  it('asks for a table when there is only whitespace', async () => {
    expect(await run({ table: null, text: ' \n\t' }, paste)).toEqual(toolError('emptyPaste'));
    expect(await run({ table: null, text: '' }, toCsv)).toEqual(toolError('emptyMarkdown'));
  });
});

describe('Markdown back to CSV', () => {
  it('splits at pipes not escaped, and reads \\| and <br> back', () => {
    expect(splitRow('| a \\| b | c<br/>d |')).toEqual(['a | b', 'c\nd']);
    expect(splitRow('no | outer')).toEqual(['no', 'outer']);
  });

  it('refuses a malformed separator line with a clear message and its line', async () => {
    expect(await run({ table: null, text: '\n| a | b |\n| -- | x |\n' }, toCsv)).toEqual(toolError('badSeparator', { line: 3 }));
    expect(await run({ table: null, text: '| a | b |\n' }, toCsv)).toEqual(toolError('badSeparator', { line: 2 }));
    expect(await run({ table: null, text: '| a | b | c |\n| - | - |' }, toCsv)).toEqual(toolError('separatorCells', { line: 2, columns: 3, found: 2 }));
    expect(await run({ table: null, text: 'just text\nmore' }, toCsv)).toEqual(toolError('notMarkdownTable'));
  });

  it('stops at the blank line that ends the table, and writes formulas as text as every CSV of the site does', () => {
    const read = readMarkdown('| f |\n| - |\n| =1+1 |\n\n| after |');
    expect(!isToolError(read) && read.rows).toEqual([['f'], ['=1+1']]);
  });

  it('gives the CSV of a table', async () => {
    const out = await run({ table: null, text: '| f |\n| - |\n| =1+1 |' }, toCsv);
    expect(!isToolError(out) && out.text).toBe("f\n'=1+1");
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isToolError, type NoteBlock, type TableBlock, type TextBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Input, Options } from './manifest.ts';
import { run } from './run.ts';
import { view } from './view.ts';

const BASE: Options = { global: true, ignoreCase: false, multiline: false, dotAll: false, unicode: false, sticky: false, indices: false };
const en = writer('regex-tester', 'en');

function shown(input: Input, options: Partial<Options> = {}) {
  const result = run(input, { ...BASE, ...options });
  if (isToolError(result)) throw new Error(result.code);
  return view(result, { input });
}

describe('regex tester view', () => {
  it('warns, in the page language, when \\p{…} finds nothing for want of the u flag', () => {
    const v = shown({ pattern: '\\p{L}+', text: 'Café', replacement: '' });
    const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note');
    expect(notes.map((n) => [n.tone, en(n.text)])).toEqual([['warning', '\\p{…} (a Unicode property, such as \\p{L} for any letter) works only with the Unicode (u) flag. Without it, \\p is just the letter p: tick Unicode.']]);
    expect(writer('regex-tester', 'de')(notes[0]!.text)).toContain('\\p{L} für jeden Buchstaben');
    expect(shown({ pattern: '\\p{L}+', text: 'Café', replacement: '' }, { unicode: true }).blocks.some((b) => b.kind === 'note')).toBe(false);
  });

  it('says how a pasted /…/flags was read, and ends with a translated cheat sheet', () => {
    const v = shown({ pattern: '/c(at|ow)/i', text: 'Cat', replacement: '' }, { global: false });
    const note = v.blocks.find((b) => b.kind === 'note') as NoteBlock;
    expect(en(note.text)).toContain('c(at|ow) with the flags i');
    const sheet = v.blocks.at(-1)!;
    expect(sheet.kind).toBe('table');
    const de = writer('regex-tester', 'de');
    if (sheet.kind === 'table') {
      expect(de(sheet.caption!)).toBe('Spickzettel zur Syntax');
      expect(sheet.rows.length).toBeGreaterThan(10);
      for (const row of sheet.rows) expect(de(row[1]!)).not.toMatch(/^cheatSheet\./);
    }
  });

  it('counts the matches; Copy and TXT give the matches one per line', () => {
    const v = shown({ pattern: 'c(at|ow)', text: 'cat, cow and cattle', replacement: '' });
    // The count, the pattern explained, then the cheat sheet of the syntax.
    expect(v.blocks.map((b) => b.kind)).toEqual(['values', 'table', 'table']);
    const [count] = v.blocks as [ValuesBlock];
    expect(count.items.map((i) => `${en(i.label)}: ${en(i.value)}`)).toEqual(['Matches: 3']);
    expect(writer('regex-tester', 'de')(count.items[0]!.label)).toBe('Treffer');
    expect(v.copy).toBe('cat\ncow\ncat');
    expect(en(v.copyLabel!)).toBe('Copy matches');
    expect(v.txt).toBeUndefined();
  });

  it('shows the text after replacement, which Copy then gives', () => {
    const v = shown({ pattern: '(\\w+)@(\\w+)', text: 'ana@home bo@work', replacement: '$2:$1' });
    const text = v.blocks[2] as TextBlock;
    expect(en(text.label!)).toBe('Text after replacement');
    expect(text.text).toBe('home:ana work:bo');
    expect(v.copy).toBe('home:ana work:bo');
    expect(en(v.copyLabel!)).toBe('Copy replaced text');
  });

  it('asks for a pattern, and says when only the first matches are listed', () => {
    const v = shown({ pattern: '', text: 'x', replacement: '' });
    expect(en((v.blocks[0] as NoteBlock).text)).toBe('Enter a regular expression to see its matches.');
    const many = shown({ pattern: '(?:)', text: 'a'.repeat(20_000), replacement: '' });
    expect((many.blocks[0] as ValuesBlock).items[0]!.value).toEqual({ num: 10_000 });
    expect(en((many.blocks[1] as NoteBlock).text)).toBe('Only the first 10,000 matches are listed.');
  });

  it('explains the pattern token by token after the count and its warnings, before the replacement and the cheat sheet', () => {
    const v = shown({ pattern: '(?<y>\\d{4})|x+?', text: '2024 x', replacement: '[$&]' }, { multiline: true });
    expect(v.blocks.map((b) => b.kind)).toEqual(['values', 'table', 'text', 'table']);
    const table = v.blocks[1] as TableBlock;
    expect(en(table.caption!)).toBe('Explanation');
    expect(table.columns.map((c) => [en(c.label), c.mono ?? false])).toEqual([['Pattern', true], ['Meaning', false]]);
    // The pattern as written (a level's indent is two no-break spaces), the meaning in the page's language, numbers as numbers.
    expect(table.rows.map(([token]) => token)).toEqual(['(?<y>', '\u00a0\u00a0\\d{4}', ')', '|', 'x+?']);
    expect(table.rows.map(([, meaning]) => en(meaning!))).toEqual([
      'Capturing group “y” (group 1)',
      'A digit from 0 to 9, exactly 4 times',
      'End of group 1',
      'Or',
      'The character “x”, one or more times (as few as possible)',
    ]);
    expect(JSON.stringify(table.rows)).toContain('{"num":4}');
    const fr = writer('regex-tester', 'fr');
    expect(fr(table.rows[0]![1]!)).toBe('Groupe capturant «\u202fy\u202f» (groupe 1)');
    expect(writer('regex-tester', 'es')(table.rows[4]![1]!)).toBe('El carácter «x», una o más veces (las menos posibles)');
    // The trap's warning comes first: the explanation then shows what \p{L} means without the u flag.
    const trap = shown({ pattern: '\\p{L}', text: 'x', replacement: '' });
    expect(trap.blocks.map((b) => b.kind)).toEqual(['values', 'note', 'table', 'table']);
    expect((trap.blocks[2] as TableBlock).rows.map(([token, meaning]) => `${token as string} ${en(meaning!)}`)).toEqual(['\\p The character “p”', '{L} The text “{L}”']);
  });

  it('says when a pattern is too long to explain', () => {
    const v = shown({ pattern: 'a|'.repeat(3000), text: 'a', replacement: '' });
    expect(v.blocks.map((b) => (b.kind === 'note' ? en(b.text) : b.kind))).toEqual(['values', 'A pattern this long is not explained token by token.', 'table']);
  });

  it('shows no explanation for an empty pattern', () => {
    expect(shown({ pattern: '', text: 'x', replacement: '' }).blocks.some((b) => b.kind === 'table')).toBe(false);
  });

  it('imports run.ts and explain.ts for their types only: regexpp loads in the worker, not with the page', () => {
    const source = readFileSync(new URL('./view.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import (?!type )[^;]*from '\.\/(run|explain)\.ts'/m);
  });
});

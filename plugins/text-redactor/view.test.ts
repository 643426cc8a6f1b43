import { describe, expect, it } from 'vitest';
import type { NoteBlock, TableBlock, TextBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { manifest, type Options } from './manifest.ts';
import { run, type RedactResult } from './run.ts';
import { view } from './view.ts';

const DEFAULTS = Object.fromEntries(Object.entries(manifest.options.properties).map(([k, p]) => [k, p.default])) as Options;
const en = writer('text-redactor', 'en');
const de = writer('text-redactor', 'de');

describe('text-redactor view', () => {
  it('counts what was masked per kind in a table, then gives the redacted text to Copy and Download', () => {
    const r = run({ text: 'a@b.de, c@d.fr, 030 1234567 and Jane', words: 'Jane', pattern: '' }, { ...DEFAULTS, mask: 'label' }) as RedactResult;
    const v = view(r);
    const table = v.blocks.find((b): b is TableBlock => b.kind === 'table')!;
    expect(table.rows.map((row) => row.map(en))).toEqual([['E-mail addresses', '2'], ['Phone numbers', '1'], ['Your words and pattern', '1']]);
    expect(table.rows.map((row) => row.map(de))[0]).toEqual(['E-Mail-Adressen', '2']);
    expect(v.blocks.find((b): b is TextBlock => b.kind === 'text')!.text).toBe('[EMAIL], [EMAIL], [PHONE] and [REDACTED]');
    expect(v.copy).toBe('[EMAIL], [EMAIL], [PHONE] and [REDACTED]');
  });
  it('says so when nothing was found, and shows the text unchanged', () => {
    const r = run({ text: 'Nothing here', words: '', pattern: '' }, DEFAULTS) as RedactResult;
    const v = view(r);
    expect(v.blocks.some((b) => b.kind === 'table')).toBe(false);
    expect(en(v.blocks.find((b): b is NoteBlock => b.kind === 'note')!.text)).toBe('Nothing to mask was found: the text is unchanged.');
    expect(v.copy).toBe('Nothing here');
  });
});

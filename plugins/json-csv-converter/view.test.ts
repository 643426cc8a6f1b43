import { describe, expect, it } from 'vitest';
import { asResultView, isToolError, type NoteBlock, type TableBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { Options } from './manifest.ts';
import { run, type Converted } from './run.ts';
import { view } from './view.ts';

const C2J: Options = { mode: 'csvToJson', delimiter: 'comma', inputDelimiter: 'auto', header: true, nested: true, quoting: 'needed', detectTypes: true, jsonIndent: 'minify', bom: false };
const en = writer('json-csv-converter', 'en');
const langs = { es: writer('json-csv-converter', 'es'), de: writer('json-csv-converter', 'de'), fr: writer('json-csv-converter', 'fr') };

async function show(text: string, options: Partial<Options> = {}) {
  const all = { ...C2J, ...options };
  const result = await run({ text }, all);
  if (isToolError(result)) throw new Error(result.code);
  return asResultView(view(result as Converted, { input: { text }, options: all }));
}
const notes = (blocks: readonly { kind: string }[]) => blocks.filter((b): b is NoteBlock => b.kind === 'note');

describe('ragged rows', () => {
  it('warns first, with what became of the missing and extra cells, and lists the lines', async () => {
    const v = await show('a,b\n1,2,3\n4\n');
    expect(notes(v.blocks).map((n) => [n.tone, en(n.text)])).toEqual([
      ['warning', 'A row has fewer cells than the header row (2): its missing cells are null in the JSON.'],
      ['warning', "A row has more cells than the header row (2): its extra cells come after the header's columns, under keys named after their column number (field3)."],
    ]);
    const table = v.blocks[2] as TableBlock;
    expect(en(table.caption!)).toBe('Rows with another number of cells');
    expect(table.columns.map((c) => en(c.label))).toEqual(['Line', 'Cells']);
    expect(table.rows.map((r) => r.map((d) => en(d)))).toEqual([
      ['2', '3'],
      ['3', '1'],
    ]);
    expect(v.blocks.map((b) => b.kind)).toEqual(['note', 'note', 'table', 'text', 'table']);
    expect(v.copy).toBe('[{"a":1,"b":2,"field3":3},{"a":4,"b":null,"field3":null}]');
  });

  it('counts many rows, names the first extra keys, and speaks every language', async () => {
    const v = await show(`a\n${'1,2,3,4,5,6,7,8\n'.repeat(1234)}`);
    const [note] = notes(v.blocks);
    expect(en(note!.text)).toBe("1,234 rows have more cells than the header row (1): their extra cells come after the header's columns, under keys named after their column number (field2, field3, field4, field5, field6…).");
    expect(en((v.blocks[1] as TableBlock).caption!)).toBe('Rows with another number of cells (the first 10 of 1,234)');
    expect(langs.de(note!.text)).toBe('1.234 Zeilen haben mehr Zellen als die Kopfzeile (1): Die zusätzlichen Zellen folgen auf die Spalten der Kopfzeile, unter Schlüsseln, die nach ihrer Spaltennummer benannt sind (field2, field3, field4, field5, field6…).');
    expect(langs.fr(note!.text)).toBe('1\u202f234 lignes ont plus de cellules que la ligne d’en-tête (1)\u202f: leurs cellules en trop viennent après les colonnes de l’en-tête, sous des clés nommées d’après leur numéro de colonne (field2, field3, field4, field5, field6…).');
    expect(langs.es(note!.text)).toBe('1234 filas tienen más celdas que la fila de encabezado (1): sus celdas de más van después de las columnas del encabezado, con claves que llevan su número de columna (field2, field3, field4, field5, field6…).');
  });

  it('without a header row, compares with the longest row', async () => {
    const v = await show('1,2,3\n4\n5,6\n', { header: false });
    expect(notes(v.blocks).map((n) => en(n.text))).toEqual(['2 rows have fewer cells than the longest row (3): their missing cells are null in the JSON.']);
  });

  it('says nothing when the rows have the header’s cells', async () => {
    expect((await show('a,b\n1,2\n')).blocks.map((b) => b.kind)).toEqual(['text', 'table']);
  });
});

import { isToolError, toolError } from '@sdk/core';
import { describe, expect, it } from 'vitest';
import { COLUMN_TYPES, defaultName, LOCALES, type ColumnType } from './columns.ts';
import { manifest, MAX_ROWS, type Input, type Options } from './manifest.ts';
import { run, seedNumber, sqlName, sqlString, write, type FakeData } from './run.ts';

const OPTIONS: Options = { format: 'csv', table: 'test_data', min: 1, max: 1000, decimals: 0 };

function input(types: readonly ColumnType[], more: Partial<Input> = {}): Input {
  return { columns: [types, types.map(() => '')], locale: 'en-US', rows: 5, seed: 'test', today: '2026-01-01', ...more };
}

async function data(types: readonly ColumnType[], more: Partial<Input> = {}, options: Partial<Options> = {}): Promise<FakeData> {
  const result = await run(input(types, more), { ...OPTIONS, ...options });
  if (isToolError(result)) throw new Error(`unexpected ${result.code}`);
  return result;
}

/** ISO 13616 check, written here apart from the SDK's: letters as 10–35, the first four characters moved to the end, mod 97 = 1. */
function ibanMod97(iban: string): bigint {
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = [...moved].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return BigInt(digits) % 97n;
}

/** The Luhn check, written here apart from the SDK's. */
function luhn(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((c, i) => {
    let d = Number(c) * (i % 2 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  });
  return sum % 10 === 0;
}

describe('fake-data-generator: repeatable by seed', () => {
  it('gives the same rows for the same seed, columns and day, in every locale', async () => {
    for (const locale of LOCALES) {
      const a = await data(COLUMN_TYPES, { locale, rows: 20 });
      const b = await data(COLUMN_TYPES, { locale, rows: 20 });
      expect(b.rows).toEqual(a.rows);
      expect(b.text).toBe(a.text);
    }
  });

  it('gives other rows for another seed', async () => {
    const a = await data(['fullName', 'uuid', 'iban'], { seed: 'one' });
    const b = await data(['fullName', 'uuid', 'iban'], { seed: 'two' });
    expect(b.rows).not.toEqual(a.rows);
  });

  it('gives these exact rows for the seed "exact" (Spanish data)', async () => {
    const result = await data(['firstName', 'phone', 'postcode', 'iban', 'number', 'boolean'], { locale: 'es', rows: 3, seed: 'exact' }, { min: -5, max: 5, decimals: 1 });
    expect(result.rows).toMatchInlineSnapshot(`
      [
        [
          "Hugo",
          "960 45 03 51",
          "38675",
          "ES8520180573490010085039",
          -1.2,
          true,
        ],
        [
          "Susana",
          "900 14 45 58",
          "94142",
          "ES4406900574496748001560",
          -4.7,
          false,
        ],
        [
          "Norma",
          "920 97 53 76",
          "02283",
          "ES1103883005911340190047",
          -4.7,
          true,
        ],
      ]
    `);
  });

  it('keeps a column\'s values when another column is added, removed, renamed or moved', async () => {
    const before = await data(['fullName', 'city', 'number']);
    const after = await run({ ...input(['uuid', 'number', 'fullName', 'email', 'city']), columns: [['uuid', 'number', 'fullName', 'email', 'city'], ['', 'n', 'who', '', 'town']] }, OPTIONS);
    if (isToolError(after)) throw new Error(after.code);
    const column = (d: FakeData, i: number) => d.rows.map((r) => r[i]);
    expect(column(after, 2)).toEqual(column(before, 0));
    expect(column(after, 4)).toEqual(column(before, 1));
    expect(column(after, 1)).toEqual(column(before, 2));
  });

  it('draws a seed when none is typed, and that seed makes the same rows again', async () => {
    const drawn = await data(['fullName', 'iban'], { seed: '' });
    expect(drawn.drawn).toBe(true);
    expect(drawn.seed).toMatch(/^\d{1,10}$/);
    const again = await data(['fullName', 'iban'], { seed: drawn.seed });
    expect(again.rows).toEqual(drawn.rows);
    expect(again.drawn).toBeUndefined();
  });

  it('reads a seed of digits as its number and any other text by its hash', () => {
    expect(seedNumber('42')).toBe(42);
    expect(seedNumber(' 4294967295 ')).toBe(4294967295);
    expect(seedNumber('4294967296')).not.toBe(4294967296);
    expect(seedNumber('demo')).toBe(seedNumber('demo'));
  });
});

describe('fake-data-generator: the data', () => {
  it('makes IBANs whose check digits are valid (mod 97 = 1), of the locale\'s country', async () => {
    const countries = { 'en-US': 'GB', 'en-GB': 'GB', es: 'ES', de: 'DE', fr: 'FR' } as const;
    for (const locale of LOCALES) {
      const { rows } = await data(['iban'], { locale, rows: 200 });
      for (const [iban] of rows) {
        expect(String(iban).slice(0, 2)).toBe(countries[locale]);
        expect(ibanMod97(String(iban))).toBe(1n);
      }
    }
  });

  it('checks the mod 97 test itself against a published IBAN', () => {
    expect(ibanMod97('GB82WEST12345698765432')).toBe(1n);
    expect(ibanMod97('GB82WEST12345698765433')).not.toBe(1n);
  });

  it('makes card numbers of digits that pass the Luhn check', async () => {
    const { rows } = await data(['testCardNumber'], { rows: 200 });
    for (const [card] of rows) {
      expect(String(card)).toMatch(/^\d{13,19}$/);
      expect(luhn(String(card))).toBe(true);
    }
  });

  it('gives each row one person: the e-mail address and user name follow the name, on example domains', async () => {
    const { rows } = await data(['firstName', 'lastName', 'email', 'username'], { rows: 50 });
    for (const [first, , email] of rows) {
      expect(String(email)).toMatch(/@example\.(com|net|org)$/);
      const ascii = String(first).normalize('NFKD').replace(/[^A-Za-z]/g, '');
      expect(String(email).toLowerCase()).toContain(ascii.toLowerCase().slice(0, 3));
    }
  });

  it('keeps numbers in the range, with the decimals asked for', async () => {
    const whole = await data(['number'], { rows: 500 }, { min: -3, max: 3, decimals: 0 });
    for (const [n] of whole.rows) expect(Number.isInteger(n) && (n as number) >= -3 && (n as number) <= 3).toBe(true);
    const decimal = await data(['number'], { rows: 500 }, { min: 0.5, max: 0.75, decimals: 2 });
    for (const [n] of decimal.rows) {
      expect(n as number).toBeGreaterThanOrEqual(0.5);
      expect(n as number).toBeLessThanOrEqual(0.75);
      expect(Math.round((n as number) * 100) / 100).toBe(n);
    }
  });

  it('draws birthdates of people aged 18 to 80, and dates within ten years of the day', async () => {
    const { rows } = await data(['birthdate', 'pastDate', 'futureDate'], { rows: 300, today: '2026-06-15' });
    for (const [birth, past, future] of rows) {
      expect(String(birth) > '1945-06-15' && String(birth) <= '2008-06-15').toBe(true);
      expect(String(past) >= '2016-06-15' && String(past) <= '2026-06-15').toBe(true);
      expect(String(future) >= '2026-06-15' && String(future) <= '2036-06-15').toBe(true);
    }
  });

  it('makes 10,000 rows, and a value of every kind', async () => {
    const { rows } = await data(['rowNumber', 'fullName'], { rows: MAX_ROWS });
    expect(rows).toHaveLength(MAX_ROWS);
    expect(rows.at(-1)![0]).toBe(MAX_ROWS);
    const all = await data(COLUMN_TYPES, { rows: 2 });
    for (const row of all.rows) for (const cell of row) expect(cell === '' || cell === null).toBe(false);
    expect(all.names).toEqual(COLUMN_TYPES.map(defaultName));
    expect(defaultName('ipv4')).toBe('ipv4');
    expect(defaultName('testCardNumber')).toBe('test_card_number');
  });
});

describe('fake-data-generator: writing the rows', () => {
  const names = ['id', 'a,b', '=cmd', 'say "hi"'];
  const rows = [[1, 'x,y', '=1+2', 'He said "no"\nthen left'], [2.5, '-3', '@home', true]];

  it('writes CSV by RFC 4180 (rows ending in a line feed), with text a spreadsheet would run as a formula kept as text', () => {
    expect(write('csv', names, rows, '')).toBe('id,"a,b",\'=cmd,"say ""hi"""\n1,"x,y",\'=1+2,"He said ""no""\nthen left"\n2.5,-3,\'@home,true');
  });

  it('writes TSV with tabs and line breaks in cells as spaces', () => {
    expect(write('tsv', ['a\tb', 'c'], [['one\ttwo', 'x\ny']], '')).toBe('a b\tc\none two\tx y');
  });

  it('writes JSON objects keyed by the names in order, every character escaped, "__proto__" kept as a key', () => {
    const text = write('json', ['__proto__', 'q"uote', 'back\\slash'], [['</script>', 'line\nbreak', false]], '');
    expect(text).toBe('[\n  {\n    "__proto__": "</script>",\n    "q\\"uote": "line\\nbreak",\n    "back\\\\slash": false\n  }\n]');
    expect(Object.keys(JSON.parse(text)[0])).toEqual(['__proto__', 'q"uote', 'back\\slash']);
  });

  it('writes standard SQL: names in double quotes, strings in single quotes, each doubled', () => {
    expect(sqlName('my "table"', false)).toBe('"my ""table"""');
    expect(sqlString("O'Brien \\ ok", false)).toBe("'O''Brien \\ ok'");
    expect(write('sql', ['id', 'na"me', 'ok'], [[1, "D'Arcy", true], [-2.5, "'; DROP TABLE x; --", false]], 'public.my table')).toBe(
      'INSERT INTO "public"."my table" ("id", "na""me", "ok") VALUES (1, \'D\'\'Arcy\', TRUE);\nINSERT INTO "public"."my table" ("id", "na""me", "ok") VALUES (-2.5, \'\'\'; DROP TABLE x; --\', FALSE);',
    );
  });

  it('writes MySQL: names in backticks, and backslashes doubled in strings', () => {
    expect(sqlName('we`ird', true)).toBe('`we``ird`');
    expect(sqlString("a\\'b", true)).toBe("'a\\\\''b'");
    expect(write('mysql', ['n'], [['x']], 'shop.orders')).toBe('INSERT INTO `shop`.`orders` (`n`) VALUES (\'x\');');
  });
});

describe('fake-data-generator: what it cannot take', () => {
  const err = async (i: Partial<Input>, o: Partial<Options> = {}, types: ColumnType[] = ['number']) => run({ ...input(types), ...i }, { ...OPTIONS, ...o });

  it('refuses a number of rows outside 1 to 10,000', async () => {
    for (const rows of [0, -1, MAX_ROWS + 1, 1.5, Number.NaN]) expect(await err({ rows })).toEqual(toolError('rowCount', { max: MAX_ROWS, field: 'rows' }));
  });

  it('refuses a grid without columns, with too many, or with one name twice', async () => {
    expect(await err({ columns: [] })).toEqual(toolError('noColumns'));
    const wide = Array.from({ length: 51 }, () => 'uuid');
    expect(await err({ columns: [wide, wide.map((_, i) => `c${i}`)] })).toEqual(toolError('tooManyColumns', { max: 50, columns: 51 }));
    expect(await err({ columns: [['city', 'city'], ['', '']] })).toEqual(toolError('duplicateName', { name: 'city', column: 2 }));
    expect(await err({ columns: [['city', 'uuid'], ['x', ' x ']] })).toEqual(toolError('duplicateName', { name: 'x', column: 2 }));
  });

  it('refuses a reversed range, a range without a whole number, and numbers too large', async () => {
    expect(await err({}, { min: 10, max: 1 })).toEqual(toolError('minOverMax', { min: 10, max: 1 }));
    expect(await err({}, { min: 0.2, max: 0.8 })).toEqual(toolError('noWholeNumber', { min: 0.2, max: 0.8 }));
    expect(isToolError(await err({}, { min: 0.2, max: 0.8, decimals: 1 }))).toBe(false);
    expect(await err({}, { min: 0.101, max: 0.109, decimals: 2 })).toEqual(toolError('noNumberWithDecimals', { min: 0.101, max: 0.109, decimals: 2 }));
    expect(await err({}, { max: 1e16 })).toEqual(toolError('numberLimit', { limit: 1e15 }));
    // The range matters only to number columns.
    expect(isToolError(await err({}, { min: 10, max: 1 }, ['city']))).toBe(false);
  });

  it('asks for a table name for SQL, and a valid day', async () => {
    expect(await err({}, { format: 'sql', table: '  ' })).toEqual(toolError('tableName'));
    expect(await err({}, { format: 'mysql', table: 'a..b' })).toEqual(toolError('tableName'));
    expect(await err({ today: '2026-02-30' })).toEqual(toolError('badDay', { field: 'today' }));
  });

  it('says when rows typed under the names are left out, and when passwords come from a typed seed', async () => {
    const r = await run({ ...input(['password']), columns: [['password'], ['pw'], ['typed']] }, OPTIONS);
    expect(r).toMatchObject({ unusedRows: true, seededPasswords: true });
    const drawn = await run({ ...input(['password']), seed: '' }, OPTIONS);
    expect(drawn).not.toHaveProperty('seededPasswords');
  });

  it('plays the examples', () => {
    expect(manifest.examples.length).toBeGreaterThanOrEqual(4);
  });
});

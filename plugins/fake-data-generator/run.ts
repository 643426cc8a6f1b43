/**
 * Rows of made-up data. Each column draws from its own stream of Faker, seeded from the seed, its kind
 * and how many columns of that kind come before it: adding, removing, renaming or moving a column leaves
 * the other columns' values as they were. The person of each row (first and last name) is drawn once,
 * from a stream of its own, so that a row's name, e-mail address and user name belong together.
 */
import type { Faker } from '@faker-js/faker';
import { csvText, hashSeed, randomInt, reportProgress, toCsv, toolError, type GridValue, type ToolError, CSV_COMMA } from '@sdk/core';
import { COLUMN_TYPES, defaultName, IBAN_COUNTRY, isColumnType, LOCALES, PERSON_TYPES, type ColumnType, type DataLocale } from './columns.ts';
import { loadFaker } from './faker.ts';
import { FORMATS, MAX_COLUMNS, MAX_ROWS, type Input, type Options } from './manifest.ts';

export type Cell = string | number | boolean;
export type Format = (typeof FORMATS)[number];

export interface FakeData {
  format: Format;
  /** The rows written in the chosen format: what Copy copies. */
  text: string;
  /** The columns' names, in order. */
  names: string[];
  rows: Cell[][];
  /** The seed of these rows: the one typed, or the one drawn when none was. */
  seed: string;
  /** No seed was typed: this one was drawn at random. */
  drawn?: true;
  /** Cells were typed in rows under the names, which the tool does not read. */
  unusedRows?: true;
  /** A password column came from a typed seed: anyone with the seed can make it again. */
  seededPasswords?: true;
}

export interface Column {
  type: ColumnType;
  name: string;
}

/** Dates are drawn within this many years before or after the day they are counted from. */
export const DATE_YEARS = 10;
/** The ages of birthdates, on the day dates are counted from. */
export const AGES = [18, 80] as const;
/** The largest number a number column may reach either side of zero: beyond it, numbers lose digits. */
export const NUMBER_LIMIT = 1e15;

/**
 * The seed as a number: digits alone are the number they write (the seed a run without one draws and
 * shows), anything else is hashed.
 */
export function seedNumber(text: string): number {
  const t = text.trim();
  return /^\d{1,10}$/.test(t) && Number(t) <= 0xffff_ffff ? Number(t) : hashSeed(t);
}

/** The columns of the grid: the kind chosen above each column, its name in the row under it (blank: the kind's name). */
export function readColumns(grid: GridValue | null | undefined): Column[] | ToolError {
  const [choices = [], names = []] = grid ?? [];
  const width = Math.max(choices.length, names.length);
  if (width === 0) return toolError('noColumns');
  if (width > MAX_COLUMNS) return toolError('tooManyColumns', { max: MAX_COLUMNS, columns: width });
  const columns: Column[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < width; i++) {
    const chosen = choices[i] ?? '';
    const type: ColumnType = isColumnType(chosen) ? chosen : COLUMN_TYPES[0];
    const name = (names[i] ?? '').trim() || defaultName(type);
    if (seen.has(name)) return toolError('duplicateName', { name, column: i + 1 });
    seen.add(name);
    columns.push({ type, name });
  }
  return columns;
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The day dates are counted from, at midnight UTC; null when it is not a date. */
function readDay(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || isoDay(day) !== text ? null : day;
}

interface Person {
  sex: ReturnType<Faker['person']['sexType']>;
  firstName: string;
  lastName: string;
}

interface Settings {
  locale: DataLocale;
  today: Date;
  min: number;
  max: number;
  decimals: number;
}

/** One column's values, row by row, drawn from `faker` as it is seeded. */
function values(faker: Faker, type: ColumnType, count: number, people: readonly Person[], s: Settings): Cell[] {
  const each = (draw: (row: number) => Cell): Cell[] => Array.from({ length: count }, (_, row) => draw(row));
  const person = (row: number) => people[row]!;
  switch (type) {
    case 'rowNumber':
      return each((row) => row + 1);
    case 'fullName':
      return each((row) => faker.person.fullName(person(row)));
    case 'firstName':
      return each((row) => person(row).firstName);
    case 'lastName':
      return each((row) => person(row).lastName);
    case 'email':
      // On the domains kept for examples (RFC 2606): test data never reaches anyone's inbox.
      return each((row) => faker.internet.exampleEmail(person(row)));
    case 'username':
      return each((row) => faker.internet.username(person(row)));
    case 'password':
      return each(() => faker.internet.password({ length: 16 }));
    case 'phone':
      // National numbers: an international one starts with "+", which a spreadsheet reads as a formula.
      return each(() => faker.phone.number({ style: 'national' }));
    case 'streetAddress':
      return each(() => faker.location.streetAddress());
    case 'city':
      return each(() => faker.location.city());
    case 'postcode':
      return each(() => faker.location.zipCode());
    case 'region':
      return each(() => faker.location.state());
    case 'country':
      return each(() => faker.location.country());
    case 'company':
      return each(() => faker.company.name());
    case 'jobTitle':
      return each(() => faker.person.jobTitle());
    case 'birthdate':
      return each(() => isoDay(faker.date.birthdate({ mode: 'age', min: AGES[0], max: AGES[1], refDate: s.today })));
    case 'pastDate':
      return each(() => isoDay(faker.date.past({ years: DATE_YEARS, refDate: s.today })));
    case 'futureDate':
      return each(() => isoDay(faker.date.future({ years: DATE_YEARS, refDate: s.today })));
    case 'number':
      return s.decimals === 0
        ? each(() => faker.number.int({ min: Math.ceil(s.min), max: Math.floor(s.max) }))
        : each(() => faker.number.float({ min: s.min, max: s.max, fractionDigits: s.decimals }));
    case 'boolean':
      return each(() => faker.datatype.boolean());
    case 'uuid':
      return each(() => faker.string.uuid());
    case 'iban':
      return each(() => faker.finance.iban({ countryCode: IBAN_COUNTRY[s.locale] }));
    case 'testCardNumber':
      return each(() => faker.finance.creditCardNumber().replace(/\D/g, ''));
    case 'url':
      return each(() => faker.internet.url());
    case 'ipv4':
      return each(() => faker.internet.ipv4());
    case 'ipv6':
      return each(() => faker.internet.ipv6());
    case 'sentence':
      return each(() => faker.lorem.sentence());
    case 'paragraph':
      return each(() => faker.lorem.paragraph());
  }
}

/** The rows, column by column: each column from its own seeded stream (see the file's comment). */
export function generate(faker: Faker, columns: readonly Column[], count: number, seed: number, s: Settings): Cell[][] {
  let people: Person[] = [];
  if (columns.some((c) => PERSON_TYPES.includes(c.type))) {
    faker.seed(hashSeed(`${seed}|person`));
    people = Array.from({ length: count }, () => {
      const sex = faker.person.sexType();
      return { sex, firstName: faker.person.firstName(sex), lastName: faker.person.lastName(sex) };
    });
  }
  const rows: Cell[][] = Array.from({ length: count }, () => []);
  const seen = new Map<ColumnType, number>();
  columns.forEach((column, i) => {
    const k = seen.get(column.type) ?? 0;
    seen.set(column.type, k + 1);
    faker.seed(hashSeed(`${seed}|${column.type}|${k}`));
    values(faker, column.type, count, people, s).forEach((value, row) => rows[row]!.push(value));
    reportProgress(i + 1, columns.length);
  });
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Writing the rows.

/** A tab-separated cell: tabs and line breaks become spaces, and text a spreadsheet would run as a formula is kept as text. */
const tsvCell = (cell: Cell): string => (typeof cell === 'string' ? csvText(cell.replace(/[\t\r\n]+/g, ' ')) : String(cell));

/** A name in SQL: in double quotes (standard SQL, PostgreSQL, SQLite, Oracle) or backticks (MySQL, MariaDB), the quote doubled. */
export function sqlName(name: string, mysql: boolean): string {
  const q = mysql ? '`' : '"';
  return q + name.replaceAll(q, q + q) + q;
}

/** A string in SQL: single quotes doubled, and for MySQL (which reads backslashes as escapes) backslashes too. */
export function sqlString(text: string, mysql: boolean): string {
  return `'${(mysql ? text.replaceAll('\\', '\\\\') : text).replaceAll("'", "''")}'`;
}

const sqlValue = (cell: Cell, mysql: boolean): string => (typeof cell === 'number' ? String(cell) : typeof cell === 'boolean' ? (cell ? 'TRUE' : 'FALSE') : sqlString(cell, mysql));

/** A table name, schema-qualified where it has dots (public.users): each part quoted. */
function sqlTable(table: string, mysql: boolean): string {
  return table
    .split('.')
    .map((part) => sqlName(part.trim(), mysql))
    .join('.');
}

/** One INSERT a row: every database takes it, and a failing row is found by its line. */
export function toSql(table: string, names: readonly string[], rows: readonly (readonly Cell[])[], mysql: boolean): string {
  const head = `INSERT INTO ${sqlTable(table, mysql)} (${names.map((n) => sqlName(n, mysql)).join(', ')}) VALUES (`;
  return rows.map((row) => `${head}${row.map((c) => sqlValue(c, mysql)).join(', ')});`).join('\n');
}

/** Rows as objects keyed by the columns' names, in their order (a name such as "__proto__" stays a key). */
export const toObjects = (names: readonly string[], rows: readonly (readonly Cell[])[]): Record<string, Cell>[] => rows.map((row) => Object.fromEntries(names.map((n, i) => [n, row[i]!])));

export function write(format: Format, names: readonly string[], rows: readonly (readonly Cell[])[], table: string): string {
  switch (format) {
    case 'csv':
      // Rows end in a line feed, as every other text here does (a page shows CRLF as LF, and Copy gives what it shows).
      return [names, ...rows].map((row) => toCsv([row], CSV_COMMA)).join('\n');
    case 'tsv':
      return [names, ...rows].map((row) => row.map(tsvCell).join('\t')).join('\n');
    case 'json':
      return JSON.stringify(toObjects(names, rows), null, 2);
    case 'sql':
    case 'mysql':
      return toSql(table, names, rows, format === 'mysql');
  }
}

// ---------------------------------------------------------------------------------------------

function checkNumbers({ min, max, decimals }: Options): ToolError | null {
  if (!Number.isFinite(min) || !Number.isFinite(max) || Math.abs(min) > NUMBER_LIMIT || Math.abs(max) > NUMBER_LIMIT) return toolError('numberLimit', { limit: NUMBER_LIMIT });
  if (min > max) return toolError('minOverMax', { min, max });
  if (decimals === 0 && Math.ceil(min) > Math.floor(max)) return toolError('noWholeNumber', { min, max });
  // Faker draws a whole number of hundredths (for 2 decimals) between min and max: there must be one.
  const scale = 10 ** decimals;
  if (decimals > 0 && Math.ceil(min * scale) > Math.floor(max * scale)) return toolError('noNumberWithDecimals', { min, max, decimals });
  return null;
}

export async function run(input: Input, options: Options): Promise<FakeData | ToolError> {
  const columns = readColumns(input.columns);
  if (!Array.isArray(columns)) return columns;
  const count = input.rows;
  if (!Number.isInteger(count) || count < 1 || count > MAX_ROWS) return toolError('rowCount', { max: MAX_ROWS, field: 'rows' });
  const locale = (LOCALES as readonly string[]).includes(input.locale) ? (input.locale as DataLocale) : 'en-US';
  const today = readDay(input.today ?? '');
  if (!today) return toolError('badDay', { field: 'today' });
  const format: Format = (FORMATS as readonly string[]).includes(options.format) ? options.format : 'csv';
  const decimals = Number.isInteger(options.decimals) ? Math.min(6, Math.max(0, options.decimals)) : 0;
  if (columns.some((c) => c.type === 'number')) {
    const bad = checkNumbers({ ...options, decimals });
    if (bad) return bad;
  }
  const table = options.table.trim();
  if ((format === 'sql' || format === 'mysql') && (table === '' || table.split('.').some((p) => p.trim() === ''))) return toolError('tableName');

  const typed = input.seed.trim();
  const seed = typed === '' ? String(randomInt(0x1_0000_0000)) : typed;
  let faker: Faker;
  try {
    faker = await loadFaker(locale);
  } catch {
    return toolError('notLoaded');
  }
  let rows: Cell[][];
  try {
    rows = generate(faker, columns, count, seedNumber(seed), { locale, today, min: options.min, max: options.max, decimals });
  } catch {
    return toolError('unexpected');
  }
  const names = columns.map((c) => c.name);
  const below = (input.columns ?? []).slice(2);
  return {
    format,
    text: write(format, names, rows, table),
    names,
    rows,
    seed,
    ...(typed === '' ? { drawn: true as const } : {}),
    ...(below.some((row) => row.some((cell) => cell.trim() !== '')) ? { unusedRows: true as const } : {}),
    ...(typed !== '' && columns.some((c) => c.type === 'password') ? { seededPasswords: true as const } : {}),
  };
}

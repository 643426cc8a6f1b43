/**
 * A small .xlsx (Office Open XML spreadsheet) and .ods (OpenDocument) reader and .xlsx writer on top of fflate, which the site already
 * ships: the parts a conversion needs (workbook, relationships, shared strings, number formats, sheets,
 * merged cells), read with a tokenizer of our own so nothing builds a DOM (it runs in a worker) and a
 * sheet of megabytes is read in one pass. Not read: charts, pictures, comments, styles beyond number
 * formats. Formulas are not calculated: a cell gives the value the program that saved it cached.
 */

/** A cell's value: text, a number, a boolean, a date or time (ISO, tagged), or an error such as #DIV/0!. */
export type CellValue = string | number | boolean | { readonly date: string } | { readonly error: string };

export interface Sheet {
  readonly name: string;
  readonly hidden: boolean;
  /** Rows of cells, from A1 to the last cell holding a value; null where a cell is empty. */
  readonly rows: readonly (readonly (CellValue | null)[])[];
  /** Merged ranges as written (A1:B2). */
  readonly merged: readonly string[];
  /** Cells holding a formula (their cached value is what is read). */
  readonly formulas: number;
  /** Formula cells saved without a cached value (a file written by a program that does not calculate). */
  readonly uncached: number;
}

export interface Workbook {
  /** Every sheet with cells, in order, hidden ones too. */
  readonly names: readonly { readonly name: string; readonly hidden: boolean }[];
  /** The sheets read (those `limits.pick` chose, or all). */
  readonly sheets: readonly Sheet[];
  /** The workbook counts dates from 1904 (old Excel for Mac) instead of 1900. */
  readonly date1904: boolean;
}

/** The most cell slots a sheet's rows may take (empty cells before a value included): a sheet that claims more is refused as too big. */
export const MAX_CELLS = 20_000_000;

/** Why a file cannot be read, as an error code of the tool. */
export type ReadProblem = 'notSpreadsheet' | 'encrypted' | 'xls' | 'tooBig' | 'damaged';

export class XlsxError extends Error {
  constructor(readonly problem: ReadProblem) {
    super(problem);
  }
}

/* ------------------------------------------------------------------ XML ---------------------------------- */

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Excel writes characters XML forbids as _x000D_; a literal "_x" is written _x005F_x. */
const unescapeOoxml = (text: string) => (text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : text);

type Attributes = Record<string, string>;

interface XmlHandler {
  open(name: string, attributes: Attributes, selfClosing: boolean): void;
  close?(name: string): void;
  text?(text: string): void;
}

const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>/g;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Local names (x:c → c): some programs write the spreadsheet namespace with a prefix. */
const local = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/** `progress(done)` is called with how far the scan is (0–1) every few thousand tags. */
function scanXml(xml: string, handler: XmlHandler, progress?: (done: number) => void): void {
  TAG.lastIndex = 0;
  let last = 0;
  let tags = 0;
  for (let match = TAG.exec(xml); match; match = TAG.exec(xml)) {
    if (progress && ++tags % 65_536 === 0) progress(TAG.lastIndex / xml.length);
    if (handler.text && match.index > last) handler.text(decodeXml(xml.slice(last, match.index)));
    last = TAG.lastIndex;
    if (match[5] !== undefined) {
      handler.text?.(match[5]);
      continue;
    }
    if (match[2] === undefined) continue;
    const name = local(match[2]);
    if (match[1]) {
      handler.close?.(name);
      continue;
    }
    const attributes: Attributes = {};
    const raw = match[3];
    if (raw) {
      ATTRIBUTE.lastIndex = 0;
      for (let a = ATTRIBUTE.exec(raw); a; a = ATTRIBUTE.exec(raw)) attributes[a[1]] = decodeXml(a[2] ?? a[3] ?? '');
    }
    const selfClosing = match[4] === '/';
    handler.open(name, attributes, selfClosing);
    if (selfClosing) handler.close?.(name);
  }
}

/* ------------------------------------------------------------------ dates -------------------------------- */

const DAY_MS = 86_400_000;
/** 1899-12-30: serial 0 in Excel's 1900 system once its fictitious 29 February 1900 is past. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date serial as ISO: "2024-03-15", "2024-03-15T08:30:00", or "08:30:00" for a time of day alone
 * (a format with hours and no day). In the 1900 system serials 1–59 are 1 January–28 February 1900,
 * 60 is the 29 February 1900 Excel keeps from Lotus 1-2-3, and from 61 on the count is true.
 */
export function serialToIso(serial: number, date1904: boolean, timeOnly = false): string {
  const ms = Math.round(serial * DAY_MS);
  const time = ((ms % DAY_MS) + DAY_MS) % DAY_MS;
  const clock = time === 0 ? '' : `${pad(Math.floor(time / 3_600_000))}:${pad(Math.floor(time / 60_000) % 60)}:${pad(Math.floor(time / 1000) % 60)}${time % 1000 ? `.${pad(time % 1000, 3)}` : ''}`;
  if (timeOnly) return clock || '00:00:00';
  const days = Math.floor(ms / DAY_MS);
  let day: string;
  if (!date1904 && days === 60) day = '1900-02-29';
  else {
    const at = (date1904 ? EPOCH_1904 : EPOCH_1900) + (!date1904 && days < 60 ? days + 1 : days) * DAY_MS;
    const d = new Date(at);
    const year = d.getUTCFullYear();
    day = `${year < 0 ? '-' : ''}${pad(Math.abs(year), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  }
  return clock ? `${day}T${clock}` : day;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/** An ISO date or date-time ("2024-03-15", "2024-03-15T08:30[:00]") as a 1900-system serial; null if it is none or before 1900. */
export function isoToSerial(text: string): { serial: number; time: boolean } | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = Date.UTC(year, month - 1, day);
  const d = new Date(at);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day || year < 1900 || year > 9999) return null;
  const hours = Number(m[4] ?? 0), minutes = Number(m[5] ?? 0), seconds = Number(m[6] ?? 0), millis = Number((m[7] ?? '0').padEnd(3, '0'));
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  let days = (at - EPOCH_1900) / DAY_MS;
  if (days < 61) days -= 1; // before 1 March 1900 Excel's count is one day short of the true one
  return { serial: days + (hours * 3_600_000 + minutes * 60_000 + seconds * 1000 + millis) / DAY_MS, time: m[4] !== undefined };
}

/* ------------------------------------------------------------------ number formats ----------------------- */

/** Built-in formats that are dates or times (ECMA-376 §18.8.30, and the East Asian ones Excel adds). */
const BUILTIN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
const BUILTIN_TIMES = new Set([18, 19, 20, 21, 45, 46, 47]);

/** How a format shows a number: as a date (with or without a day) or not. */
type Kind = 'number' | 'date' | 'time';

export function formatKind(code: string): Kind {
  // Quoted text, escaped characters, colours and conditions, and the locale tag say nothing of dates.
  const bare = code
    .split(';')[0]
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?!h\]|hh\]|m\]|mm\]|s\]|ss\])[^\]]*\]/gi, '')
    .toLowerCase();
  if (/general/.test(bare) && !/[dy]/.test(bare.replace(/general/g, ''))) return 'number';
  const hasDay = /[dy]/.test(bare) || /(^|[^h:])m{3,}/.test(bare) || /\bm{1,2}\b(?![:s])/.test(bare.replace(/[hs:]+m+|m+[:s]+/g, ''));
  const hasTime = /[hs]/.test(bare) || /\[m+\]/.test(bare);
  if (/\[(h+|m+|s+)\]/.test(code.toLowerCase()) && !/[dy]/.test(bare)) return 'time';
  if (hasDay) return 'date';
  if (hasTime) return 'time';
  return 'number';
}

/* ------------------------------------------------------------------ reading ------------------------------ */

export interface ReadLimits {
  /** The most bytes the parts read may take once unpacked (a ZIP bomb stops here). */
  readonly maxUnpacked: number;
  /** Told how far the reading is, from 0 to 1, now and then. */
  readonly progress?: (done: number) => void;
  /** Which sheets to read, by their index among `names`; all when absent. */
  readonly pick?: (names: readonly string[]) => readonly number[];
}

const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** "EncryptionInfo" in UTF-16: the stream a password-protected .xlsx keeps in its Compound File. */
const ENCRYPTION_INFO = Array.from('EncryptionInfo', (c) => [c.charCodeAt(0), 0]).flat();

function includesBytes(haystack: Uint8Array, needle: readonly number[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Column letters of a 0-based index (0 → A, 27 → AB). */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** "AB12" → [11, 27] (0-based row, column); null if it is no cell reference. */
function cellPosition(ref: string): [number, number] | null {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(ref);
  if (!m) return null;
  let column = 0;
  for (const c of m[1].toUpperCase()) column = column * 26 + (c.charCodeAt(0) - 64);
  return [Number(m[2]) - 1, column - 1];
}

/** The path a relationship's target points to, from the folder of the part that names it. */
function resolvePath(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

const relsOf = (path: string) => {
  const slash = path.lastIndexOf('/');
  return `${path.slice(0, slash + 1)}_rels/${path.slice(slash + 1)}.rels`;
};

function readRelationships(xml: string | undefined): Map<string, { target: string; type: string }> {
  const map = new Map<string, { target: string; type: string }>();
  if (xml) scanXml(xml, { open: (name, a) => void (name === 'Relationship' && a.Id && a.Target && map.set(a.Id, { target: a.Target, type: a.Type ?? '' })) });
  return map;
}

/** The file's kind from its first bytes and, for a ZIP, its parts. */
export function sniff(bytes: Uint8Array): 'zip' | ReadProblem {
  if (bytes.length >= 8 && CFB.every((b, i) => bytes[i] === b)) return includesBytes(bytes, ENCRYPTION_INFO) ? 'encrypted' : 'xls';
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4) return 'zip';
  return 'notSpreadsheet';
}

/**
 * Reads a workbook's sheets. Throws XlsxError for what is not an .xlsx (the reason as a code). Only the
 * parts a conversion needs are unpacked, and their sizes as the ZIP declares them must stay within
 * `limits.maxUnpacked` (fflate unpacks into a buffer of the declared size, so a part cannot grow past it).
 */
export async function readXlsx(bytes: Uint8Array, limits: ReadLimits): Promise<Workbook> {
  const kind = sniff(bytes);
  if (kind !== 'zip') throw new XlsxError(kind);
  const { unzipSync } = await import('fflate');
  const sizes = new Map<string, number>();
  try {
    unzipSync(bytes, { filter: (file) => (sizes.set(file.name, file.originalSize), false) });
  } catch {
    throw new XlsxError('damaged');
  }
  const entries = [...sizes.keys()];
  const lower = new Map(entries.map((name) => [name.toLowerCase(), name]));
  let unpacked = 0;
  const parts = new Map<string, string>();
  const decoder = new TextDecoder('utf-8');
  /** Unpacks the named parts (those that exist), checking the running total against the limit. */
  const load = (paths: readonly string[]) => {
    const wanted = new Set(paths.map((p) => lower.get(p.toLowerCase())).filter((p): p is string => p !== undefined && !parts.has(p)));
    if (wanted.size === 0) return;
    for (const name of wanted) {
      unpacked += sizes.get(name) ?? 0;
      if (unpacked > limits.maxUnpacked) throw new XlsxError('tooBig');
    }
    let files: Record<string, Uint8Array>;
    try {
      files = unzipSync(bytes, { filter: (file) => wanted.has(file.name) });
    } catch {
      throw new XlsxError('damaged');
    }
    for (const [name, data] of Object.entries(files)) parts.set(name.toLowerCase(), decoder.decode(data));
  };
  const part = (path: string) => parts.get(path.toLowerCase());

  if (entries.includes('mimetype') && entries.includes('content.xml')) {
    load(['mimetype', 'META-INF/manifest.xml']);
    if (!/opendocument\.spreadsheet/.test(part('mimetype') ?? '')) throw new XlsxError('notSpreadsheet');
    if (/encryption-data/.test(part('META-INF/manifest.xml') ?? '')) throw new XlsxError('encrypted');
    load(['content.xml']);
    return readOds(part('content.xml') ?? '', limits);
  }
  load(['_rels/.rels', '[Content_Types].xml']);
  let workbookPath = 'xl/workbook.xml';
  for (const rel of readRelationships(part('_rels/.rels')).values()) if (/officeDocument$/.test(rel.type)) workbookPath = resolvePath('', rel.target);
  if (!lower.has(workbookPath.toLowerCase())) {
    if (lower.has('encryptioninfo')) throw new XlsxError('encrypted');
    throw new XlsxError('notSpreadsheet');
  }
  load([workbookPath, relsOf(workbookPath)]);
  const rels = readRelationships(part(relsOf(workbookPath)));

  let date1904 = false;
  const declared: { name: string; path: string | null; hidden: boolean }[] = [];
  scanXml(part(workbookPath) ?? '', {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (name === 'sheet') {
        const id = a['r:id'] ?? Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1] ?? '';
        const rel = rels.get(id);
        declared.push({ name: a.name ?? '', path: rel && !/chartsheet|dialogsheet|macrosheet/i.test(rel.type) ? resolvePath(workbookPath, rel.target) : null, hidden: a.state === 'hidden' || a.state === 'veryHidden' });
      }
    },
  });
  if (declared.length === 0) throw new XlsxError('notSpreadsheet');

  let stringsPath: string | undefined;
  let stylesPath: string | undefined;
  for (const rel of rels.values()) {
    if (/\/sharedStrings$/.test(rel.type)) stringsPath = resolvePath(workbookPath, rel.target);
    if (/\/styles$/.test(rel.type)) stylesPath = resolvePath(workbookPath, rel.target);
  }
  load([stringsPath, stylesPath].filter((p): p is string => p !== undefined));
  const strings = stringsPath ? readSharedStrings(part(stringsPath) ?? '') : [];
  const kinds = stylesPath ? readStyleKinds(part(stylesPath) ?? '') : [];

  // A chart sheet holds no cells.
  const withCells = declared.filter((sheet): sheet is { name: string; path: string; hidden: boolean } => sheet.path !== null);
  if (withCells.length === 0) throw new XlsxError('notSpreadsheet');
  const names = withCells.map(({ name, hidden }) => ({ name, hidden }));
  const picked = limits.pick ? limits.pick(names.map((n) => n.name)) : names.map((_, i) => i);
  const sheets: Sheet[] = [];
  for (const [index, sheet] of picked.map((i) => withCells[i]).entries()) {
    load([sheet.path]);
    const xml = part(sheet.path);
    if (xml === undefined) throw new XlsxError('damaged');
    const progress = limits.progress && ((done: number) => limits.progress!((index + done) / picked.length));
    sheets.push({ name: sheet.name, hidden: sheet.hidden, ...readSheet(xml, strings, kinds, date1904, progress) });
    parts.delete(sheet.path.toLowerCase());
  }
  return { names, sheets, date1904 };
}

/** Puts values into rows of cells, growing them with empty cells; past MAX_CELLS slots (empty ones included) the file is refused as too big. */
function cellPlacer(): (rows: (CellValue | null)[][], r: number, c: number, value: CellValue) => void {
  let slots = 0;
  return (rows, r, c, value) => {
    if (r >= rows.length) {
      slots += r + 1 - rows.length;
      while (rows.length <= r) rows.push([]);
    }
    const cells = rows[r];
    if (c >= cells.length) slots += c + 1 - cells.length;
    if (slots > MAX_CELLS) throw new XlsxError('tooBig');
    while (cells.length < c) cells.push(null);
    cells[c] = value;
  };
}

function readSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let current = '';
  let inString = false;
  let inText = false;
  let phonetic = 0;
  scanXml(xml, {
    open(name, _a, selfClosing) {
      if (name === 'si') {
        inString = true;
        current = '';
      } else if (name === 'rPh') phonetic++;
      else if (name === 't' && !selfClosing) inText = true;
    },
    close(name) {
      if (name === 'si') {
        strings.push(unescapeOoxml(current));
        inString = false;
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inString && inText && phonetic === 0) current += text;
    },
  });
  return strings;
}

/** Each cell style's kind (its index is a cell's s attribute). */
function readStyleKinds(xml: string): Kind[] {
  const custom = new Map<number, string>();
  const kinds: Kind[] = [];
  let inCellXfs = false;
  scanXml(xml, {
    open(name, a) {
      if (name === 'numFmt' && a.numFmtId !== undefined) custom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        const code = custom.get(id);
        kinds.push(code !== undefined ? formatKind(code) : BUILTIN_TIMES.has(id) ? 'time' : BUILTIN_DATES.has(id) ? 'date' : 'number');
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return kinds;
}

function readSheet(xml: string, strings: readonly string[], kinds: readonly Kind[], date1904: boolean, progress?: (done: number) => void): Omit<Sheet, 'name' | 'hidden'> {
  const rows: (CellValue | null)[][] = [];
  const merged: string[] = [];
  let formulas = 0;
  let uncached = 0;
  let row = -1;
  let column = -1;
  let type = 'n';
  let style = 0;
  let value: string | null = null;
  let inline = '';
  let hasFormula = false;
  let reading: 'v' | 't' | 'f' | null = null;
  let inCell = false;
  let phonetic = 0;
  const put = cellPlacer();

  const finish = () => {
    if (hasFormula) {
      formulas++;
      if (value === null && type !== 'inlineStr') uncached++;
    }
    let cell: CellValue | null = null;
    switch (type) {
      case 's':
        cell = value === null ? null : (strings[Number(value)] ?? '');
        break;
      case 'inlineStr':
        cell = unescapeOoxml(inline);
        break;
      case 'str':
        cell = value === null ? null : unescapeOoxml(value);
        break;
      case 'b':
        cell = value === null ? null : value.trim() === '1' || value.trim() === 'true';
        break;
      case 'e':
        cell = value === null ? null : { error: value };
        break;
      case 'd':
        cell = value === null ? null : { date: value.replace(/Z$/, '').replace(/T00:00:00(\.0+)?$/, '') };
        break;
      default: {
        if (value === null || value.trim() === '') break;
        const n = Number(value);
        if (!Number.isFinite(n)) {
          cell = value;
          break;
        }
        const kind = kinds[style] ?? 'number';
        cell = kind === 'number' ? n : { date: serialToIso(n, date1904, kind === 'time') };
      }
    }
    if (cell === null || cell === '') return;
    put(rows, row, column, cell);
  };

  scanXml(xml, {
    open(name, a, selfClosing) {
      switch (name) {
        case 'row':
          row = a.r ? Number(a.r) - 1 : row + 1;
          column = -1;
          break;
        case 'c': {
          const position = a.r ? cellPosition(a.r) : null;
          if (position) [row, column] = [Math.max(row, position[0]), position[1]];
          else column++;
          if (row < 0) row = 0;
          type = a.t ?? 'n';
          style = Number(a.s ?? 0);
          value = null;
          inline = '';
          hasFormula = false;
          // A self-closing cell only carries a style: it stays empty.
          inCell = !selfClosing;
          break;
        }
        case 'v':
          if (inCell && !selfClosing) {
            reading = 'v';
            value = '';
          }
          break;
        case 'f':
          if (inCell) hasFormula = true;
          break;
        case 'rPh':
          phonetic++;
          break;
        case 't':
          if (inCell && !selfClosing) reading = 't';
          break;
        case 'mergeCell':
          if (a.ref) merged.push(a.ref);
          break;
      }
    },
    close(name) {
      if (name === 'c' && inCell) {
        inCell = false;
        finish();
      } else if (name === 'v' || name === 't') reading = null;
      else if (name === 'rPh') phonetic--;
    },
    text(text) {
      if (reading === 'v') value += text;
      else if (reading === 't' && phonetic === 0) inline += text;
    },
  }, progress);
  return { rows, merged, formulas, uncached };
}

/* ------------------------------------------------------------------ OpenDocument ------------------------- */

/** An ODF duration of a time of day (PT08H30M00S) as 08:30:00. */
function odsTime(value: string): string {
  const m = /^-?P(?:\d+D)?T(\d+)H(\d+)M(\d+(?:\.\d+)?)S$/.exec(value);
  if (!m) return value;
  const seconds = Number(m[3]);
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  return `${pad(Number(m[1]))}:${pad(Number(m[2]))}:${pad(whole)}${millis ? `.${pad(millis, 3)}` : ''}`;
}

/**
 * The sheets of an OpenDocument spreadsheet's content.xml (ODF 1.2 §9): each cell's value from its
 * office:value-type (a date is already ISO there, so no date system applies), its text from text:p
 * paragraphs (comments left out), repeated rows and columns expanded only where they hold values.
 */
function readOds(xml: string, limits: ReadLimits): Workbook {
  interface Draft {
    name: string;
    hidden: boolean;
    rows: (CellValue | null)[][];
    merged: string[];
    formulas: number;
    uncached: number;
  }
  const drafts: Draft[] = [];
  let sheet: Draft | null = null;
  let row = 0;
  let column = 0;
  let rowRepeat = 1;
  let rowHasValue = false;
  let cell: { value: CellValue | null; type: string; repeat: number; formula: boolean } | null = null;
  let text: string[] = [];
  let inParagraph = 0;
  let annotation = 0;
  const place = cellPlacer();
  const put = (r: number, c: number, value: CellValue) => sheet && place(sheet.rows, r, c, value);
  scanXml(
    xml,
    {
      open(name, a) {
        if (name === 'table' && !sheet) {
          sheet = { name: a['table:name'] ?? `Sheet${drafts.length + 1}`, hidden: false, rows: [], merged: [], formulas: 0, uncached: 0 };
          row = 0;
        } else if (!sheet) return;
        else if (name === 'table-row') {
          column = 0;
          rowRepeat = Math.max(1, Number(a['table:number-rows-repeated'] ?? 1) || 1);
          rowHasValue = false;
        } else if (name === 'table-cell' || name === 'covered-table-cell') {
          const repeat = Math.max(1, Number(a['table:number-columns-repeated'] ?? 1) || 1);
          const type = a['office:value-type'] ?? a['calcext:value-type'] ?? '';
          let value: CellValue | null = null;
          if (type === 'float' || type === 'percentage' || type === 'currency') value = Number(a['office:value']);
          else if (type === 'date' && a['office:date-value']) value = { date: a['office:date-value'].replace(/T00:00:00(\.0+)?$/, '') };
          else if (type === 'time' && a['office:time-value']) value = { date: odsTime(a['office:time-value']) };
          else if (type === 'boolean') value = a['office:boolean-value'] === 'true';
          else if (type === 'string' && a['office:string-value'] !== undefined) value = a['office:string-value'];
          if (typeof value === 'number' && !Number.isFinite(value)) value = null;
          const spanned = [Number(a['table:number-columns-spanned'] ?? 1), Number(a['table:number-rows-spanned'] ?? 1)];
          if (name === 'table-cell' && (spanned[0] > 1 || spanned[1] > 1)) sheet.merged.push(`${columnName(column)}${row + 1}:${columnName(column + spanned[0] - 1)}${row + spanned[1]}`);
          // LibreOffice marks an error (#DIV/0!) apart; its text is the error's code.
          cell = { value: a['calcext:value-type'] === 'error' ? null : value, type: a['calcext:value-type'] === 'error' ? 'error' : type, repeat, formula: a['table:formula'] !== undefined };
          text = [];
        } else if (name === 'annotation') annotation++;
        else if (name === 'p' && cell && annotation === 0) {
          inParagraph++;
          text.push('');
        } else if (inParagraph && annotation === 0 && cell) {
          const add = name === 's' ? ' '.repeat(Math.min(1000, Number(a['text:c'] ?? 1) || 1)) : name === 'tab' ? '\t' : name === 'line-break' ? '\n' : '';
          if (add) text[text.length - 1] += add;
        }
      },
      close(name) {
        if (!sheet) return;
        if (name === 'table') {
          drafts.push(sheet);
          sheet = null;
        } else if (name === 'annotation') annotation--;
        else if (name === 'p' && inParagraph && annotation === 0) inParagraph--;
        else if ((name === 'table-cell' || name === 'covered-table-cell') && cell) {
          let value = cell.value;
          if (value === null && text.length > 0 && (cell.type === 'string' || cell.type === '')) value = text.join('\n');
          if (cell.type === 'error' && text.length > 0) value = { error: text.join('\n') };
          if (value === '') value = null;
          if (cell.formula) {
            sheet.formulas += cell.repeat;
            if (value === null) sheet.uncached += cell.repeat;
          }
          if (value !== null) {
            rowHasValue = true;
            for (let i = 0; i < cell.repeat; i++) put(row, column + i, value);
          }
          column += cell.repeat;
          cell = null;
        } else if (name === 'table-row') {
          // A repeated row with values is copied; a run of empty rows only moves on.
          if (rowHasValue) for (let i = 1; i < rowRepeat; i++) sheet.rows[row].forEach((v, c) => v !== null && put(row + i, c, v));
          row += rowRepeat;
        }
      },
      text(value) {
        if (cell && inParagraph && annotation === 0) text[text.length - 1] += value;
      },
    },
    limits.progress,
  );
  if (drafts.length === 0) throw new XlsxError('notSpreadsheet');
  const names = drafts.map(({ name, hidden }) => ({ name, hidden }));
  const picked = limits.pick ? limits.pick(names.map((n) => n.name)) : names.map((_, i) => i);
  return { names, sheets: picked.map((i) => drafts[i]), date1904: false };
}

/* ------------------------------------------------------------------ writing ------------------------------ */

const escapeXml = (text: string) =>
  text
    // Characters XML 1.0 forbids are dropped (Excel would refuse the file).
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A value to write: text, a number, a boolean, a date (a 1900-system serial and whether it has a time), or nothing. */
export type WriteCell = string | number | boolean | { readonly serial: number; readonly time: boolean } | null;

/** ZIP entries carry a time: a fixed one makes the same rows give the same file. */
const FIXED_TIME = new Date(Date.UTC(2024, 0, 1));

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** An .xlsx with one sheet: inline strings, numbers, booleans and dates (shown yyyy-mm-dd, with hh:mm:ss when they have a time). */
export async function writeXlsx(rows: readonly (readonly WriteCell[])[], sheetName: string): Promise<Uint8Array> {
  const { zipSync, strToU8 } = await import('fflate');
  const body: string[] = [];
  let width = 0;
  rows.forEach((cells, r) => {
    const out: string[] = [];
    cells.forEach((cell, c) => {
      if (cell === null || cell === '') return;
      const ref = `${columnName(c)}${r + 1}`;
      if (typeof cell === 'string') out.push(`<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`);
      else if (typeof cell === 'number') out.push(`<c r="${ref}"><v>${cell}</v></c>`);
      else if (typeof cell === 'boolean') out.push(`<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`);
      else out.push(`<c r="${ref}" s="${cell.time ? 2 : 1}"><v>${cell.serial}</v></c>`);
      width = Math.max(width, c + 1);
    });
    if (out.length) body.push(`<row r="${r + 1}">${out.join('')}</row>`);
  });
  const dimension = width && rows.length ? `A1:${columnName(width - 1)}${rows.length}` : 'A1';
  const files = {
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels': `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml':
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/><numFmt numFmtId="165" formatCode="yyyy\\-mm\\-dd\\ hh:mm:ss"/></numFmts>' +
      '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
    'xl/worksheets/sheet1.xml': `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><dimension ref="${dimension}"/><sheetData>${body.join('')}</sheetData></worksheet>`,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), { level: 1, mtime: FIXED_TIME });
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ], not starting or ending with '. */
export function safeSheetName(name: string): string {
  const cleaned = name.replace(/[:\\/?*[\]\u0000-\u001F]/g, ' ').replace(/^'+|'+$/g, '').trim();
  return Array.from(cleaned).slice(0, 31).join('').trim() || 'Sheet1';
}

/**
 * The pure half of the tool: a PDF and a JSON of edits in, the signed PDF out (pdf-lib, loaded on first
 * use, in the worker). The edits are what the panel builds and what the command line takes:
 *
 *   { "fields": { "Name": "Ada Lovelace", "Agree": true, "Plan": "Premium", "Extras": ["Delivery"] },
 *     "items": [ { "type": "text", "page": 1, "x": 40, "y": 100, "width": 120, "height": 18, "text": "4 Dec 2026" },
 *                { "type": "tick", "page": 1, … }, { "type": "drawing", "page": 2, …, "strokes": [[x, y, x, y, …]] },
 *                { "type": "image", "page": 2, …, "image": "<Base64 of a PNG or JPEG>" } ] }
 *
 * An item's place is in PDF points as the page is seen (rotation applied), from the top-left corner of
 * its visible area (crop box), y growing downwards: what a visitor sees on the screen, divided by the
 * scale it is drawn at. A drawing's strokes are points within its box, from 0 to 1 on each side, so it
 * keeps its shape when the box is resized; they are drawn as smooth curves through the midpoints.
 * Text is Helvetica (a standard font: nothing embedded), sized to the box's height.
 * Flattening (the default) turns the form's fields into page content: what was filled can no longer be
 * changed in a PDF reader.
 */
import { isToolError, openPdf, parseJsonText, pdfBaseName, readBase64, toolError, type ToolError } from '@sdk/core';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { Input, Options } from './manifest.ts';

type Lib = typeof import('pdf-lib');

interface Box {
  /** 1-based. */
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** "#rrggbb"; black for text, dark blue ink for a tick or a drawing. */
  readonly color?: string;
}
export type Item =
  | (Box & { readonly type: 'text'; readonly text: string })
  | (Box & { readonly type: 'tick' })
  | (Box & { readonly type: 'drawing'; readonly strokes: readonly (readonly number[])[] })
  | (Box & { readonly type: 'image'; readonly image: string });

export type FieldValue = string | boolean | readonly string[];
export interface Edits {
  readonly fields?: Readonly<Record<string, FieldValue>>;
  readonly items?: readonly Item[];
}

export type FieldType = 'text' | 'checkbox' | 'radio' | 'dropdown' | 'optionList' | 'other';
/** A field of the form as the document holds it, before filling. */
export interface FieldInfo {
  readonly name: string;
  readonly type: FieldType;
  readonly value: FieldValue;
  /** Radio groups, drop-downs and option lists: the values to choose from. */
  readonly options?: readonly string[];
  readonly multiline?: boolean;
  readonly multiple?: boolean;
  readonly readOnly: boolean;
  /** The page its first widget is on (1-based), when known. */
  readonly page?: number;
}

export interface PageSize {
  /** As seen: rotation applied, in points. */
  readonly width: number;
  readonly height: number;
}

export interface Result {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly pages: readonly PageSize[];
  readonly form: readonly FieldInfo[];
  readonly filled: number;
  readonly placed: number;
  readonly flattened: boolean;
}

/** Text and ticks: black; a drawn signature and a tick: dark blue ink, as a pen writes. */
export const TEXT_COLOR = '#000000';
export const INK_COLOR = '#1a2a6c';
/** Text is drawn at this part of its box's height, its baseline this far above the box's bottom. */
export const TEXT_SIZE = 0.8;
export const TEXT_BASELINE = 0.22;
/** A stroke's width, as a part of its drawing's height (and of a tick's). */
export const STROKE = 0.035;
export const TICK_STROKE = 0.13;
/** A tick in its box (0 to 1 on each side, y downwards). */
export const TICK_PATH = [0.12, 0.55, 0.4, 0.84, 0.9, 0.14];
const MAX_ITEMS = 500;
const SIDE_MAX = 14400;

/** "Contract.PDF" → "Contract-signed.pdf". */
export function signedName(name: string): string {
  return `${pdfBaseName(name)}-signed.pdf`;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const COLOR = /^#[0-9a-f]{6}$/i;

/** The edits as typed (JSON), checked item by item; an empty text is no edit. */
export function readEdits(text: string): Edits | ToolError {
  if (text.trim() === '') return {};
  const parsed = parseJsonText(text, 'edits');
  if ('error' in parsed) return parsed.error;
  const value = parsed.value as { fields?: unknown; items?: unknown };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return toolError('editsShape', { field: 'edits' });
  const { fields, items } = value;
  if (fields !== undefined && (typeof fields !== 'object' || fields === null || Array.isArray(fields))) return toolError('editsShape', { field: 'edits' });
  for (const [name, v] of Object.entries((fields ?? {}) as Record<string, unknown>)) {
    const ok = typeof v === 'string' || typeof v === 'boolean' || (Array.isArray(v) && v.every((s) => typeof s === 'string'));
    if (!ok) return toolError('badValue', { name, value: JSON.stringify(v).slice(0, 80), field: 'edits' });
  }
  if (items !== undefined && !Array.isArray(items)) return toolError('editsShape', { field: 'edits' });
  const list = (items ?? []) as unknown[];
  if (list.length > MAX_ITEMS) return toolError('tooManyItems', { max: MAX_ITEMS, field: 'edits' });
  for (const [i, raw] of list.entries()) {
    const item = raw as Record<string, unknown>;
    const bad = toolError('badItem', { item: i + 1, field: 'edits' });
    if (typeof item !== 'object' || item === null) return bad;
    if (!Number.isInteger(item.page) || !finite(item.x) || !finite(item.y) || !finite(item.width) || !finite(item.height)) return bad;
    if ((item.width as number) <= 0 || (item.height as number) <= 0 || (item.width as number) > SIDE_MAX || (item.height as number) > SIDE_MAX) return bad;
    if (item.color !== undefined && !(typeof item.color === 'string' && COLOR.test(item.color))) return bad;
    if (item.type === 'text') {
      if (typeof item.text !== 'string') return bad;
    } else if (item.type === 'drawing') {
      if (!Array.isArray(item.strokes) || !item.strokes.every((s) => Array.isArray(s) && s.length >= 2 && s.length % 2 === 0 && s.every(finite))) return bad;
    } else if (item.type === 'image') {
      if (typeof item.image !== 'string') return bad;
    } else if (item.type !== 'tick') return bad;
  }
  return { fields: fields as Edits['fields'], items: list as Item[] };
}

/** The form's fields, as they are before filling. */
function describeForm(lib: Lib, doc: PDFDocument): FieldInfo[] {
  let fields;
  try {
    fields = doc.getForm().getFields();
  } catch {
    return [];
  }
  const pageOf = new Map(doc.getPages().map((p, i) => [p.ref.toString(), i + 1]));
  return fields.map((field): FieldInfo => {
    const name = field.getName();
    const readOnly = field.isReadOnly();
    const widget = field.acroField.getWidgets()[0];
    const ref = widget?.P()?.toString();
    const page = ref ? pageOf.get(ref) : undefined;
    const at = page ? { page } : {};
    const safe = <T>(f: () => T, fallback: T): T => {
      try {
        return f();
      } catch {
        return fallback;
      }
    };
    if (field instanceof lib.PDFTextField) return { name, type: 'text', value: safe(() => field.getText() ?? '', ''), multiline: field.isMultiline(), readOnly, ...at };
    if (field instanceof lib.PDFCheckBox) return { name, type: 'checkbox', value: safe(() => field.isChecked(), false), readOnly, ...at };
    if (field instanceof lib.PDFRadioGroup) return { name, type: 'radio', value: safe(() => field.getSelected() ?? '', ''), options: safe(() => field.getOptions(), []), readOnly, ...at };
    if (field instanceof lib.PDFDropdown) return { name, type: 'dropdown', value: safe(() => field.getSelected()[0] ?? '', ''), options: safe(() => field.getOptions(), []), readOnly, ...at };
    if (field instanceof lib.PDFOptionList) return { name, type: 'optionList', value: safe(() => field.getSelected(), []), options: safe(() => field.getOptions(), []), multiple: field.isMultiselect(), readOnly, ...at };
    return { name, type: 'other', value: '', readOnly, ...at };
  });
}

/** Sets each field named in the edits; a name the form lacks, or a value it cannot take, is said. */
function fill(lib: Lib, doc: PDFDocument, values: Readonly<Record<string, FieldValue>>): number | ToolError {
  const form = doc.getForm();
  let filled = 0;
  for (const [name, value] of Object.entries(values)) {
    const field = form.getFieldMaybe(name);
    if (!field) return toolError('unknownField', { name, field: 'edits' });
    const bad = toolError('badValue', { name, value: (Array.isArray(value) ? value.join(', ') : String(value)).slice(0, 80), field: 'edits' });
    if (field instanceof lib.PDFTextField) {
      if (typeof value !== 'string') return bad;
      const max = field.getMaxLength();
      if (max !== undefined && value.length > max) return toolError('tooLong', { name, max, field: 'edits' });
      field.setText(value === '' ? undefined : value);
    } else if (field instanceof lib.PDFCheckBox) {
      if (typeof value !== 'boolean') return bad;
      if (value) field.check();
      else field.uncheck();
    } else if (field instanceof lib.PDFRadioGroup) {
      if (typeof value !== 'string') return bad;
      if (value === '') field.clear();
      else if (field.getOptions().includes(value)) field.select(value);
      else return bad;
    } else if (field instanceof lib.PDFDropdown) {
      if (typeof value !== 'string') return bad;
      if (value === '') field.clear();
      else if (field.getOptions().includes(value) || field.isEditable()) field.select(value);
      else return bad;
    } else if (field instanceof lib.PDFOptionList) {
      const list = typeof value === 'string' ? (value === '' ? [] : [value]) : value;
      if (typeof list === 'boolean' || !list.every((v) => field.getOptions().includes(v))) return bad;
      if (list.length > 1 && !field.isMultiselect()) return bad;
      if (list.length === 0) field.clear();
      else field.select([...list]);
    } else return bad;
    filled++;
  }
  return filled;
}

/**
 * The matrix [a b c d e f] from the page as seen (points from its visible area's bottom-left corner, y
 * upwards, rotation applied) to the page's own coordinates: a crop box [x0 y0 x1 y1] turned by 0, 90,
 * 180 or 270 degrees clockwise, as PDF readers show a page with /Rotate.
 */
export function seenToPage(rotation: number, box: { x: number; y: number; width: number; height: number }): [number, number, number, number, number, number] {
  const x0 = box.x;
  const y0 = box.y;
  const x1 = box.x + box.width;
  const y1 = box.y + box.height;
  switch (((rotation % 360) + 360) % 360) {
    case 90:
      return [0, 1, -1, 0, x1, y0];
    case 180:
      return [-1, 0, 0, -1, x1, y1];
    case 270:
      return [0, -1, 1, 0, x0, y1];
    default:
      return [1, 0, 0, 1, x0, y0];
  }
}

function pageView(page: PDFPage): { rotation: number; box: { x: number; y: number; width: number; height: number }; size: PageSize } {
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as number;
  const box = page.getCropBox();
  const turned = rotation === 90 || rotation === 270;
  return { rotation, box, size: { width: turned ? box.height : box.width, height: turned ? box.width : box.height } };
}

/** A stroke's points (0 to 1 in a box of `width` × `height`) as an SVG path: smooth curves through the midpoints. */
export function strokePath(points: readonly number[], width: number, height: number): string {
  const p = (i: number) => [points[2 * i]! * width, points[2 * i + 1]! * height] as const;
  const n = points.length / 2;
  const f = (v: number) => String(Math.round(v * 100) / 100);
  const [sx, sy] = p(0);
  if (n === 1) return `M ${f(sx)} ${f(sy)} L ${f(sx + 0.01)} ${f(sy)}`;
  let d = `M ${f(sx)} ${f(sy)}`;
  for (let i = 1; i < n - 1; i++) {
    const [x, y] = p(i);
    const [nx, ny] = p(i + 1);
    d += ` Q ${f(x)} ${f(y)} ${f((x + nx) / 2)} ${f((y + ny) / 2)}`;
  }
  const [ex, ey] = p(n - 1);
  return `${d} L ${f(ex)} ${f(ey)}`;
}

function hexColor(lib: Lib, hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return lib.rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Whether Helvetica (WinAnsi) can write the text: the first character it cannot, if any. */
function unwritable(lib: Lib, font: import('pdf-lib').PDFFont, text: string): string | undefined {
  for (const ch of text) {
    if (ch === '\n' || ch === '\r') continue;
    try {
      font.encodeText(ch);
    } catch {
      return ch;
    }
  }
  void lib;
  return undefined;
}

/** Draws the items, each on its page, in the page's seen coordinates. */
async function place(lib: Lib, doc: PDFDocument, items: readonly Item[]): Promise<number | ToolError> {
  const pages = doc.getPages();
  for (const [i, item] of items.entries()) if (item.page < 1 || item.page > pages.length) return toolError('pageOutside', { item: i + 1, page: item.page, count: pages.length, field: 'edits' });
  const font = items.some((i) => i.type === 'text') ? await doc.embedFont(lib.StandardFonts.Helvetica) : undefined;
  const { pushGraphicsState, popGraphicsState, concatTransformationMatrix, PDFContentStream } = lib;
  for (const [index, page] of pages.entries()) {
    const mine = items.map((item, i) => ({ item, i })).filter(({ item }) => item.page === index + 1);
    if (mine.length === 0) continue;
    const { rotation, box, size } = pageView(page);
    // The page's own content is wrapped in q … Q, so a graphics state it leaves changed does not move the items.
    const context = doc.context;
    const start = context.register(PDFContentStream.of(context.obj({}), [pushGraphicsState()]));
    const end = context.register(PDFContentStream.of(context.obj({}), [popGraphicsState()]));
    page.node.wrapContentStreams(start, end);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...seenToPage(rotation, box)));
    for (const { item, i } of mine) {
      // From the top-left corner (y downwards) to the bottom-left corner (y upwards) of the item's box.
      const left = item.x;
      const bottom = size.height - item.y - item.height;
      const top = size.height - item.y;
      if (item.type === 'text') {
        const lines = item.text.split(/\r\n|\r|\n/);
        const bad = unwritable(lib, font!, item.text);
        if (bad !== undefined) return toolError('unsupportedCharacter', { character: bad, item: i + 1, field: 'edits' });
        const lineHeight = item.height / lines.length;
        const fontSize = lineHeight * TEXT_SIZE;
        lines.forEach((line, k) => {
          if (line === '') return;
          page.drawText(line, { x: left, y: top - (k + 1) * lineHeight + lineHeight * TEXT_BASELINE, size: fontSize, font, color: hexColor(lib, item.color ?? TEXT_COLOR) });
        });
      } else if (item.type === 'tick') {
        page.drawSvgPath(strokePath(TICK_PATH, item.width, item.height), {
          x: left,
          y: top,
          borderColor: hexColor(lib, item.color ?? INK_COLOR),
          borderWidth: Math.min(item.width, item.height) * TICK_STROKE,
          borderLineCap: lib.LineCapStyle.Round,
        });
      } else if (item.type === 'drawing') {
        for (const stroke of item.strokes) {
          page.drawSvgPath(strokePath(stroke, item.width, item.height), {
            x: left,
            y: top,
            borderColor: hexColor(lib, item.color ?? INK_COLOR),
            borderWidth: Math.max(0.5, item.height * STROKE),
            borderLineCap: lib.LineCapStyle.Round,
          });
        }
      } else {
        const read = readBase64(item.image.replace(/^data:image\/[a-z]+;base64,/i, ''));
        const bytes = 'bytes' in read ? read.bytes : undefined;
        if (!bytes) return toolError('badImage', { item: i + 1, field: 'edits' });
        const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
        const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
        if (!png && !jpeg) return toolError('badImage', { item: i + 1, field: 'edits' });
        let image;
        try {
          image = png ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
        } catch {
          return toolError('badImage', { item: i + 1, field: 'edits' });
        }
        page.drawImage(image, { x: left, y: bottom, width: item.width, height: item.height });
      }
    }
    page.pushOperators(popGraphicsState());
  }
  return items.length;
}

/** Fills the form, places the items and flattens, with pdf-lib; the signed PDF is named after the original. */
export async function run(input: Input, options: Options): Promise<Result | ToolError> {
  const file = input.pdf;
  if (!file) return toolError('noFile', { field: 'pdf' });
  const edits = readEdits(input.edits ?? '');
  if (isToolError(edits)) return edits;
  const lib = await import('pdf-lib');
  const doc = await openPdf(lib, file.name, file.bytes ?? new Uint8Array(), 'pdf');
  if (isToolError(doc)) return doc;
  try {
    const form = describeForm(lib, doc);
    const pages = doc.getPages().map((p) => pageView(p).size);
    const filled = fill(lib, doc, edits.fields ?? {});
    if (isToolError(filled)) return filled;
    const flatten = options.flatten && form.length > 0;
    // The fields' appearances are written in their standard font: a character it lacks is said, not thrown.
    if (flatten || filled > 0) {
      try {
        if (flatten) doc.getForm().flatten();
        else doc.getForm().updateFieldAppearances();
      } catch (e) {
        const ch = e instanceof Error ? /cannot encode "(.+?)"/.exec(e.message)?.[1] : undefined;
        if (ch) return toolError('fieldCharacter', { character: ch, field: 'edits' });
        throw e;
      }
    }
    const placed = await place(lib, doc, edits.items ?? []);
    if (isToolError(placed)) return placed;
    const bytes = await doc.save({ useObjectStreams: true, updateFieldAppearances: false });
    return { name: signedName(file.name), bytes, pages, form, filled, placed, flattened: flatten };
  } catch (e) {
    return toolError('damagedWork', { message: e instanceof Error ? e.message.slice(0, 200) : String(e) });
  }
}

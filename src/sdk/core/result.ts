/**
 * What the host draws as a tool's result. A plugin's `view.ts` turns run()'s result into blocks
 * (text, a grid of labelled values, a table, a list, an image, a file, a meter, a formula, notes, a chart); the host
 * renders them in the page's language with one action bar (Copy, Download, Regenerate, Copy link).
 * Blocks hold no display text and no formatted numbers: messages are locale keys with parameters,
 * numbers and dates are values with Intl options, so the same view serves every language (and a
 * terminal).
 */

/** A text of the tool's locale (or `common:…`), with {placeholders} filled from params. */
export interface Message {
  readonly t: string;
  readonly params?: Readonly<Record<string, Display>>;
}
/** A number written in the page's language with Intl.NumberFormat options (never NaN or "1e+21"). */
export interface NumberDisplay {
  readonly num: number;
  readonly format?: Intl.NumberFormatOptions;
}
/** A date and time (epoch milliseconds, or YYYY-MM-DD for a calendar date) in the page's language. */
export interface DateDisplay {
  readonly date: number | string;
  /** Intl.DateTimeFormat options; timeZone 'local' (or none) is the visitor's own zone. */
  readonly format?: Intl.DateTimeFormatOptions;
}
/** How long ago or how far ahead an instant is ("3 hours ago"), computed in the browser only. */
export interface RelativeDisplay {
  readonly relative: number;
  /** Always in this unit ("in 273 days" for a certificate's expiry), instead of the largest that fits. */
  readonly unit?: 'day';
}
/** The current Unix time, ticking, in the browser only. */
export interface ClockDisplay {
  readonly clock: 'unixSeconds' | 'unixMilliseconds';
}
/** A country or region by its ISO 3166 code, named in the page's language ("DE" → "Germany", "Alemania"). */
export interface RegionDisplay {
  readonly region: string;
}
/**
 * Anything the host writes: a string is the visitor's data or a symbol, shown as it is (never
 * translated, never HTML); the other forms are translated or formatted for the page's language.
 */
/** A language by its BCP 47 or ISO 639 code, named in the page's language ("fr" → "French", "Französisch"). */
export interface LanguageDisplay {
  readonly language: string;
}
export type Display = string | Message | NumberDisplay | DateDisplay | RelativeDisplay | ClockDisplay | RegionDisplay | LanguageDisplay;

export const msg = (t: string, params?: Readonly<Record<string, Display>>): Message => (params ? { t, params } : { t });
export const num = (value: number, format?: Intl.NumberFormatOptions): NumberDisplay => (format ? { num: value, format } : { num: value });
export const region = (code: string): RegionDisplay => ({ region: code });
export const language = (code: string): LanguageDisplay => ({ language: code });

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in `lang` from its ISO 3166 code ("AT" → "Österreich"), from the engine's own data (Intl, CLDR); the code itself where it has none. */
export function regionName(code: string, lang: string): string {
  let names = regionNames.get(lang);
  if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' })));
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
const languageNames = new Map<string, Intl.DisplayNames>();

/** A language's name in `lang` from its code ("fr" → "Französisch", "pt-BR" → "Portugiesisch (Brasilien)"), from the engine's own data; the code itself where it has none. */
export function languageName(code: string, lang: string): string {
  let names = languageNames.get(lang);
  if (!names) languageNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
export const date = (value: number | string, format?: Intl.DateTimeFormatOptions): DateDisplay => (format ? { date: value, format } : { date: value });

export interface TextBlock {
  readonly kind: 'text';
  readonly text: string;
  /** Defaults to the tool's outputLabel text, else "Output". */
  readonly label?: Display;
  /** A one-line summary after the label (default: the character count). */
  readonly summary?: Display;
  /** Monospaced. */
  readonly mono?: boolean;
  /**
   * false: lines are never wrapped; a line wider than the box scrolls sideways inside it (ASCII art,
   * tables drawn in text, which wrapping would tear apart on a phone).
   */
  readonly wrap?: false;
  /** Language of the text when it is not the page's ("la" for lorem ipsum). */
  readonly lang?: string;
  /** Large type, digits and symbols tinted (a password). */
  readonly emphasis?: 'password';
  /** Never translated by the browser (UUIDs, keys). */
  readonly noTranslate?: boolean;
  /**
   * The text is a JSON document: besides the text, the host offers it highlighted and as a collapsible
   * tree (code loaded when first shown). Numbers in the tree are shown as written.
   */
  readonly syntax?: 'json';
}

export interface ValueItem {
  readonly label: Display;
  readonly value: Display;
  /** Drawn larger: the answer. */
  readonly main?: boolean;
  /** A Copy button for this value (what it copies: the value as shown, or this text). */
  readonly copy?: boolean | string;
  readonly mono?: boolean;
  /** Masked until the visitor presses Show (it is still copied whole). */
  readonly secret?: boolean;
  /** A line of explanation under the value. */
  readonly hint?: Display;
  /**
   * An http(s) address the value links to (a registrar's website, the registry's own answer), opened in a new
   * tab without a referrer; any other scheme is drawn as plain text. The value stays what is shown and copied.
   */
  readonly link?: string;
}

/** An address a value may link to: http or https only (never javascript:, data: or a relative path), or null. */
export function safeLink(link: string | undefined): string | null {
  if (!link || !/^https?:\/\//i.test(link)) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface ValuesBlock {
  readonly kind: 'values';
  readonly items: readonly ValueItem[];
  readonly label?: Display;
  /** 'grid': cards (counts, answers); 'rows': label and value per line, each copyable (conversions). */
  readonly layout?: 'grid' | 'rows';
  /** Screen readers announce the values when they change (a count or an answer that follows typing). */
  readonly announce?: boolean;
}

export interface TableColumn {
  readonly label: Display;
  /** Right-aligned figures. */
  readonly numeric?: boolean;
  readonly mono?: boolean;
}

export interface TableBlock {
  readonly kind: 'table';
  readonly columns: readonly TableColumn[];
  readonly rows: readonly (readonly Display[])[];
  readonly caption?: Display;
  /** The first cell of each row heads it. */
  readonly rowHeaders?: boolean;
  /** A row to mark, said in words after its first cell (the visitor's own BMI band). */
  readonly marked?: { readonly row: number; readonly note: Display };
  /** Rows can be sorted by any column. */
  readonly sortable?: boolean;
  /** Rows drawn at first, the rest on "Show more" (default 500): a long reference keeps its page light. */
  readonly pageSize?: number;
}

/** An item of a list with its own heading, Copy and Download (a chunk of a split text). */
export interface ListItem {
  readonly text: string;
  readonly label: Display;
}

export interface ListBlock {
  readonly kind: 'list';
  /** Plain items, or items with their own heading and actions. */
  readonly items: readonly string[] | readonly ListItem[];
  readonly label?: Display;
  readonly numbered?: boolean;
  /** Shown for an empty item. */
  readonly emptyItem?: Display;
  readonly mono?: boolean;
}

/** The text of a list item. */
export const itemText = (item: string | ListItem): string => (typeof item === 'string' ? item : item.text);

export interface ImageBlock {
  readonly kind: 'image';
  /** The image as SVG markup (drawn by the site itself, never from the visitor's HTML). */
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  readonly alt: Display;
  /** Downloads: SVG as is, PNG and JPG drawn from it in the browser. */
  readonly formats: readonly ('svg' | 'png' | 'jpg')[];
  /** JPG quality, 0–1. */
  readonly quality?: number;
  /** The base name of downloaded files (default: the tool's id). */
  readonly filename?: string;
  /** A line under the image ("600 × 400 px · PNG"). */
  readonly caption?: Display;
  /** The tool's own messages when copying fails (default: the host's). */
  readonly copyImageFailed?: Display;
  readonly copyUrlFailed?: Display;
}

/**
 * A file the tool made in the browser (a converted image, a ZIP, a PDF, a photo without its metadata): the
 * host offers it for download under its name and shows a preview when it is an image.
 */
export interface FileBlock {
  readonly kind: 'file';
  /** The name it is saved under ("photo-800x600.webp"). */
  readonly name: string;
  /** Its MIME type; an image/* type is previewed. */
  readonly type: string;
  readonly bytes: Uint8Array;
  /** A heading above the file ("Optimised"). */
  readonly label?: Display;
  /** The preview's text alternative (default: the file's name). */
  readonly alt?: Display;
  /** A line under the preview (default: the file's size). */
  readonly caption?: Display;
  /** The preview's size in CSS pixels (images are scaled down to fit the page). */
  readonly width?: number;
  readonly height?: number;
}

/** One side of a comparison: an image file the browser shows (PNG, JPEG, WebP, AVIF, GIF…), and its text alternative. */
export interface CompareImage {
  readonly type: string;
  readonly bytes: Uint8Array;
  readonly alt: Display;
  /** Its name on the picture ("Before", "After"; default: the host's). */
  readonly label?: Display;
}

/**
 * Two images over each other at 1:1 (one image pixel a CSS pixel, scrolled when larger than the page), split by
 * a divider the visitor moves: a slider (arrow keys, Home, End, Page Up/Down) under the picture, or a drag on
 * it. The before image is on the left of the divider, the after image on its right; both are drawn at
 * width × height (a resized result is compared with its original stretched to the same size).
 */
export interface CompareBlock {
  readonly kind: 'compare';
  readonly label?: Display;
  readonly before: CompareImage;
  readonly after: CompareImage;
  readonly width: number;
  readonly height: number;
}

/** A value on a scale with named bands: password strength, BMI. */
export interface MeterBlock {
  readonly kind: 'meter';
  readonly label: Display;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly low?: number;
  readonly high?: number;
  readonly optimum?: number;
  /** The value in words ("Strong"), drawn beside the meter and read by screen readers. */
  readonly text: Display;
}

/** A calculation written out: "Calculation: 15 ÷ 100 × 200 = 30". */
export interface FormulaBlock {
  readonly kind: 'formula';
  readonly label: Display;
  readonly formula: readonly Display[];
}

export interface NoteBlock {
  readonly kind: 'note';
  readonly text: Display;
  readonly tone?: 'info' | 'warning';
}

/** One line or one set of bars of a chart. */
export interface ChartSeries {
  readonly label: Display;
  readonly values: readonly number[];
}

/**
 * A small chart drawn by the host as SVG (a balance over the years, a histogram, a week of rates),
 * with its figures in a table beside it for screen readers and anyone who wants the numbers. Series
 * differ by pattern and marker shape as well as colour.
 */
export interface ChartBlock {
  readonly kind: 'chart';
  readonly type: 'bar' | 'line';
  /** The chart's title, also its accessible name. */
  readonly label: Display;
  /** The categories along the horizontal axis (years, dates, bins), one per value of each series. */
  readonly x: readonly Display[];
  /** What the horizontal axis shows ("Year"): the heading of the data table's first column. */
  readonly xLabel: Display;
  readonly series: readonly ChartSeries[];
  /** How the values are written (axis, table, tooltips). */
  readonly format?: Intl.NumberFormatOptions;
  /** Bars of several series stacked rather than side by side. */
  readonly stacked?: boolean;
}

export type ResultBlock = TextBlock | ValuesBlock | TableBlock | ListBlock | ImageBlock | FileBlock | CompareBlock | MeterBlock | FormulaBlock | NoteBlock | ChartBlock;
export type BlockKind = ResultBlock['kind'];

/** What a view returns: blocks, and optionally what Copy and Download JSON give instead of the defaults. */
export interface ResultView {
  readonly blocks: readonly ResultBlock[];
  /** What Copy copies (default: the first text or list block, else the values as "label: value" lines). */
  readonly copy?: Display;
  /** The Copy button's label when "Copy" alone would be vague ("Copy statistics"). */
  readonly copyLabel?: Display;
  /** A notice after copying, where the tool says it ("UUID copied"). */
  readonly copyNotice?: Display;
  /** For random tools: whether Generate again is offered for this result (not for a UUID v5, say). Default true. */
  readonly regenerate?: boolean;
  /** Generate again's label when a tool says it its own way ("Shuffle again"). */
  readonly regenerateLabel?: Display;
  /** What Download TXT saves (default: what Copy copies). */
  readonly txt?: string;
  /** What Download JSON saves (default: run()'s result). */
  readonly json?: unknown;
  /** What Download CSV saves (default: the values and tables as shown, numbers as plain numbers). */
  readonly csv?: readonly (readonly (string | number | boolean | null)[])[];
  /** Base name of downloads (default: the tool's id). */
  readonly filename?: string;
  /**
   * Messages said at fields while the result stays on screen, by field name: a key that cannot check a
   * token's signature is marked at the key, and the decoded token is still shown. The field is marked
   * as a mistake the page finds is; a message that leaves nothing to show is a ToolError instead.
   */
  readonly fieldMessages?: Readonly<Record<string, Display>>;
}

/** What a plugin's view.ts exports: run()'s result → what the page shows. Pure: no DOM, no i18n. */
export type ViewFn<R = unknown, I = Record<string, unknown>, O = Record<string, unknown>> = (result: R, context: { readonly input: I; readonly options: O }) => ResultView | readonly ResultBlock[];

/** A view's return value as a ResultView. */
export function asResultView(view: ResultView | readonly ResultBlock[]): ResultView {
  return Array.isArray(view) ? { blocks: view as readonly ResultBlock[] } : (view as ResultView);
}

/** The default view: a string result is a text block; anything else is shown as JSON text. */
export function defaultView(result: unknown): ResultView {
  return { blocks: [{ kind: 'text', text: typeof result === 'string' ? result : JSON.stringify(result, null, 2) }] };
}

export function isMessage(d: Display): d is Message {
  return typeof d === 'object' && d !== null && 't' in d;
}

/** Every message key a view uses (for the contract test: each must have its text). */
export function messageKeys(view: ResultView): string[] {
  const keys = new Set<string>();
  const visit = (d: Display | undefined): void => {
    if (d === undefined || typeof d === 'string' || !isMessage(d)) return;
    keys.add(d.t);
    for (const p of Object.values(d.params ?? {})) visit(p);
  };
  [view.copy, view.copyLabel, view.copyNotice, view.regenerateLabel, ...Object.values(view.fieldMessages ?? {})].forEach(visit);
  for (const b of view.blocks) {
    switch (b.kind) {
      case 'text':
        visit(b.label);
        visit(b.summary);
        break;
      case 'values':
        visit(b.label);
        for (const i of b.items) [i.label, i.value, i.hint].forEach(visit);
        break;
      case 'table':
        visit(b.caption);
        b.columns.forEach((c) => visit(c.label));
        b.rows.forEach((r) => r.forEach(visit));
        visit(b.marked?.note);
        break;
      case 'list':
        visit(b.label);
        visit(b.emptyItem);
        for (const item of b.items) if (typeof item !== 'string') visit(item.label);
        break;
      case 'image':
        [b.alt, b.caption, b.copyImageFailed, b.copyUrlFailed].forEach(visit);
        break;
      case 'file':
        [b.label, b.alt, b.caption].forEach(visit);
        break;
      case 'meter':
        visit(b.label);
        visit(b.text);
        break;
      case 'formula':
        visit(b.label);
        b.formula.forEach(visit);
        break;
      case 'note':
        visit(b.text);
        break;
      case 'chart':
        [b.label, b.xLabel, ...b.x, ...b.series.map((s) => s.label)].forEach(visit);
        break;
    }
  }
  return [...keys];
}

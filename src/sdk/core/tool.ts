/**
 * What a tool declares. `meta.ts` holds the card data every page needs; `manifest.ts` holds one
 * `defineTool({...})`: the fields the visitor fills in, the options (a flat JSON Schema), how the
 * host draws them, and examples with their exact outputs. The host draws, labels, validates,
 * remembers and restores everything declared here; what is derived is never written
 * (`required`, `additionalProperties`, field order, which optional files exist, the types).
 */
import type { BigAsset } from './bigAssetCache.ts';
import type { ExampleFile } from './files.ts';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { CategoryId } from './categories.ts';
import type { ToolError } from './toolError.ts';

export type { CategoryId };
export type Badge = 'new' | 'popular';

/**
 * What every page needs about a tool (its card, its route), in `plugins/<id>/meta.ts`,
 * so the home page never loads a tool's options or examples. The id is the folder's name.
 */
/**
 * What a result is, so that it can be sent as the input of another tool that takes it ("Send to").
 * A tool that takes 'text' takes any of them: everything here is text.
 */
export const CONTENT_KINDS = ['text', 'json', 'yaml', 'csv', 'xml', 'html', 'markdown', 'css', 'javascript', 'sql', 'base64', 'url', 'jwt'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ToolMeta {
  readonly category: CategoryId;
  /** A short glyph (at most 4 characters) drawn on the tool's card. */
  readonly icon: string;
  readonly badges?: readonly Badge[];
  /**
   * What other tools may send to this one, into its first text field: each kind with the tab to open
   * (a value of the tabs option) or true. In the card data because a sending page must know every
   * receiver without loading its manifest.
   */
  readonly accepts?: Readonly<Partial<Record<ContentKind, string | true>>>;
  /**
   * The tool runs WebAssembly (a codec, an engine compiled from C). Its pages, and the worker its run()
   * goes to, get a Content-Security-Policy that allows compiling it ('wasm-unsafe-eval'); every other
   * page and worker refuses it (src/security/csp.ts). In the card data because the build and the server
   * decide the policy of a page without loading its tool.
   */
  readonly wasm?: true;
}

/** A tool's card data with its id (the folder name), as the registry gives it. */
export interface ToolCard extends ToolMeta {
  readonly id: string;
}

// ---------------------------------------------------------------------------------------------
// Fields: what the visitor types, picks or drops. Labels come from the locale: fields.<name>.label.

interface FieldBase {
  /** Shown only while the tool's tabs option has one of these values. */
  readonly tabs?: readonly string[];
  /**
   * Shown only while other select fields of the tool have one of these values: `{ secondHow: ['step', 'list'] }`
   * (a box of values that only some ways of filling need). Hidden, it is read as on another tab.
   */
  readonly when?: Readonly<Record<string, readonly string[]>>;
  /** Keeps its own value on each tab (the percentage calculator's numbers). */
  readonly perTab?: boolean;
  /** Never remembered in this browser and never put in a link (keys, passwords). */
  readonly secret?: boolean;
  /**
   * Remembered in this browser (default: yes for short values, no for multi-line text and files,
   * which can be megabytes or private); a field not remembered can still go in a link.
   */
  readonly remember?: boolean;
}

/** What a keypad key the host knows does: delete the character before the caret (or the selection), empty the field, or write the page's decimal mark or list separator. */
export const KEY_ACTIONS = ['backspace', 'clear', 'decimal', 'listSeparator'] as const;
export type KeyAction = (typeof KEY_ACTIONS)[number];

/**
 * A key of a text field's on-screen keypad (`keys`). A string writes itself and shows itself ("7", "sin(").
 * `insert` writes its text at the caret, replacing the selection, and shows `show` when that is not the
 * text itself (a symbol: "×" writes "*", "√" writes "sqrt("). `does` is a key the host draws and
 * names (KEY_ACTIONS): the decimal mark and the list separator follow the page's language (1,5 and
 * round(2,5; 1) in German). `name` is the key's accessible name, `fields.<field>.keys.<name>` in the tool's
 * locale: every key that shows a symbol has one, since "√" or "−" is read differently (or not at all)
 * by screen readers in each language; a key showing letters or digits is named by them.
 */
export type KeyDecl = string | { readonly insert: string; readonly show?: string; readonly name?: string } | { readonly does: KeyAction; readonly name?: string };

/** A field's keypad: rows of keys, drawn under the field (a calculator's digits, operators and functions on a phone). */
export type KeypadDecl = readonly (readonly KeyDecl[])[];

/** A default for every tab (perTab fields) or one for all. */
type PerTab<V> = V | Readonly<Record<string, V>>;

/** Multi-line text. Not remembered unless `remember` (texts can be megabytes, or private). */
export interface TextFieldDecl extends FieldBase {
  readonly kind: 'text';
  readonly default?: PerTab<string>;
  /** Monospaced (code, data). */
  readonly mono?: boolean;
  /** Language of the text, when it is not the page's (spell checking, hyphenation). */
  readonly lang?: string;
  /** A "Copy text" button beside Clear. */
  readonly copy?: boolean;
  /** Visible rows (default 8). */
  readonly rows?: number;
  /** An on-screen keypad under the field, row by row. */
  readonly keys?: KeypadDecl;
}

/** One line of text. */
export interface LineFieldDecl extends FieldBase {
  readonly kind: 'line';
  /** A fixed value, or 'now' (with `now`) for the current time when the page opens in the browser. */
  readonly default?: PerTab<string>;
  readonly mono?: boolean;
  readonly maxLength?: number;
  /** Takes a whole row (a pattern, a URL). */
  readonly wide?: boolean;
  readonly inputMode?: 'text' | 'numeric' | 'decimal' | 'url' | 'email' | 'tel' | 'search';
  /** A "Now" button that fills in the current Unix time or the current instant in ISO 8601 (UTC). */
  readonly now?: 'unixSeconds' | 'unixMilliseconds' | 'isoUtc';
  /** An on-screen keypad under the field, row by row (a calculator on a phone). */
  readonly keys?: KeypadDecl;
}

/** A number typed in the page's language ("1.234,5" in German); `integer` takes whole numbers only. */
export interface NumberFieldDecl extends FieldBase {
  readonly kind: 'number' | 'integer';
  readonly default?: PerTab<number | ''>;
  readonly min?: number;
  readonly max?: number;
  /** The granularity of the value (0.01 for cents): ↑ and ↓ move by it, and a value between steps is refused. */
  readonly step?: number;
  /** A unit drawn after the field: an Intl unit ("kilogram", "percent") shown in the page's language; or one per tab. */
  readonly unit?: PerTab<string>;
  /** Empty is allowed: run() receives null. */
  readonly optional?: boolean;
}

/** A calendar date (YYYY-MM-DD), a time of day (HH:MM or HH:MM:SS) or both (YYYY-MM-DDTHH:MM). */
export interface DateFieldDecl extends FieldBase {
  readonly kind: 'date' | 'time' | 'datetime';
  /** A fixed value, or 'now' for today or the current time when the page opens in the browser. */
  readonly default?: PerTab<string>;
  readonly optional?: boolean;
  /** A "Today" / "Now" button beside the field. */
  readonly now?: boolean;
  /** A time typed to the second (time and datetime): the picker steps by 1 s, Now and 'now' fill in seconds. */
  readonly seconds?: boolean;
}

/** One of a list. Labels: fields.<name>.choices.<value>, unless `rawLabels` (the values are shown as they are) or `names`. */
export interface SelectFieldDecl extends FieldBase {
  readonly kind: 'select';
  /** The choices, or the choices on each tab (a unit converter's units per category). */
  readonly choices: readonly string[] | Readonly<Record<string, readonly string[]>>;
  /** Choices drawn under a heading (fields.<name>.groups.<group>): value → group. */
  readonly groups?: Readonly<Record<string, string>>;
  readonly default?: PerTab<string>;
  /**
   * The choice a page in each language starts with, over `default` (a number in words starts in the
   * page's own language). Examples state such a field, so that they play the same on every page.
   */
  readonly pageLanguageDefault?: Readonly<Partial<Record<string, string>>>;
  readonly rawLabels?: boolean;
  /**
   * Choices named by code in the page's language instead of by the locale: places, from a table the tool
   * loads with it (the SDK's zoneCity: "Europe/Vienna" → "Wien"). null: the locale names that choice
   * (fields.<name>.choices.<value>). Choices named here are listed in the order of their names in the
   * page's language, each among its neighbours of the same group ("Kairo" under K on a German page).
   */
  readonly names?: (value: string, lang: string) => string | null;
}

export interface CheckboxFieldDecl extends FieldBase {
  readonly kind: 'checkbox';
  readonly default?: boolean;
}

/** A colour as #rrggbb, with a picker and a text field. */
export interface ColorFieldDecl extends FieldBase {
  readonly kind: 'color';
  readonly default: string;
}

/**
 * A file read in the browser, never uploaded: as text, as bytes, as an image, or as a Blob the tool
 * reads in chunks in its worker (a file of any size: nothing is read on the page).
 */
export interface FileFieldDecl extends FieldBase {
  readonly kind: 'file';
  readonly read: 'text' | 'bytes' | 'image' | 'blob';
  /** The file chooser's filter, as the accept attribute ("image/*,.svg"). */
  readonly accept?: string;
  readonly optional?: boolean;
  /** Several files at once (chosen or dropped together): run() receives them as a list, in the order given. */
  readonly multiple?: boolean;
  /**
   * The largest file the tool can take, in bytes (what the browser's memory or WebAssembly's address
   * space allows it): a bigger one is refused when chosen, before it is read, with both sizes said.
   */
  readonly maxBytes?: number;
  /**
   * A part of a recording is picked here (read: 'blob'): when the chosen file is audio or video, the host
   * draws a player and a timeline under the field, with a start and an end handle (keyboard-operable
   * sliders) that write these two line fields of the tool as timecodes in the page's language ("0:01,400"),
   * and follow what is typed in them. The length comes from the browser's player, not from the tool.
   */
  readonly timeline?: { readonly start: string; readonly end: string };
  /**
   * A part of an image is cut out here (read: 'bytes' or 'image', one file): the host draws the chosen image
   * under the field with a crop box (dragged by its inside and its eight handles, or moved and resized from
   * the keyboard) that writes these integer fields of the tool in pixels, and follows what is typed in them.
   * `aspect` names a select field whose choices ending in `<w>x<h>` ("16x9", "instagram-post-1080x1080")
   * keep that ratio; `turn` (a select of "0", "90", "180", "270": clockwise), `flipH` and `flipV` (checkboxes)
   * name the fields that turn and mirror the image before it is cropped: the image is drawn so, and the box
   * follows it. Pixels are those of the image as viewers show it (EXIF orientation applied); the SDK's crop
   * functions (`@sdk/core` crop.ts) do the same geometry in run().
   */
  readonly crop?: CropDecl;
}

/** The fields a file field's crop box writes and reads (their names in the tool's fields). */
export interface CropDecl {
  readonly x: string;
  readonly y: string;
  readonly width: string;
  readonly height: string;
  readonly aspect?: string;
  readonly turn?: string;
  readonly flipH?: string;
  readonly flipV?: string;
}

/** A grid's value: rows of cells, every row as long as the others once read. */
export type GridValue = readonly (readonly string[])[];

/**
 * A table of text cells the visitor edits: rows (and free columns) added, removed and moved, a block
 * pasted from a spreadsheet filling the grid from the cell it is pasted into. run() receives the rows,
 * every row as long as the widest. Several tools' input is a small table (query parameters, CSV columns,
 * HTTP headers, a Markdown table), so the host draws it once.
 */
export interface GridFieldDecl extends FieldBase {
  readonly kind: 'grid';
  /**
   * Fixed columns, named fields.<name>.columns.<column> in the locale: the visitor adds, removes and
   * moves rows only, and each row has exactly these cells. Without: free columns the visitor adds,
   * removes and moves.
   */
  readonly columns?: readonly string[];
  /** Free columns: the first row of cells is the columns' header, drawn and labelled as such. */
  readonly header?: boolean;
  /**
   * A choice per column (a Markdown column's alignment), drawn as a list above each column, its label
   * fields.<name>.columnChoice and its choices fields.<name>.choices.<value>. The value's first row then
   * holds each column's choice (the first choice where none is made), the rows of cells after it.
   */
  readonly columnChoices?: readonly string[];
  /** Rows of cells drawn at least, the header's included (default 3). */
  readonly minRows?: number;
  /** Free columns drawn at least (default 2). */
  readonly minColumns?: number;
  /** The rows it starts with (with the choice row first, where it has one). */
  readonly default?: GridValue;
  /** Empty is allowed (every cell blank): run() receives null. */
  readonly optional?: boolean;
}

export type FieldDecl = TextFieldDecl | LineFieldDecl | NumberFieldDecl | DateFieldDecl | SelectFieldDecl | CheckboxFieldDecl | ColorFieldDecl | FileFieldDecl | GridFieldDecl;
export type FieldKind = FieldDecl['kind'];
/** Every field kind the host draws (one rjsf widget each). */
export const FIELD_KINDS = ['text', 'line', 'number', 'integer', 'date', 'time', 'datetime', 'select', 'checkbox', 'color', 'file', 'grid'] as const satisfies readonly FieldKind[];
export type Fields = Readonly<Record<string, FieldDecl>>;

/** A file as run() receives it. */
export interface FileInput {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  /** read: 'text'. */
  readonly text?: string;
  /** read: 'bytes' or 'image'. */
  readonly bytes?: Uint8Array;
  /** read: 'image': a data: URL the browser can draw. */
  readonly dataUrl?: string;
  /** read: 'blob': the file itself, to read in slices (`blob.slice(a, b).arrayBuffer()`). */
  readonly blob?: Blob;
}

type Nullable<F, V> = F extends { readonly optional: true } ? V | null : F extends { readonly tabs: readonly string[] } ? V | null : V;

/** What run() receives for a field: numbers as numbers, dates as ISO text, files read. */
export type FieldValue<F> = F extends { readonly kind: 'number' | 'integer' }
  ? Nullable<F, number>
  : F extends { readonly kind: 'checkbox' }
    ? boolean
    : F extends { readonly kind: 'file'; readonly multiple: true }
      ? readonly FileInput[] | null
      : F extends { readonly kind: 'file' }
      ? FileInput | null
      : F extends { readonly kind: 'date' | 'time' | 'datetime' }
        ? Nullable<F, string>
        : F extends { readonly kind: 'grid' }
          ? Nullable<F, GridValue>
          : string;

// ---------------------------------------------------------------------------------------------
// Options: a flat JSON Schema, every property with a default, no display text.

/** One option: a scalar JSON Schema with a default (titles live in the locales: options.<key>.title). */
export type OptionSchema = JSONSchema & { readonly type: 'string' | 'number' | 'integer' | 'boolean'; readonly default: unknown };
export type OptionProps = Readonly<Record<string, OptionSchema>>;

/** How the host draws an option: widgets registered once for every tool. */
export const OPTION_WIDGETS = ['tabs', 'segmented', 'select', 'radio', 'checkbox', 'updown', 'range', 'enumRange', 'color', 'text'] as const;
export type OptionWidget = (typeof OPTION_WIDGETS)[number];

/** The options schema the host and the validators use, derived from the properties. */
export interface OptionsSchema<P extends OptionProps = OptionProps> {
  readonly type: 'object';
  readonly properties: P;
  readonly required: readonly string[];
  readonly additionalProperties: false;
}

export type OptionsFrom<P extends OptionProps> = { -readonly [K in keyof P]: FromSchema<P[K]> };

export const DOWNLOAD_FORMATS = ['txt', 'csv', 'json', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** A field's value in an example: as run() receives it, except that a file is a sample written out. */
type ExampleValue<V> = [Extract<V, FileInput | readonly FileInput[]>] extends [never] ? V : ExampleFile | readonly ExampleFile[] | null;

export interface ToolExample<Input, Options> {
  /** Key of the example's label in the plugin locale: `examples.<name>`. */
  readonly name: string;
  /** What the visitor types, field by field (numbers as numbers, files as small samples in Base64). */
  readonly input: { readonly [K in keyof Input]?: ExampleValue<Input[K]> };
  readonly options?: Partial<Options>;
  /** What run() returns for this input and options: checked by the contract tests and played through the page. */
  readonly output: unknown;
}

/** What a tool declares in manifest.ts. */
export interface ToolDeclaration<F extends Fields, P extends OptionProps> {
  /** Ids of related tools, drawn as cards at the foot of the tool's page (ids of tools not built yet are skipped). */
  readonly related?: readonly string[];
  /** What the visitor fills in, in the order drawn. */
  readonly fields?: F;
  /** Settings, in the order drawn. */
  readonly options?: P;
  /** Widgets by option name (default: select for enums, checkbox for booleans, a number or text field). */
  readonly ui?: Readonly<Partial<Record<keyof P & string, OptionWidget>>>;
  /** Options shown only on some tabs (values of the tabs option); the others are shown on every tab. */
  readonly optionTabs?: Readonly<Partial<Record<keyof P & string, readonly string[]>>>;
  /**
   * An enum option's values named by code in the page's language instead of by the locale (a currency by
   * @sdk/core's currencyName); null: the locale names that value (options.<key>.values.<value>).
   */
  readonly optionNames?: Readonly<Partial<Record<keyof P & string, (value: string, lang: string) => string | null>>>;
  /** Fields drawn in a sentence (locale: sentence.<tab> or sentence, with {field} where each goes). */
  readonly sentence?: boolean;
  /** Pairs of fields with a Swap button between them. */
  readonly swap?: readonly (readonly [keyof F & string, keyof F & string])[];
  /** Formats of the Download button. */
  readonly downloads?: readonly DownloadFormat[];
  /** What the result (the text Copy copies) is, for "Send to": one kind, or one per value of the tabs option. */
  readonly produces?: ContentKind | Readonly<Record<string, ContentKind>>;
  /** The result is random: Regenerate is offered, and it is never in the prerendered page. */
  readonly random?: boolean;
  /**
   * Run in a Web Worker with a time limit: for tools whose input may be megabytes. A list of values of
   * the tabs option: only the runs on those tabs (a QR code's batch of 1,000), so that the other tabs'
   * first view loads no worker and no second copy of the SDK.
   */
  readonly worker?: boolean | readonly string[];
  /** The worker's time limit (default 30 s); a short one suits work that can run away, such as a regex. */
  readonly timeLimitSeconds?: number;
  /**
   * Big files run() downloads on its first use (`import core from 'pkg/core.wasm?big'`, fetched with
   * loadBigAsset): the page says how much before the first download ("This tool downloads 2.6 MB once;
   * after that it works offline") and shows the download's progress (src/sdk/core/bigAssets.ts).
   */
  readonly bigAssets?: readonly BigAsset[];
  /**
   * The big files a run with these fields and options downloads, when it takes only some of `bigAssets` (the
   * OCR tool: the core and the data of the languages chosen; the image converter: the encoder of the format
   * written, and the HEIC reader for a HEIC photo): what the page's notice counts and looks for in the cache.
   * Without it, all of `bigAssets`.
   */
  bigAssetsUsed?(input: NoInfer<InputFrom<F>>, options: NoInfer<OptionsFrom<P>>): readonly BigAsset[];
  /**
   * Run when this button is pressed (its label: actions.<start>), not as the visitor types or chooses: for
   * long work that makes a file (a video converted), where each change would start it over. A change
   * after the press clears the result and stops the run; choosing an example runs it at once.
   */
  readonly start?: string;
  /** Show the result with empty fields from the start (counters showing zeros). */
  readonly runWhenEmpty?: boolean;
  /** The tool talks to a server: the page says it needs a connection. */
  readonly needsNetwork?: boolean;
  /**
   * The work is done by the site's API server (plugins/<id>/server.ts): run() only checks the input
   * and returns the request, on the page and again on the server; the page sends it when the visitor
   * presses a start button and draws the server's answer with view.ts.
   */
  readonly server?: ServerDecl;
  readonly examples: readonly ToolExample<InputFrom<F>, OptionsFrom<P>>[];
  /**
   * Buttons that fill fields or options from pure code ("Random colours"), labelled actions.<name>:
   * they receive the fields as read and the options, and return what to change.
   */
  readonly actions?: Readonly<Record<string, ToolAction<InputFrom<F>, OptionsFrom<P>>>>;
  /**
   * When the tabs option changes: what the new tab's fields take from the old one's (metric ↔ imperial).
   * `output` is run()'s result for the fields and options on screen, when there is one (JSON → YAML:
   * the YAML becomes the input of YAML → JSON).
   */
  onTabChange?(state: { readonly input: InputFrom<F>; readonly options: OptionsFrom<P>; readonly output?: unknown; readonly from: string; readonly to: string }): ToolChange<InputFrom<F>, OptionsFrom<P>>;
}

/** How a server tool is started and how its answer arrives. */
export interface ServerDecl {
  /** The start buttons (labels: actions.<name>), the main one first; run() receives the name pressed. */
  readonly starts: readonly string[];
  /**
   * The answer arrives in parts as they are measured (a reply, a port), shown as they come, with Stop.
   * Parts are merged into the result: arrays are appended to, other values replaced.
   */
  readonly stream?: boolean;
}

/** What an action changes: field values (numbers as numbers, written in the page's language) and options. */
export interface ToolChange<I, O> {
  readonly input?: Partial<I>;
  readonly options?: Partial<O>;
}
/** Declared with method syntax, so a tool's own action still fits the host's general manifest type. */
export type ToolAction<I, O> = { act(state: { readonly input: I; readonly options: O }): ToolChange<I, O> }['act'];

export type InputFrom<F extends Fields> = { -readonly [K in keyof F]: FieldValue<F[K]> };

/** A tool's manifest as the host reads it: the declaration with its options schema derived. */
type Loose = Record<string, unknown>;

/**
 * A tool's manifest as the host reads it: the declaration with its options schema derived. Only the
 * fields and options keep the tool's own types (for InputOf/OptionsOf); what the declaration checked
 * against them (examples, actions, widget names) is read here as any tool's, so that every tool's
 * manifest fits the host's functions.
 */
export interface ToolManifest<F extends Fields = Fields, P extends OptionProps = OptionProps>
  extends Omit<ToolDeclaration<Fields, OptionProps>, 'fields' | 'options' | 'ui' | 'optionTabs' | 'optionNames' | 'swap' | 'examples' | 'actions' | 'onTabChange' | 'bigAssetsUsed'> {
  readonly fields: F;
  readonly options: OptionsSchema<P>;
  readonly ui?: Readonly<Record<string, OptionWidget>>;
  readonly optionTabs?: Readonly<Record<string, readonly string[]>>;
  readonly optionNames?: Readonly<Record<string, (value: string, lang: string) => string | null>>;
  readonly swap?: readonly (readonly [string, string])[];
  readonly examples: readonly ToolExample<Loose, Loose>[];
  readonly actions?: Readonly<Record<string, ToolAction<Loose, Loose>>>;
  onTabChange?(state: { readonly input: Loose; readonly options: Loose; readonly output?: unknown; readonly from: string; readonly to: string }): ToolChange<Loose, Loose>;
  bigAssetsUsed?(input: Loose, options: Loose): readonly BigAsset[];
}

/**
 * The tool's manifest: `export const manifest = defineTool({...})` in manifest.ts. Without side effects: a
 * worker's run() that takes a constant from its manifest leaves the manifest itself (its examples, their
 * sample files) out of the worker's code.
 */
/* #__NO_SIDE_EFFECTS__ */
export function defineTool<const F extends Fields = {}, const P extends OptionProps = {}>(declaration: ToolDeclaration<F, P>): ToolManifest<F, P> {
  const properties = (declaration.options ?? {}) as P;
  return {
    ...(declaration as unknown as ToolManifest<F, P>),
    fields: (declaration.fields ?? {}) as F,
    options: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false },
  };
}

/** The options run() receives, from `typeof manifest`. */
export type OptionsOf<M> = M extends { readonly options: OptionsSchema<infer P> } ? OptionsFrom<P> : never;
/** The input run() receives, from `typeof manifest`: one value per field. */
export type InputOf<M> = M extends { readonly fields: infer F extends Fields } ? InputFrom<F> : never;

export type RunResult<T> = T | ToolError;
/** A tool's run(); a server tool's also receives the start button pressed (the first one when absent). */
export type RunFn<I = Record<string, unknown>, O = Record<string, unknown>, T = unknown> = (input: I, options: O, start?: string) => RunResult<T> | Promise<RunResult<T>>;

/** Merges a part of a streamed answer into what arrived before: arrays are appended to, other values replaced. */
export function mergePart(result: Record<string, unknown> | undefined, part: Record<string, unknown>): Record<string, unknown> {
  const next: Record<string, unknown> = { ...result };
  for (const [key, value] of Object.entries(part)) {
    const before = next[key];
    next[key] = Array.isArray(before) && Array.isArray(value) ? before.concat(value) : value;
  }
  return next;
}

/** The option drawn as tabs, if any. */
export function tabsOption(manifest: Pick<ToolManifest, 'ui'>): string | undefined {
  return Object.entries(manifest.ui ?? {}).find(([, widget]) => widget === 'tabs')?.[0];
}

/** What a result is with these options, for "Send to" and recipes (none: the tool does not send). */
export function producedKind(manifest: Pick<ToolManifest, 'produces' | 'ui'>, options: Readonly<Record<string, unknown>>): ContentKind | undefined {
  const { produces } = manifest;
  if (typeof produces !== 'object') return produces;
  const tabKey = tabsOption(manifest);
  return tabKey ? produces[String(options[tabKey])] : undefined;
}

/** The tab a receiver opens for a kind, or true; undefined when it does not take it. */
export function acceptance(tool: Pick<ToolCard, 'accepts'>, kind: ContentKind): string | true | undefined {
  return tool.accepts?.[kind] ?? tool.accepts?.text;
}

/** Whether a run with these options goes to the worker (`worker`: every run, or the runs on some tabs). */
export function runsInWorker(manifest: Pick<ToolManifest, 'ui' | 'worker'>, options: Readonly<Record<string, unknown>>): boolean {
  const { worker } = manifest;
  if (typeof worker === 'boolean' || worker === undefined) return worker === true;
  const tabKey = tabsOption(manifest);
  return tabKey !== undefined && worker.includes(String(options[tabKey]));
}

/** The widget an option is drawn with: the manifest's choice, else one that suits its type. */
export function optionWidget(manifest: Pick<ToolManifest, 'ui' | 'options'>, key: string): OptionWidget {
  const chosen = manifest.ui?.[key];
  if (chosen) return chosen;
  const prop = manifest.options.properties[key]!;
  if (prop.type === 'boolean') return 'checkbox';
  if ('enum' in prop && prop.enum) return 'select';
  return prop.type === 'string' ? 'text' : 'updown';
}

/** The options a tool starts with: each property's default (defaults live only in the schema). */
export function optionDefaults(schema: Pick<OptionsSchema, 'properties'>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties).map(([key, prop]) => [key, prop.default]));
}

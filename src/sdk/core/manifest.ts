import type { CategoryId } from '../../registry/categories.ts';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ToolError } from './toolError.ts';

export type { CategoryId };
export type Badge = 'new' | 'popular';

/**
 * What every page needs about a tool (cards, search, routes, related links): kept in
 * `plugins/<id>/meta.ts` so the home page never loads a tool's options or examples.
 */
export interface ToolMeta {
  /** Folder name = route slug = i18n namespace. */
  readonly id: string;
  readonly category: CategoryId;
  /** A short glyph (at most 4 characters) drawn on the tool's card. */
  readonly icon: string;
  readonly badges?: readonly Badge[];
  /** Language-neutral search terms (format names, acronyms); translated ones live in the locales. */
  readonly keywords: readonly string[];
  /** Ids of related tools; ids of tools not built yet are skipped when drawn. */
  readonly related: readonly string[];
}

/**
 * What the generic page draws as input: a text area; several named text areas ('texts', e.g. the
 * original and changed text of a diff, listed in `inputFields`); or nothing (generators).
 */
export type InputKind = 'text' | 'texts' | 'none';
/** What run() receives: the text, or for 'texts' tools one text per input field. */
export type ToolInput = string | Readonly<Record<string, string>>;
/** How the generic page shows run()'s result: text with copy/download, or the plugin's Output.tsx. */
export type OutputKind = 'text' | 'custom';
export type DownloadFormat = 'txt' | 'csv' | 'json';

export interface ToolExample<Options = Record<string, unknown>> {
  /** Key of the example's label in the plugin locale: `examples.<name>`. */
  readonly name: string;
  readonly input: ToolInput;
  readonly options?: Partial<Options>;
  /** What run() returns for this input and options: checked by the contract tests. */
  readonly output: unknown;
}

export type OptionsSchema = JSONSchema & { readonly type: 'object'; readonly properties: Readonly<Record<string, JSONSchema>> };

export interface ToolManifest<S extends OptionsSchema = OptionsSchema> extends ToolMeta {
  /** JSON Schema of the options; flat, every property with a default. */
  readonly options: S;
  /** rjsf uiSchema: plain JSON, widgets by name, no display text. */
  readonly uiSchema?: Readonly<Record<string, unknown>>;
  readonly input: InputKind;
  /** For input 'texts': the names of the text areas (labels in the locale: inputs.<name>). */
  readonly inputFields?: readonly string[];
  readonly output: OutputKind;
  /** Formats offered by the generic Download button for text output. */
  readonly downloads?: readonly DownloadFormat[];
  /** The tool talks to a server (network tools, currency rates): the page says it needs a connection. */
  readonly needsNetwork?: boolean;
  /** Run in a Web Worker with a time limit: for tools whose input may be megabytes. */
  readonly worker?: boolean;
  /** Show the result for empty input from the start (counters showing zeros), instead of waiting for the first keystroke. */
  readonly runWhenEmpty?: boolean;
  /** The worker's time limit (default 30 s); a short one suits work that can run away, such as a regex. */
  readonly timeLimitSeconds?: number;
  /** A bespoke Panel.tsx replaces the generic page body. */
  readonly panel?: boolean;
  readonly examples: readonly ToolExample<OptionsOf<S>>[];
}

export type OptionsOf<S extends OptionsSchema> = FromSchema<S> extends infer O ? (O extends Record<string, unknown> ? O : never) : never;

export type RunResult<T> = T | ToolError;
export type RunFn<O, T, I extends ToolInput = string> = (input: I, options: O) => RunResult<T> | Promise<RunResult<T>>;

import { toolError, utf8Bytes, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';

export interface SvgResult {
  /** The optimised SVG. */
  svg: string;
  /** UTF-8 sizes of the input and of the result, as they are and gzipped (what a server usually sends). */
  bytesBefore: number;
  bytesAfter: number;
  gzipBefore: number;
  gzipAfter: number;
  /** The drawing's size in CSS pixels, from width and height or the viewBox (300 × 150 when it says none, as browsers do). */
  width: number;
  height: number;
  /** The SVG has scripts or event handlers (they never run in the preview, an image). */
  scripts: boolean;
}

/** sax's reasons (svgo's parser), by the start of their English text, and the code of our own message. */
const REASONS: readonly (readonly [string, string])[] = [
  ['Unexpected close tag', 'unexpectedCloseTag'],
  ['Unmatched closing tag', 'unexpectedCloseTag'],
  ['Unclosed root tag', 'unclosedRoot'],
  ['Unexpected end', 'unclosedRoot'],
  ['Non-whitespace before first tag', 'textBeforeRoot'],
  ['Text data outside of root node', 'textAfterRoot'],
  ['Unquoted attribute value', 'unquotedAttribute'],
  ['Attribute without value', 'attributeWithoutValue'],
  ['No whitespace between attributes', 'noSpaceBetweenAttributes'],
  ['Invalid attribute name', 'invalidAttributeName'],
  ['Unbound namespace prefix', 'unboundPrefix'],
  ['Invalid character entity', 'invalidEntity'],
  ['Invalid character in entity name', 'invalidEntity'],
  ['Parsed entity', 'tooManyEntities'],
  ['Unencoded <', 'unencodedLessThan'],
  ['Malformed comment', 'malformedComment'],
  ['Invalid character in tag name', 'invalidTag'],
  ['Invalid tagname in closing tag', 'invalidTag'],
  ['Invalid characters in closing tag', 'invalidTag'],
  ['Forward-slash in opening tag', 'invalidTag'],
  ['Weird empty close tag', 'invalidTag'],
];

/** The code of a parse error's message ("parse.<code>"), from sax's English reason. */
export function parseErrorCode(reason: string): string {
  return `parse.${REASONS.find(([start]) => reason.startsWith(start))?.[1] ?? 'other'}`;
}

/**
 * svgo's plugins as options: preset-default with the ones the visitor turned off, and removeViewBox
 * when asked (off by default: without a viewBox an SVG no longer scales).
 */
export function svgoConfig(options: Options) {
  const overrides: Record<string, false> = {};
  if (!options.removeMetadata) overrides.removeMetadata = false;
  if (!options.removeComments) overrides.removeComments = false;
  if (!options.removeEditorData) overrides.removeEditorsNSData = false;
  if (!options.cleanupIds) overrides.cleanupIds = false;
  if (!options.convertPaths) Object.assign(overrides, { convertPathData: false, convertShapeToPath: false, mergePaths: false });
  return {
    multipass: options.multipass,
    floatPrecision: options.precision,
    js2svg: options.pretty ? { pretty: true, indent: 2 } : { pretty: false },
    plugins: [{ name: 'preset-default' as const, params: { overrides } }, ...(options.removeViewBox ? ['removeViewBox' as const] : [])],
  };
}

/** The gzipped size of a text (fflate, level 6 as servers usually send: the same bytes in every browser and in Node). */
async function gzipSize(bytes: Uint8Array): Promise<number> {
  const { gzipSync } = await import('fflate');
  return gzipSync(bytes, { level: 6, mtime: 0 }).length;
}

const length = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const m = /^\s*([\d.]+(?:e[+-]?\d+)?)\s*(px)?\s*$/i.exec(value);
  const n = m ? Number(m[1]) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The drawing's size from the root's width and height, else its viewBox (with the other side by its ratio), else 300 × 150. */
export function svgSize(svg: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);
  const box = attr('viewBox')?.trim().split(/[\s,]+/).map(Number);
  const ratio = box && box.length === 4 && box[2]! > 0 && box[3]! > 0 ? box[2]! / box[3]! : undefined;
  let width = length(attr('width'));
  let height = length(attr('height'));
  if (width === undefined && height === undefined && box && ratio) [width, height] = [box[2]!, box[3]!];
  if (width !== undefined && height === undefined) height = ratio ? width / ratio : 150;
  if (height !== undefined && width === undefined) width = ratio ? height * ratio : 300;
  return { width: width ?? 300, height: height ?? 150 };
}

/**
 * Optimises an SVG with svgo 4 (MIT; its browser build, loaded on first use). A text that is not well-formed
 * XML is refused with where and why (sax's reason, in the page's language), and one whose root is not <svg>
 * is refused too, rather than "optimised" into something else.
 */
export async function run({ text }: Input, options: Options): Promise<SvgResult | ToolError> {
  if (!/\S/.test(text)) return toolError('empty');
  const { optimize } = await import('svgo/browser');
  let root: string | undefined;
  const findRoot = {
    name: 'findRoot',
    fn: (ast: { children: readonly { type: string; name?: string }[] }) => {
      root ??= ast.children.find((c) => c.type === 'element')?.name;
      return null;
    },
  };
  let svg: string;
  try {
    const config = svgoConfig(options);
    svg = optimize(text, { ...config, plugins: [findRoot, ...config.plugins] }).data;
  } catch (error) {
    const e = error as { name?: string; reason?: string; line?: number; column?: number };
    if (e.name === 'SvgoParserError') return toolError(parseErrorCode(e.reason ?? ''), { line: e.line ?? 1, column: e.column ?? 1 });
    return toolError('optimizeFailed');
  }
  if (root === undefined) return toolError('noElement');
  if (root !== 'svg' && !root.endsWith(':svg')) return toolError('notSvg', { element: root });
  const before = utf8Bytes(text);
  const after = utf8Bytes(svg);
  return {
    svg,
    bytesBefore: before.length,
    bytesAfter: after.length,
    gzipBefore: await gzipSize(before),
    gzipAfter: await gzipSize(after),
    ...svgSize(svg),
    scripts: /<script\b|\son[a-z]+\s*=/i.test(svg),
  };
}

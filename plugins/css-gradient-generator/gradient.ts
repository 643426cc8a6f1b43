/**
 * A CSS gradient as the generator edits it, read from and written back to CSS text: linear, radial
 * and conic, repeating or not, with an angle (or a corner), a centre, a shape and size, a colour space
 * to blend in (CSS Color 4 interpolation) and colour stops at percentages. The text is the tool's one
 * field, so it is what a link, the command line and a paste carry. Pure: no DOM.
 */
import { formatColor, parseColor, splitOutsideParentheses, toolError, type Rgba, type ToolError } from '@sdk/core';

export const TYPES = ['linear', 'radial', 'conic'] as const;
export type GradientType = (typeof TYPES)[number];
export const SHAPES = ['ellipse', 'circle'] as const;
export const SIZES = ['farthest-corner', 'farthest-side', 'closest-corner', 'closest-side'] as const;
export type Size = (typeof SIZES)[number];
export const SPACES = ['srgb', 'oklab', 'oklch'] as const;
export type Space = (typeof SPACES)[number];
export const CORNERS = ['to top left', 'to top right', 'to bottom left', 'to bottom right'] as const;
export const MIN_STOPS = 2;
export const MAX_STOPS = 16;

export interface Stop {
  readonly color: Rgba;
  /** Percent of the gradient line (of the turn, for conic), 0–100. */
  readonly pos: number;
}

export interface Gradient {
  readonly type: GradientType;
  readonly repeating: boolean;
  /** Degrees, 0–359: the direction of a linear gradient, where a conic one starts. */
  readonly angle: number;
  /** A linear gradient towards a corner ("to top right"): its angle depends on the box's shape. */
  readonly corner?: (typeof CORNERS)[number];
  readonly shape: (typeof SHAPES)[number];
  readonly size: Size;
  /** The centre of a radial or conic gradient, in percent of the box. */
  readonly x: number;
  readonly y: number;
  readonly space: Space;
  /** In order of position. */
  readonly stops: readonly Stop[];
}

export const DEFAULTS: Omit<Gradient, 'stops'> = { type: 'linear', repeating: false, angle: 180, shape: 'ellipse', size: 'farthest-corner', x: 50, y: 50, space: 'srgb' };

const round2 = (n: number): number => Math.round(n * 100) / 100;
/** A number as CSS writes it: no trailing zeros, at most two decimals, never "-0". */
const cssNumber = (n: number): string => String(round2(n) + 0);
const normalizeAngle = (deg: number): number => round2(((deg % 360) + 360) % 360) % 360;

/** Words outside parentheses: "rgb(0, 0, 0) 10%" → ["rgb(0, 0, 0)", "10%"]. */
function words(text: string): string[] {
  return splitOutsideParentheses(text.replace(/\s+/g, ' '), ' ').filter(Boolean);
}

/** An angle in any CSS unit, in degrees; null when the word is not an angle. */
export function parseAngle(word: string): number | null {
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+))(deg|grad|rad|turn)$/i.exec(word);
  if (!m) return word === '0' ? 0 : null;
  const n = Number(m[1]);
  const unit = m[2]!.toLowerCase();
  return unit === 'deg' ? n : unit === 'grad' ? n * 0.9 : unit === 'rad' ? (n * 180) / Math.PI : n * 360;
}

const SIDE_ANGLES: Record<string, number> = { 'to top': 0, 'to right': 90, 'to bottom': 180, 'to left': 270 };
const POSITION_WORDS: Record<string, number> = { left: 0, top: 0, center: 50, right: 100, bottom: 100 };

/** "at 30% 70%", "at left top", "at center": x and y in percent; null for lengths or anything else. */
function parsePosition(parts: string[]): { x: number; y: number } | null {
  if (parts.length === 0 || parts.length > 2) return null;
  const percent = (w: string) => (/^-?(\d+\.?\d*|\.\d+)%$/.test(w) ? Number(w.slice(0, -1)) : w === '0' ? 0 : null);
  if (parts.length === 1) {
    const w = parts[0]!;
    if (w === 'top' || w === 'bottom') return { x: 50, y: POSITION_WORDS[w]! };
    const x = POSITION_WORDS[w] ?? percent(w);
    return x === null ? null : { x, y: 50 };
  }
  let [a, b] = parts as [string, string];
  // Keywords may come y first ("top left").
  if ((a === 'top' || a === 'bottom') && (b === 'left' || b === 'right' || b === 'center')) [a, b] = [b, a];
  const x = a === 'top' || a === 'bottom' ? null : (POSITION_WORDS[a] ?? percent(a));
  const y = b === 'left' || b === 'right' ? null : (POSITION_WORDS[b] ?? percent(b));
  return x === null || y === null ? null : { x, y };
}

type ParseError = ToolError;
const fail = (code: string, text?: string): ParseError => toolError(code, text === undefined ? { field: 'gradient' } : { field: 'gradient', text });

/** Reads "in oklch" (and a hue method, which only "shorter", the default, is kept as). */
function takeSpace(parts: string[]): Space | ParseError | undefined {
  const i = parts.indexOf('in');
  if (i < 0) return undefined;
  const space = parts[i + 1];
  if (!(SPACES as readonly string[]).includes(space ?? '')) return fail('unsupported', `in ${space ?? ''}`.trim());
  let end = i + 2;
  if (parts[end] === 'shorter' && parts[end + 1] === 'hue') end += 2;
  parts.splice(i, end - i);
  return space as Space;
}

/** The words before the stops: direction, shape, size, centre, colour space. */
function parsePrelude(type: GradientType, text: string): Omit<Gradient, 'stops' | 'type' | 'repeating'> | ParseError {
  const parts = words(text.toLowerCase());
  const space = takeSpace(parts);
  if (space && typeof space === 'object') return space;
  const base = { ...DEFAULTS, space: space ?? 'srgb' } as Omit<Gradient, 'stops' | 'type' | 'repeating'> & { corner?: Gradient['corner'] };
  const rest = parts.join(' ');
  if (type === 'linear') {
    if (rest === '') return base;
    const side = SIDE_ANGLES[rest];
    if (side !== undefined) return { ...base, angle: side };
    const corner = /^to (top|bottom) (left|right)$/.exec(rest) ?? /^to (left|right) (top|bottom)$/.exec(rest);
    if (corner) {
      const [v, h] = corner[1] === 'top' || corner[1] === 'bottom' ? [corner[1], corner[2]] : [corner[2], corner[1]];
      const name = `to ${v} ${h}` as Gradient['corner'];
      // The angle shown until the visitor turns it: the corner's direction in a square.
      const angle = { 'to top left': 315, 'to top right': 45, 'to bottom left': 225, 'to bottom right': 135 }[name!];
      return { ...base, angle, corner: name };
    }
    const angle = parts.length === 1 ? parseAngle(parts[0]!) : null;
    return angle === null ? fail('unsupported', rest) : { ...base, angle: normalizeAngle(angle) };
  }
  const at = parts.indexOf('at');
  const head = at < 0 ? parts : parts.slice(0, at);
  let result = { ...base };
  if (at >= 0) {
    const position = parsePosition(parts.slice(at + 1));
    if (!position) return fail('unsupported', parts.slice(at).join(' '));
    result = { ...result, ...position };
  }
  if (type === 'conic') {
    if (head.length === 0) return { ...result, angle: 0 };
    const angle = head.length === 2 && head[0] === 'from' ? parseAngle(head[1]!) : null;
    return angle === null ? fail('unsupported', head.join(' ')) : { ...result, angle: normalizeAngle(angle) };
  }
  for (const word of head) {
    if ((SHAPES as readonly string[]).includes(word)) result = { ...result, shape: word as Gradient['shape'] };
    else if ((SIZES as readonly string[]).includes(word)) result = { ...result, size: word as Size };
    else return fail('unsupported', head.join(' '));
  }
  return result;
}

/** One stop: a colour and up to two positions ("red 10% 30%" is two stops). */
function parseStop(type: GradientType, text: string): { color: Rgba; positions: number[] } | ParseError {
  const parts = words(text);
  if (parts.length === 0) return fail('syntax');
  const color = parseColor(parts[0]!);
  if (!color) {
    // A lone position is a colour hint (the blend's midpoint), which this editor does not keep.
    if (parts.length === 1 && /^[\d.+-]/.test(parts[0]!)) return fail('unsupported', parts[0]);
    return fail('color', parts[0]);
  }
  if (parts.length > 3) return fail('syntax');
  const positions: number[] = [];
  for (const word of parts.slice(1)) {
    let pos: number | null = /^[+-]?(\d+\.?\d*|\.\d+)%$/.test(word) ? Number(word.slice(0, -1)) : word === '0' ? 0 : null;
    if (pos === null && type === 'conic') {
      const deg = parseAngle(word);
      if (deg !== null) pos = (deg / 360) * 100;
    }
    if (pos === null) return fail('position', word);
    if (pos < 0 || pos > 100) return fail('range', word);
    positions.push(round2(pos));
  }
  return { color, positions };
}

/**
 * Missing positions as CSS places them (CSS Images 3, §3.5.3 "Color Stop Fixup"): the first at 0%,
 * the last at 100%, the others evenly between their neighbours; a position before an earlier one
 * moves up to it.
 */
function placeStops(stops: { color: Rgba; pos: number | null }[]): Stop[] {
  const pos = stops.map((s) => s.pos);
  if (pos[0] === null) pos[0] = 0;
  if (pos[pos.length - 1] === null) pos[pos.length - 1] = 100;
  let max = 0;
  for (let i = 0; i < pos.length; i++) if (pos[i] !== null) pos[i] = max = Math.max(max, pos[i]!);
  for (let i = 1; i < pos.length; i++) {
    if (pos[i] !== null) continue;
    let j = i;
    while (pos[j] === null) j++;
    const from = pos[i - 1]!;
    const step = (pos[j]! - from) / (j - i + 1);
    for (let k = i; k < j; k++) pos[k] = round2(from + step * (k - i + 1));
  }
  return stops.map((s, i) => ({ color: s.color, pos: pos[i]! }));
}

/** CSS gradient text → the gradient, or the first problem (at the field `gradient`). */
export function parseGradient(text: string): Gradient | ToolError {
  const source = text.trim().replace(/;$/, '').replace(/^background(-image)?\s*:\s*/i, '').trim();
  if (source === '') return fail('empty');
  const m = /^(repeating-)?(linear|radial|conic)-gradient\(([\s\S]*)\)$/i.exec(source);
  if (!m) return fail('syntax');
  const type = m[2]!.toLowerCase() as GradientType;
  const parts = splitOutsideParentheses(m[3]!);
  if (parts.some((p) => p === '')) return fail('syntax');
  // The first part is the prelude unless it starts with a colour.
  const first = (words(parts[0]!)[0] ?? '').toLowerCase();
  const hasPrelude = parseColor(first) === null && (parseAngle(first) !== null || /^(to|at|from|in|circle|ellipse|closest-side|closest-corner|farthest-side|farthest-corner)$/.test(first));
  const prelude = parsePrelude(type, hasPrelude ? parts[0]! : '');
  if ('code' in prelude) return prelude;
  const stopTexts = hasPrelude ? parts.slice(1) : parts;
  const loose: { color: Rgba; pos: number | null }[] = [];
  for (const stopText of stopTexts) {
    const stop = parseStop(type, stopText);
    if ('code' in stop) return stop;
    if (stop.positions.length === 0) loose.push({ color: stop.color, pos: null });
    for (const pos of stop.positions) loose.push({ color: stop.color, pos });
  }
  if (loose.length < MIN_STOPS) return toolError('fewStops', { field: 'gradient', min: MIN_STOPS });
  if (loose.length > MAX_STOPS) return toolError('manyStops', { field: 'gradient', max: MAX_STOPS });
  return { ...prelude, type, repeating: !!m[1], stops: placeStops(loose) };
}

/** Stops in order of position; equal positions keep their order. */
export function sortStops(stops: readonly Stop[]): Stop[] {
  return stops.map((s, i) => [s, i] as const).sort((a, b) => a[0].pos - b[0].pos || a[1] - b[1]).map(([s]) => s);
}

/** The gradient as CSS (its `background-image` value), in the given colour space. */
export function formatGradient(g: Gradient, space: Space = g.space): string {
  const spaceText = space === 'srgb' ? '' : `in ${space}`;
  const join = (...bits: string[]) => bits.filter(Boolean).join(' ');
  const at = `at ${cssNumber(g.x)}% ${cssNumber(g.y)}%`;
  const prelude =
    g.type === 'linear'
      ? join(g.corner ?? `${cssNumber(g.angle)}deg`, spaceText)
      : g.type === 'radial'
        ? join(g.shape, g.size === 'farthest-corner' ? '' : g.size, at, spaceText)
        : join(`from ${cssNumber(g.angle)}deg`, at, spaceText);
  const stops = sortStops(g.stops).map((s) => `${formatColor(s.color)} ${cssNumber(s.pos)}%`);
  return `${g.repeating ? 'repeating-' : ''}${g.type}-gradient(${[prelude, ...stops].join(', ')})`;
}

/** The colour at a position (percent) of the stops, blended in sRGB with straight opacity (the editor's new stops). */
export function colorAt(stops: readonly Stop[], pos: number): Rgba {
  const sorted = sortStops(stops);
  if (pos <= sorted[0]!.pos) return sorted[0]!.color;
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (pos <= b.pos) {
      const t = b.pos === a.pos ? 1 : (pos - a.pos) / (b.pos - a.pos);
      const at = (x: number, y: number) => x + (y - x) * t;
      return { r: Math.round(at(a.color.r, b.color.r)), g: Math.round(at(a.color.g, b.color.g)), b: Math.round(at(a.color.b, b.color.b)), a: Math.round(at(a.color.a, b.color.a) * 1000) / 1000 };
    }
  }
  return sorted[sorted.length - 1]!.color;
}

/**
 * The average colour along the gradient line (one period of a repeating gradient): the solid
 * colour for browsers that draw no gradient. Each segment between stops weighs by its length,
 * blended as CSS does, with premultiplied opacity; before the first stop and after the last the
 * colour is flat.
 */
export function meanColor(g: Gradient): Rgba {
  const stops = sortStops(g.stops);
  const start = g.repeating ? stops[0]!.pos : 0;
  const end = g.repeating ? stops[stops.length - 1]!.pos : 100;
  const span = end - start;
  if (span <= 0) return stops[stops.length - 1]!.color;
  const points = [{ ...stops[0]!, pos: start }, ...stops, { ...stops[stops.length - 1]!, pos: end }];
  let r = 0;
  let gr = 0;
  let b = 0;
  let a = 0;
  for (let i = 1; i < points.length; i++) {
    const p = points[i - 1]!;
    const q = points[i]!;
    const w = Math.max(0, q.pos - p.pos) / span / 2;
    r += w * (p.color.r * p.color.a + q.color.r * q.color.a);
    gr += w * (p.color.g * p.color.a + q.color.g * q.color.a);
    b += w * (p.color.b * p.color.a + q.color.b * q.color.a);
    a += w * (p.color.a + q.color.a);
  }
  if (a <= 0) return { r: 0, g: 0, b: 0, a: 0 };
  const ch = (v: number) => Math.min(255, Math.max(0, Math.round(v / a)));
  return { r: ch(r), g: ch(gr), b: ch(b), a: Math.round(a * 1000) / 1000 };
}

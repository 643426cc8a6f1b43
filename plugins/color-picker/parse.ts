/**
 * Reads a colour as people type or paste it: hex (#F00, #FF000080, with or without "#"), rgb()/rgba(),
 * hsl()/hsla(), hsv()/hsb(), cmyk(), CSS colour names, in the legacy comma syntax or the modern space
 * syntax with "/ alpha". In a field for one notation the bare numbers also work ("30, 144, 255" in the
 * RGB field). Values out of range are refused rather than clamped, so a typo is reported instead of
 * silently turning into another colour. Hue accepts deg, grad, rad and turn, and wraps like CSS.
 */
import { cmykToRgb, fromHex, hslToRgb, hsvToRgb, type Rgba } from './color.ts';
import { NAMED_COLORS } from './namedColors.ts';

export type Notation = 'hex' | 'rgb' | 'hsl' | 'hsv' | 'cmyk';

/** Longer texts are never colours (and a pasted megabyte is refused at once). */
const MAX_LENGTH = 120;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const FUNCTION = /^([a-z]+)\s*\((.*)\)$/s;
const FUNCTION_NOTATION: Readonly<Record<string, Exclude<Notation, 'hex'>>> = {
  rgb: 'rgb',
  rgba: 'rgb',
  hsl: 'hsl',
  hsla: 'hsl',
  hsv: 'hsv',
  hsva: 'hsv',
  hsb: 'hsv',
  hsba: 'hsv',
  cmyk: 'cmyk',
};

interface Arg {
  value: number;
  unit: '' | '%' | 'deg' | 'grad' | 'rad' | 'turn';
}

function readArg(text: string): Arg | null {
  const m = /^(.*?)(%|deg|grad|rad|turn)?$/i.exec(text)!;
  const number = m[1]!;
  if (!NUMBER.test(number)) return null;
  const value = Number(number);
  return Number.isFinite(value) ? { value, unit: (m[2]?.toLowerCase() ?? '') as Arg['unit'] } : null;
}

/** "a, b, c, d", "a b c / d" → the arguments, the alpha last if given; null if malformed. */
function splitArgs(body: string): { args: Arg[]; alpha: Arg | null } | null {
  const trimmed = body.trim();
  let main = trimmed;
  let alphaText: string | null = null;
  const slash = trimmed.split('/');
  if (slash.length > 2) return null;
  if (slash.length === 2) {
    main = slash[0]!.trim();
    alphaText = slash[1]!.trim();
    if (main.includes(',')) return null;
  }
  const parts = main.includes(',') ? main.split(',').map((p) => p.trim()) : main.split(/\s+/);
  if (parts.some((p) => p === '')) return null;
  const args = parts.map(readArg);
  if (args.some((a) => a === null)) return null;
  let alpha: Arg | null = null;
  if (alphaText !== null) {
    alpha = readArg(alphaText);
    if (!alpha) return null;
  }
  return { args: args as Arg[], alpha };
}

/** Alpha as 0–1 from "0.5" or "50%"; null when out of range. */
function alphaOf(arg: Arg | null | undefined): number | null {
  if (!arg) return 1;
  if (arg.unit === '%') return arg.value >= 0 && arg.value <= 100 ? arg.value / 100 : null;
  if (arg.unit !== '') return null;
  return arg.value >= 0 && arg.value <= 1 ? arg.value : null;
}

/** Degrees from a hue argument with an optional angle unit. */
function hueOf(arg: Arg): number | null {
  switch (arg.unit) {
    case '':
    case 'deg':
      return arg.value;
    case 'grad':
      return arg.value * 0.9;
    case 'rad':
      return (arg.value * 180) / Math.PI;
    case 'turn':
      return arg.value * 360;
    default:
      return null;
  }
}

/** A percentage 0–100 ("%" optional); null when out of range or with another unit. */
function percentOf(arg: Arg): number | null {
  if (arg.unit !== '' && arg.unit !== '%') return null;
  return arg.value >= 0 && arg.value <= 100 ? arg.value : null;
}

function fromArgs(notation: Exclude<Notation, 'hex'>, args: Arg[], slashAlpha: Arg | null): Rgba | null {
  const count = notation === 'cmyk' ? 4 : 3;
  // The alpha comes after a slash, or as one more argument in the legacy comma syntax.
  if (args.length !== count && !(args.length === count + 1 && !slashAlpha)) return null;
  const a = alphaOf(slashAlpha ?? args[count]);
  if (a === null) return null;
  if (notation === 'rgb') {
    const channels = args.slice(0, 3).map((arg) => {
      if (arg.unit === '%') return arg.value >= 0 && arg.value <= 100 ? (arg.value / 100) * 255 : null;
      if (arg.unit !== '') return null;
      return arg.value >= 0 && arg.value <= 255 ? arg.value : null;
    });
    if (channels.some((c) => c === null)) return null;
    const [r, g, b] = channels as number[];
    return { r: r!, g: g!, b: b!, a };
  }
  if (notation === 'cmyk') {
    const inks = args.slice(0, 4).map(percentOf);
    if (inks.some((i) => i === null)) return null;
    const [c, m, y, k] = inks as number[];
    return { ...cmykToRgb({ c: c!, m: m!, y: y!, k: k! }), a };
  }
  const h = hueOf(args[0]!);
  const s = percentOf(args[1]!);
  const third = percentOf(args[2]!);
  if (h === null || s === null || third === null) return null;
  const rgb = notation === 'hsl' ? hslToRgb({ h, s, l: third }) : hsvToRgb({ h, s, v: third });
  return { ...rgb, a };
}

/**
 * A colour from text, or null. `notation` is the field the text was typed in: there, bare numbers
 * ("210, 100%, 56%") are read in that notation. Channels are floats (an HSL colour is not rounded).
 */
export function parseColor(text: string, notation?: Notation): Rgba | null {
  if (text.length > MAX_LENGTH) return null;
  const s = text.trim().toLowerCase();
  if (s === '') return null;
  const named = NAMED_COLORS[s];
  if (named !== undefined && Object.hasOwn(NAMED_COLORS, s)) return fromHex(named);
  // Without "#", hex digits count only where no numbers are expected ("255" in the RGB field is not #225555).
  const hex = s.startsWith('#') || !notation || notation === 'hex' ? fromHex(s) : null;
  if (hex) return hex;
  const fn = FUNCTION.exec(s);
  if (fn) {
    const target = Object.hasOwn(FUNCTION_NOTATION, fn[1]!) ? FUNCTION_NOTATION[fn[1]!] : undefined;
    if (!target) return null;
    const split = splitArgs(fn[2]!);
    return split ? fromArgs(target, split.args, split.alpha) : null;
  }
  if (notation && notation !== 'hex') {
    const split = splitArgs(s);
    return split ? fromArgs(notation, split.args, split.alpha) : null;
  }
  return null;
}

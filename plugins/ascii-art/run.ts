/**
 * Text drawn as a FIGlet banner with the figlet package, which loads with this page's first run and
 * each font only when chosen (one small module each, never all of FIGlet's 300). Lines are wrapped
 * here, at spaces where a line would pass the width and inside a word only when the word alone is
 * wider: figlet's own word wrapping takes minutes on a long word without spaces, and its stacking
 * of many lines (vertical smushing, which FIGlet's own program does not do) seconds. Characters the font
 * lacks are left out and named, never dropped without a word.
 */
import { toolError, type ToolError } from '@sdk/core';
import { FONTS, type Font, type Input, type Options } from './manifest.ts';

export interface AsciiArt {
  art: string;
  font: Font;
  /** Characters of the text the font has no letter for, once each, in the order they appear. */
  missing: string[];
  /** Some of them lie outside ASCII (FIGlet fonts draw ASCII, some also Western European letters). */
  outsideAscii: boolean;
}

/** The longest text drawn: a banner of this many characters already fills dozens of screens. */
export const MAX_CHARS = 500;

type Figlet = typeof import('figlet').default;

// One loader per font, so that the bundler makes each its own small module, fetched when chosen.
const FONT_DATA: Record<Font, () => Promise<{ default: string }>> = {
  Standard: () => import('figlet/fonts/Standard'),
  Big: () => import('figlet/fonts/Big'),
  Slant: () => import('figlet/fonts/Slant'),
  Small: () => import('figlet/fonts/Small'),
  'Small Slant': () => import('figlet/fonts/Small Slant'),
  Banner: () => import('figlet/fonts/Banner'),
  Block: () => import('figlet/fonts/Block'),
  Doom: () => import('figlet/fonts/Doom'),
  Ogre: () => import('figlet/fonts/Ogre'),
  Shadow: () => import('figlet/fonts/Shadow'),
  Speed: () => import('figlet/fonts/Speed'),
  'Star Wars': () => import('figlet/fonts/Star Wars'),
  '3D-ASCII': () => import('figlet/fonts/3D-ASCII'),
  'ANSI Shadow': () => import('figlet/fonts/ANSI Shadow'),
  Graffiti: () => import('figlet/fonts/Graffiti'),
  Isometric1: () => import('figlet/fonts/Isometric1'),
  Colossal: () => import('figlet/fonts/Colossal'),
  'Larry 3D': () => import('figlet/fonts/Larry 3D'),
};

let figletModule: Promise<Figlet> | undefined;
const parsed = new Set<Font>();

async function withFont(font: Font): Promise<Figlet> {
  figletModule ??= import('figlet').then((m) => m.default);
  const figlet = await figletModule;
  if (!parsed.has(font)) {
    figlet.parseFont(font, (await FONT_DATA[font]()).default);
    parsed.add(font);
  }
  return figlet;
}

const isFont = (value: unknown): value is Font => (FONTS as readonly unknown[]).includes(value);

/** The widest line of a drawing, in characters. */
const widthOf = (art: string) => art.split('\n').reduce((max, line) => Math.max(max, [...line].length), 0);

/**
 * A line of the text broken so that each drawn line is at most `width` characters wide: at spaces, and
 * inside a word only where the word alone is wider. Each break is searched (the most words that fit,
 * then the most letters), so a line costs a few drawings, not one per letter.
 */
function wrap(line: string, width: number, draw: (text: string) => string): string[] {
  // Every letter adds at least one column, so a text longer than the width is not drawn to learn that
  // it is too wide (drawing grows with the square of a line's length).
  const fits = (text: string) => text.length <= width && widthOf(draw(text)) <= width;
  /**
   * The largest n in [least, limit] for which fits(take(n)), or `least`: tried at 1, 2, 4… until one
   * does not fit, then halved between, so that no text much wider than a line is ever drawn.
   */
  const most = (least: number, limit: number, take: (n: number) => string) => {
    let lo = least;
    let hi = limit;
    for (let step = Math.max(1, least); step <= limit; step *= 2) {
      if (!fits(take(step))) {
        hi = step - 1;
        break;
      }
      lo = step;
    }
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(take(mid))) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const out: string[] = [];
  let words = line.split(' ');
  while (words.length > 0) {
    const count = most(0, Math.min(words.length, width), (n) => words.slice(0, n).join(' '));
    if (count > 0) {
      out.push(words.slice(0, count).join(' '));
      words = words.slice(count);
      continue;
    }
    // The first word alone is too wide: as many of its letters as fit (at least one) go on this line.
    const letters = [...words[0]!];
    const taken = most(1, Math.min(letters.length - 1, width), (n) => letters.slice(0, n).join(''));
    out.push(letters.slice(0, taken).join(''));
    words[0] = letters.slice(taken).join('');
  }
  return out;
}

export async function run({ text }: Input, options: Options): Promise<AsciiArt | ToolError> {
  const clean = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  if (clean.trim() === '') return toolError('empty', { field: 'text' });
  const chars = [...clean];
  if (chars.length > MAX_CHARS) return toolError('tooLong', { field: 'text', max: MAX_CHARS });
  const font = isFont(options.font) ? options.font : 'Standard';
  const width = Number.isInteger(options.width) && options.width >= 20 ? Math.min(options.width, 200) : 80;
  const horizontalLayout = options.layout === 'full' || options.layout === 'fitted' ? options.layout : 'default';
  const figlet = await withFont(font);
  const glyphs = figlet.figFonts[font]!;
  const missing = [...new Set(chars.filter((ch) => ch !== '\n' && glyphs[ch.codePointAt(0)!] === undefined))];
  const lacking = new Set(missing);
  const drawable = chars.filter((ch) => !lacking.has(ch)).join('');
  const outsideAscii = missing.some((ch) => ch.codePointAt(0)! > 0x7e);
  if (drawable.trim() === '') return toolError(outsideAscii ? 'nothingInFontOutsideAscii' : 'nothingInFont', { field: 'text', font });
  const draw = (t: string) => figlet.textSync(t, { font, horizontalLayout });
  const lines = drawable.split('\n').flatMap((line) => wrap(line, width, draw));
  // Each line drawn in the font's full height, one under the other, as FIGlet's own program prints them.
  return { art: lines.map(draw).join('\n'), font, missing, outsideAscii };
}

/**
 * CSS colours as stylesheets write them: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() and
 * hsl()/hsla() (comma or space syntax, opacity after a slash or as a fourth number, percentages),
 * the 148 named colours of CSS Color 4 and transparent. Pure: for tools that read and write CSS colours
 * (gradients, shadows).
 */

/** Channels 0–255 (whole numbers) and opacity 0–1 (to three decimals). */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** CSS Color 4, §6.1 "Named Colors" (name:rrggbb). */
const NAMED = new Map(
  'aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 deeppink:ff1493 deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 floralwhite:fffaf0 forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff lightgoldenrodyellow:fafad2 lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 lightsalmon:ffa07a lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 lightslategrey:778899 lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 linen:faf0e6 magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3 mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa mistyrose:ffe4e1 moccasin:ffe4b5 navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 orange:ffa500 orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00 yellowgreen:9acd32'.split(' ').map((pair) => pair.split(':') as [string, string]),
);

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** A number of a colour function: "30", "12.5%", ".5"; null when not a number. */
function channel(text: string, percentOf: number): number | null {
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%?)$/i.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  return m[2] ? (n / 100) * percentOf : n;
}

/** An angle of hsl(): a number of degrees, or with deg, grad, rad or turn. */
function hue(text: string): number | null {
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+))(deg|grad|rad|turn)?$/i.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = (m[2] ?? 'deg').toLowerCase();
  const deg = unit === 'grad' ? n * 0.9 : unit === 'rad' ? (n * 180) / Math.PI : unit === 'turn' ? n * 360 : n;
  return ((deg % 360) + 360) % 360;
}

/** The arguments of rgb()/hsl(): three numbers and an optional opacity, comma- or space-separated. */
function args(inner: string): string[] | null {
  const text = inner.trim();
  if (text.includes(',')) {
    const parts = text.split(',').map((p) => p.trim());
    return parts.length === 3 || parts.length === 4 ? parts : null;
  }
  const [main, alpha, ...rest] = text.split('/').map((p) => p.trim());
  if (rest.length || main === undefined) return null;
  const parts = main.split(/\s+/).filter(Boolean);
  if (parts.length !== 3) return null;
  return alpha !== undefined ? [...parts, alpha] : parts;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** A CSS colour to channels, or null when it is not one this tool reads. */
export function parseColor(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const named = NAMED.get(text);
  if (named) return parseColor(`#${named}`);
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    let h = hex[1]!;
    if (h.length <= 4) h = [...h].map((c) => c + c).join('');
    const n = (i: number) => Number.parseInt(h.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? round3(n(6) / 255) : 1 };
  }
  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(text);
  if (!fn) return null;
  const parts = args(fn[2]!);
  if (!parts) return null;
  const alpha = parts[3] === undefined ? 1 : channel(parts[3], 1);
  if (alpha === null) return null;
  let rgb: [number, number, number];
  if (fn[1]!.startsWith('rgb')) {
    const values = parts.slice(0, 3).map((p) => channel(p, 255));
    if (values.some((v) => v === null)) return null;
    rgb = values as [number, number, number];
  } else {
    const h = hue(parts[0]!);
    const s = channel(parts[1]!, 1);
    const l = channel(parts[2]!, 1);
    // hsl() takes saturation and lightness as percentages.
    if (h === null || s === null || l === null || !parts[1]!.endsWith('%') || !parts[2]!.endsWith('%')) return null;
    rgb = hslToRgb(h, clamp(s, 0, 1), clamp(l, 0, 1));
  }
  const [r, g, b] = rgb.map((v) => Math.round(clamp(v, 0, 255)));
  return { r: r!, g: g!, b: b!, a: round3(clamp(alpha, 0, 1)) };
}

const hex2 = (n: number): string => n.toString(16).padStart(2, '0');

/** "#rrggbb" of the colour, ignoring its opacity. */
export const toHex6 = (c: Rgba): string => `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;

/** As CSS writes it everywhere: "#rrggbb" when opaque, else "rgba(r, g, b, a)". */
export function formatColor(c: Rgba): string {
  return c.a >= 1 ? toHex6(c) : `rgba(${c.r}, ${c.g}, ${c.b}, ${round3(c.a)})`;
}

/** The colour part of the way from a to b (0–1), channels and opacity straight (as the mean colour needs). */
export function mix(a: Rgba, b: Rgba, t: number): Rgba {
  const at = (x: number, y: number) => x + (y - x) * t;
  return { r: Math.round(at(a.r, b.r)), g: Math.round(at(a.g, b.g)), b: Math.round(at(a.b, b.b)), a: round3(at(a.a, b.a)) };
}

/** A CSS list split at a separator (a comma by default) outside parentheses: "rgb(0, 0, 0) 10%, red" → two parts, trimmed. */
export function splitOutsideParentheses(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

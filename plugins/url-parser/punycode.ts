/**
 * Punycode decoding (RFC 3492), for showing a host the URL parser wrote in its ASCII form (xn--bcher-kva.de)
 * as its Unicode name (bücher.de). Browsers give only the ASCII form (url.domainToUnicode is Node's
 * alone), and decoding is all this tool needs: encoding is the URL parser's own work.
 */
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const MAX_INT = 0x7fffffff;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digit(c: number): number {
  if (c >= 48 && c <= 57) return c - 22;
  if (c >= 65 && c <= 90) return c - 65;
  if (c >= 97 && c <= 122) return c - 97;
  return BASE;
}

/** The Unicode text of a Punycode string (without its xn-- prefix), or null when it is not valid Punycode. */
export function decodePunycode(input: string): string | null {
  const out: number[] = [];
  const basic = Math.max(0, input.lastIndexOf('-'));
  for (let j = 0; j < basic; j++) {
    const c = input.charCodeAt(j);
    if (c >= 0x80) return null;
    out.push(c);
  }
  let n = 128;
  let i = 0;
  let bias = 72;
  for (let at = basic > 0 ? basic + 1 : 0; at < input.length; ) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (at >= input.length) return null;
      const d = digit(input.charCodeAt(at++));
      if (d >= BASE || d > Math.floor((MAX_INT - i) / w)) return null;
      i += d * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (d < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return null;
      w *= BASE - t;
    }
    const length = out.length + 1;
    bias = adapt(i - oldI, length, oldI === 0);
    if (Math.floor(i / length) > MAX_INT - n) return null;
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return null;
    out.splice(i++, 0, n);
  }
  return String.fromCodePoint(...out);
}

/** A host name with each xn-- label decoded (a label that does not decode is left as it is). */
export function hostToUnicode(host: string): string {
  return host
    .split('.')
    .map((label) => (/^xn--/i.test(label) ? (decodePunycode(label.slice(4)) ?? label) : label))
    .join('.');
}

/**
 * Each shape drawn as an SVG with its dimensions named by the letters of the fields (r, a, b, h…): the
 * drawing holds no number, so it is the same in every language, and the view lists each letter's value
 * beside it in the page's language. Plane shapes are drawn to scale (a very thin rectangle or ellipse
 * is drawn less thin, so that it stays visible); solids in a cabinet projection, in proportion as far
 * as a readable drawing allows.
 */
import type { Dim, ShapeResult } from './run.ts';

export const WIDTH = 360;
export const HEIGHT = 250;
const PAD = 34;

type P = readonly [number, number];

const STROKE = '#2563eb';
const FILL = '#dbeafe';
const INK = '#1e3a8a';
const GUIDE = '#64748b';

const f = (n: number) => String(Math.round(n * 10) / 10);
const pts = (ps: readonly P[]) => ps.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
const poly = (ps: readonly P[], fill = FILL) => `<polygon points="${pts(ps)}" fill="${fill}" stroke="${STROKE}" stroke-width="2" stroke-linejoin="round"/>`;
const line = (a: P, b: P, dashed = false, color = STROKE) => `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="${color}" stroke-width="${dashed ? 1.5 : 2}"${dashed ? ' stroke-dasharray="5 4"' : ''}/>`;
const label = (p: P, text: Dim) =>
  `<text x="${f(p[0])}" y="${f(p[1])}" fill="${INK}" font-family="Georgia, 'Times New Roman', serif" font-style="italic" font-size="20" font-weight="600" text-anchor="middle" dominant-baseline="central">${text}</text>`;
const ellipse = (c: P, rx: number, ry: number, opts = '') => `<ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(rx)}" ry="${f(ry)}" ${opts}/>`;
const dot = (p: P) => `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="3" fill="${INK}"/>`;

/** A label beside the middle of a segment, pushed away from a point inside the shape. */
function sideLabel(a: P, b: P, inside: P, text: Dim, gap = 16): string {
  const m: P = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  let nx = -(b[1] - a[1]);
  let ny = b[0] - a[0];
  const len = Math.hypot(nx, ny) || 1;
  nx /= len;
  ny /= len;
  if ((inside[0] - m[0]) * nx + (inside[1] - m[1]) * ny > 0) [nx, ny] = [-nx, -ny];
  return label([m[0] + nx * gap, m[1] + ny * gap], text);
}

/** Points fitted into the drawing, keeping their proportions, y pointing down. */
function fit(ps: readonly P[]): P[] {
  const xs = ps.map((p) => p[0]);
  const ys = ps.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const s = Math.min((WIDTH - 2 * PAD) / (x1 - x0 || 1), (HEIGHT - 2 * PAD) / (y1 - y0 || 1));
  const ox = (WIDTH - (x1 - x0) * s) / 2;
  const oy = (HEIGHT - (y1 - y0) * s) / 2;
  return ps.map(([x, y]) => [ox + (x - x0) * s, HEIGHT - (oy + (y - y0) * s)] as P);
}

const centre = (ps: readonly P[]): P => [ps.reduce((s, p) => s + p[0], 0) / ps.length, ps.reduce((s, p) => s + p[1], 0) / ps.length];
/** A ratio kept between 1 : 6 and 6 : 1, so that the thin side of a drawing stays visible. */
const ratio = (x: number, y: number) => Math.min(6, Math.max(1 / 6, x / y));

function plane(r: ShapeResult): string {
  const d = r.dims;
  switch (r.shape) {
    case 'circle': {
      const c: P = [WIDTH / 2, HEIGHT / 2];
      const R = HEIGHT / 2 - PAD;
      return ellipse(c, R, R, `fill="${FILL}" stroke="${STROKE}" stroke-width="2"`) + line(c, [c[0] + R, c[1]]) + dot(c) + label([c[0] + R / 2, c[1] - 14], 'r');
    }
    case 'triangle': {
      // a opposite A, b opposite B, c opposite C: c on the ground from A to B, C above by the law of cosines.
      const { a = 1, b = 1, c = 1 } = d;
      const x = (b * b + c * c - a * a) / (2 * c);
      const ps = fit([[0, 0], [c, 0], [x, Math.sqrt(Math.max(0, b * b - x * x))]]);
      const [A, B, C] = ps as [P, P, P];
      const inner = centre(ps);
      return poly(ps) + sideLabel(B, C, inner, 'a') + sideLabel(A, C, inner, 'b') + sideLabel(A, B, inner, 'c');
    }
    case 'rectangle': {
      const q = ratio(d.l ?? 1, d.w ?? 1);
      const ps = fit([[0, 0], [q, 0], [q, 1], [0, 1]]);
      const inner = centre(ps);
      return poly(ps) + sideLabel(ps[0]!, ps[1]!, inner, 'l') + sideLabel(ps[1]!, ps[2]!, inner, 'w');
    }
    case 'trapezoid': {
      const { a = 1, b = 1, h = 1, c = 1 } = d;
      const p = Math.sqrt(Math.max(0, c * c - h * h)) * (a - b < 0 && r.isosceles ? -1 : 1);
      const ps = fit([[0, 0], [a, 0], [p + b, h], [p, h]]);
      const [A, B, C, D] = ps as [P, P, P, P];
      const inner = centre(ps);
      const foot: P = [D[0], A[1]];
      return poly(ps) + line(D, foot, true, GUIDE) + label([D[0] + 12, (D[1] + foot[1]) / 2], 'h') + sideLabel(A, B, inner, 'a') + sideLabel(D, C, inner, 'b') + sideLabel(A, D, inner, 'c') + sideLabel(B, C, inner, 'd');
    }
    case 'ellipse': {
      const q = ratio(d.a ?? 1, d.b ?? 1);
      const c: P = [WIDTH / 2, HEIGHT / 2];
      const s = Math.min((WIDTH / 2 - PAD) / q, HEIGHT / 2 - PAD);
      const [rx, ry] = [q * s, s];
      return ellipse(c, rx, ry, `fill="${FILL}" stroke="${STROKE}" stroke-width="2"`) + line(c, [c[0] + rx, c[1]]) + line(c, [c[0], c[1] - ry]) + dot(c) + label([c[0] + rx / 2, c[1] + 14], 'a') + label([c[0] - 14, c[1] - ry / 2], 'b');
    }
    case 'polygon': {
      const n = Math.round(d.n ?? 6);
      const start = -Math.PI / 2 - Math.PI / n;
      const ps = fit(Array.from({ length: n }, (_, i) => [Math.cos(start - (2 * Math.PI * i) / n), Math.sin(start - (2 * Math.PI * i) / n)] as P));
      // The side at the bottom, between the two lowest points.
      const [p, q] = [...ps].sort((u, v) => v[1] - u[1]) as [P, P];
      return poly(ps) + sideLabel(p, q, centre(ps), 'a');
    }
    default:
      return '';
  }
}

/** Cabinet projection: depth drawn at 45°, halved. */
const DEPTH: P = [Math.SQRT1_2 / 2, -Math.SQRT1_2 / 2];

function solid(r: ShapeResult): string {
  const d = r.dims;
  const cx = WIDTH / 2;
  switch (r.shape) {
    case 'sphere': {
      const c: P = [cx, HEIGHT / 2];
      const R = HEIGHT / 2 - PAD;
      return (
        ellipse(c, R, R, `fill="${FILL}" stroke="${STROKE}" stroke-width="2"`) +
        ellipse(c, R, R / 4, `fill="none" stroke="${GUIDE}" stroke-width="1.5" stroke-dasharray="5 4"`) +
        line(c, [c[0] + R, c[1]]) +
        dot(c) +
        label([c[0] + R / 2, c[1] - 14], 'r')
      );
    }
    case 'cylinder':
    case 'cone': {
      const q = ratio(d.h ?? 1, d.r ?? 1);
      const s = Math.min((HEIGHT - 2 * PAD - 20) / q, (WIDTH / 2 - PAD) / 1.2, 90);
      const [R, H, e] = [s, q * s, s / 4];
      const base: P = [cx, HEIGHT / 2 + H / 2];
      const top: P = [cx, HEIGHT / 2 - H / 2];
      const back = `<path d="M ${f(base[0] - R)} ${f(base[1])} A ${f(R)} ${f(e)} 0 0 1 ${f(base[0] + R)} ${f(base[1])}" fill="none" stroke="${GUIDE}" stroke-width="1.5" stroke-dasharray="5 4"/>`;
      const front = `<path d="M ${f(base[0] - R)} ${f(base[1])} A ${f(R)} ${f(e)} 0 0 0 ${f(base[0] + R)} ${f(base[1])}" fill="none" stroke="${STROKE}" stroke-width="2"/>`;
      const radius = line(base, [base[0] + R, base[1]]) + dot(base) + label([base[0] + R / 2, base[1] + 16], 'r');
      const height = line(base, top, true, GUIDE) + label([cx - 14, (base[1] + top[1]) / 2], 'h');
      if (r.shape === 'cylinder') {
        const body = `<path d="M ${f(base[0] - R)} ${f(top[1])} L ${f(base[0] - R)} ${f(base[1])} A ${f(R)} ${f(e)} 0 0 0 ${f(base[0] + R)} ${f(base[1])} L ${f(base[0] + R)} ${f(top[1])} Z" fill="${FILL}" stroke="none"/>`;
        return body + ellipse(top, R, e, `fill="${FILL}" stroke="${STROKE}" stroke-width="2"`) + line([cx - R, top[1]], [cx - R, base[1]]) + line([cx + R, top[1]], [cx + R, base[1]]) + back + front + radius + height;
      }
      const body = poly([top, [cx - R, base[1]], [cx + R, base[1]]]);
      return body + back + front + radius + height + sideLabel([cx + R, base[1]], top, base, 's');
    }
    case 'pyramid':
    case 'cuboid': {
      const box = r.shape === 'cuboid';
      const [L, W, H] = box ? [d.l ?? 1, d.w ?? 1, d.h ?? 1] : [d.a ?? 1, d.a ?? 1, d.h ?? 1];
      const m = Math.max(L, W, H);
      // Each length kept to at least a sixth of the longest, so that every edge shows.
      const [x, z, y] = [L, W, H].map((v) => Math.max(v, m / 6)) as [number, number, number];
      const at = (u: number, depth: number, up: number): P => [u + depth * DEPTH[0], up - depth * DEPTH[1]];
      const corners = [at(0, 0, 0), at(x, 0, 0), at(x, z, 0), at(0, z, 0), at(x / 2, z / 2, y)];
      if (box) corners.push(at(0, 0, y), at(x, 0, y), at(x, z, y), at(0, z, y));
      const ps = fit(corners);
      const [A, B, C, D, T] = ps as [P, P, P, P, P];
      if (box) {
        const [E, F, G, Hh] = ps.slice(5) as [P, P, P, P];
        return (
          poly([A, B, F, E]) + poly([B, C, G, F]) + poly([E, F, G, Hh]) +
          line(A, D, true, GUIDE) + line(D, C, true, GUIDE) + line(D, Hh, true, GUIDE) +
          sideLabel(A, B, E, 'l') + sideLabel(B, C, A, 'w') + sideLabel(B, F, A, 'h')
        );
      }
      const foot: P = [(A[0] + C[0]) / 2, (A[1] + C[1]) / 2];
      // The slant height s of the front face, from the middle of its base edge to the apex.
      const mid: P = [(A[0] + B[0]) / 2, (A[1] + B[1]) / 2];
      return (
        poly([A, B, T]) + poly([B, C, T]) +
        line(A, D, true, GUIDE) + line(D, C, true, GUIDE) + line(D, T, true, GUIDE) +
        line(foot, T, true, GUIDE) + dot(foot) + label([foot[0] - 14, (foot[1] + T[1]) / 2], 'h') +
        line(mid, T, true, STROKE) + label([(mid[0] + T[0]) / 2 + 12, (mid[1] + T[1]) / 2 + 14], 's') +
        sideLabel(A, B, T, 'a')
      );
    }
    default:
      return '';
  }
}

export function drawShape(r: ShapeResult): { svg: string; width: number; height: number } {
  const body = plane(r) || solid(r);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>${body}</svg>`,
    width: WIDTH,
    height: HEIGHT,
  };
}

/**
 * How large each image is drawn on the pages, in points (1/72 inch): the pages' content streams are read for
 * the operators that place images (q, Q, cm, Do, into form XObjects too), so that an image can be scaled down
 * to a resolution (DPI) as it is printed, not only to a number of pixels. An image drawn in several places
 * counts at its largest. Pure: pdf-lib's objects and the bytes of the streams.
 */
import type { PDFDict, PDFDocument, PDFObject, PDFRef } from 'pdf-lib';

type Lib = typeof import('pdf-lib');
type Matrix = readonly [number, number, number, number, number, number];

/** The size an image is drawn at, in points, width and height. */
export interface Placement {
  readonly width: number;
  readonly height: number;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n: first m, then n (PDF's order: `cm` puts its matrix before the current one). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3], m[2] * n[0] + m[3] * n[2], m[2] * n[1] + m[3] * n[3], m[4] * n[0] + m[5] * n[2] + n[4], m[4] * n[1] + m[5] * n[3] + n[5]];
}

const WHITE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));

/** A content stream's operators with the numbers and names before each (strings, arrays, dictionaries and inline images skipped). */
export function* operators(bytes: Uint8Array): Generator<{ op: string; operands: (number | string)[] }> {
  let operands: (number | string)[] = [];
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const c = bytes[i]!;
    if (WHITE.has(c)) i++;
    else if (c === 0x25) while (i < n && bytes[i] !== 10 && bytes[i] !== 13) i++; // % comment
    else if (c === 0x28) {
      // (string), with nested parentheses and backslash escapes.
      let depth = 0;
      for (; i < n; i++) {
        if (bytes[i] === 0x5c) i++;
        else if (bytes[i] === 0x28) depth++;
        else if (bytes[i] === 0x29 && --depth === 0) break;
      }
      i++;
      operands.push('');
    } else if (c === 0x3c && bytes[i + 1] !== 0x3c) {
      while (i < n && bytes[i] !== 0x3e) i++; // <hex string>
      i++;
      operands.push('');
    } else if (c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d) i++; // << >> [ ] { }: operands of no interest here
    else if (c === 0x2f) {
      const start = ++i;
      while (i < n && !WHITE.has(bytes[i]!) && !DELIMITERS.has(bytes[i]!)) i++;
      operands.push(`/${String.fromCharCode(...bytes.subarray(start, i))}`);
    } else {
      const start = i;
      while (i < n && !WHITE.has(bytes[i]!) && !DELIMITERS.has(bytes[i]!)) i++;
      if (i === start) {
        i++;
        continue;
      }
      const word = String.fromCharCode(...bytes.subarray(start, i));
      const number = Number(word);
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) && Number.isFinite(number)) operands.push(number);
      else if (word === 'true' || word === 'false' || word === 'null') operands.push(word);
      else if (word === 'ID') {
        // Inline image data runs to whitespace, "EI", whitespace.
        i++;
        while (i < n && !(WHITE.has(bytes[i - 1]!) && bytes[i] === 0x45 && bytes[i + 1] === 0x49 && (i + 2 >= n || WHITE.has(bytes[i + 2]!)))) i++;
        i += 2;
        operands = [];
      } else {
        yield { op: word, operands };
        operands = [];
      }
    }
  }
}

/** The decoded bytes of a page's or form's content (one stream or an array of them); empty when a filter is not readable. */
function contentBytes(lib: Lib, doc: PDFDocument, contents: PDFObject | undefined): Uint8Array[] {
  const object = contents instanceof lib.PDFRef ? doc.context.lookup(contents) : contents;
  if (object instanceof lib.PDFArray) return object.asArray().flatMap((item) => contentBytes(lib, doc, item));
  if (!(object instanceof lib.PDFRawStream)) return [];
  try {
    return [lib.decodePDFRawStream(object).decode()];
  } catch {
    return [];
  }
}

/**
 * The largest size each image XObject is drawn at on any page, by its reference ("12 0 R"). Images drawn
 * nowhere that can be read (patterns, annotations, inline images) are missing: only the pixel limit applies to them.
 */
export function imagePlacements(lib: Lib, doc: PDFDocument): Map<string, Placement> {
  const { PDFName, PDFDict, PDFRawStream, PDFArray, PDFNumber } = lib;
  const found = new Map<string, Placement>();
  const walk = (streams: Uint8Array[], resources: PDFDict | undefined, start: Matrix, depth: number, seen: Set<string>) => {
    const xobjects = resources?.lookup(PDFName.of('XObject'));
    const stack: Matrix[] = [];
    let ctm = start;
    for (const bytes of streams)
      for (const { op, operands } of operators(bytes)) {
        if (op === 'q') stack.push(ctm);
        else if (op === 'Q') ctm = stack.pop() ?? ctm;
        else if (op === 'cm' && operands.length >= 6 && operands.slice(-6).every((v) => typeof v === 'number')) ctm = multiply(operands.slice(-6) as unknown as Matrix, ctm);
        else if (op === 'Do' && typeof operands.at(-1) === 'string' && xobjects instanceof PDFDict) {
          const ref = xobjects.get(PDFName.of(String(operands.at(-1)).slice(1)));
          if (!(ref instanceof lib.PDFRef)) continue;
          const object = doc.context.lookup(ref);
          if (!(object instanceof PDFRawStream)) continue;
          const subtype = object.dict.lookup(PDFName.of('Subtype'));
          const key = (ref as PDFRef).toString();
          if (subtype === PDFName.of('Image')) {
            const width = Math.hypot(ctm[0], ctm[1]);
            const height = Math.hypot(ctm[2], ctm[3]);
            const before = found.get(key);
            found.set(key, { width: Math.max(width, before?.width ?? 0), height: Math.max(height, before?.height ?? 0) });
          } else if (subtype === PDFName.of('Form') && depth < 12 && !seen.has(key)) {
            const matrix = object.dict.lookup(PDFName.of('Matrix'));
            const values = matrix instanceof PDFArray ? matrix.asArray().map((v) => (v instanceof PDFNumber ? v.asNumber() : NaN)) : [];
            const form: Matrix = values.length === 6 && values.every(Number.isFinite) ? (values as unknown as Matrix) : IDENTITY;
            const own = object.dict.lookup(PDFName.of('Resources'));
            walk(contentBytes(lib, doc, object), own instanceof PDFDict ? own : resources, multiply(form, ctm), depth + 1, new Set([...seen, key]));
          }
        }
      }
  };
  for (const page of doc.getPages()) {
    walk(contentBytes(lib, doc, page.node.get(PDFName.of('Contents'))), page.node.Resources(), IDENTITY, 0, new Set());
  }
  return found;
}

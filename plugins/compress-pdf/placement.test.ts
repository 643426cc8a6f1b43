import { PDFDocument, PDFName } from 'pdf-lib';
import * as lib from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { scaleFor } from './images.ts';
import { imagePlacements, multiply, operators } from './placement.ts';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('where images are drawn', () => {
  it('reads operators and their numbers and names, skipping strings, dictionaries and inline images', () => {
    const ops = [...operators(ascii('BT (a (nested\\) Do) q) Tj ET\n<</MCID 0>> BDC % a comment Do\nBI /W 1 /H 1 ID \u0000EI\u0001 EI q 2 0 0 3 .5 -1 cm /Im1 Do Q'))];
    expect(ops.map((o) => o.op)).toEqual(['BT', 'Tj', 'ET', 'BDC', 'BI', 'q', 'cm', 'Do', 'Q']);
    expect(ops.find((o) => o.op === 'cm')!.operands).toEqual([2, 0, 0, 3, 0.5, -1]);
    expect(ops.find((o) => o.op === 'Do')!.operands).toEqual(['/Im1']);
  });

  it('multiplies matrices in PDF order (cm before the current matrix)', () => {
    expect(multiply([2, 0, 0, 2, 0, 0], [1, 0, 0, 1, 10, 20])).toEqual([2, 0, 0, 2, 10, 20]);
    expect(multiply([1, 0, 0, 1, 10, 20], [2, 0, 0, 2, 0, 0])).toEqual([2, 0, 0, 2, 20, 40]);
  });

  it('finds the largest size each image is drawn at, through form XObjects', async () => {
    const doc = await PDFDocument.create();
    const image = doc.context.register(doc.context.stream(new Uint8Array(3), { Type: 'XObject', Subtype: 'Image', Width: 1, Height: 1, ColorSpace: 'DeviceRGB', BitsPerComponent: 8 }));
    const form = doc.context.register(
      doc.context.stream('q 100 0 0 50 10 10 cm /Im Do Q', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 500, 500], Matrix: [1, 0, 0, 1, 5, 5], Resources: { XObject: { Im: image } } }),
    );
    const page = doc.addPage([600, 600]);
    page.node.setXObject(PDFName.of('Fm'), form);
    page.node.setXObject(PDFName.of('Im'), image);
    page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream('q 2 0 0 2 0 0 cm /Fm Do Q q 0 30 -40 0 0 0 cm /Im Do Q')));
    const found = imagePlacements(lib, doc);
    // 100 × 50 in the form, the form drawn twice as large: 200 × 100; drawn turned at 30 × 40 elsewhere.
    expect(found.get(image.toString())).toEqual({ width: 200, height: 100 });
  });

  it('scales an image to the resolution and the pixels chosen, whichever is smaller, never up', () => {
    const settings = { quality: 70, maxDpi: 150, maxSide: 2500 };
    // 3000 × 2000 px drawn 720 × 480 pt (10 × 6.67 in): 150 DPI needs 1500 × 1000.
    expect(scaleFor(3000, 2000, settings, { width: 720, height: 480 })).toBeCloseTo(0.5);
    // Not drawn anywhere readable: the pixel limit only.
    expect(scaleFor(5000, 1000, settings, undefined)).toBe(0.5);
    expect(scaleFor(100, 100, settings, { width: 720, height: 720 })).toBe(1);
    // Drawn stretched: enough pixels for the longer direction.
    expect(scaleFor(1000, 1000, settings, { width: 72, height: 288 })).toBeCloseTo(0.6);
  });
});

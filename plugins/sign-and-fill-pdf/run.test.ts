/**
 * Known answers read back with pdf-lib itself: the form filled (values kept when not flattened, no
 * fields and the same pages when flattened), each item drawn where the page shows it (read off the
 * content stream, on a plain page and on pages turned 90°, 180° and 270°, whose seen corner is mapped
 * back by hand), and every bad input said.
 */
import { describe, expect, it } from 'vitest';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, degrees, type PDFPage } from 'pdf-lib';
import { isToolError, type FileInput } from '@sdk/core';
import { run, readEdits, seenToPage, signedName, strokePath, type Result } from './run.ts';
import { CONTRACT_PDF } from './sample.ts';
import { view } from './view.ts';

const CONTRACT = Uint8Array.from(atob(CONTRACT_PDF), (c) => c.charCodeAt(0));
const file = (bytes: Uint8Array, name = 'contract.pdf'): FileInput => ({ name, type: 'application/pdf', size: bytes.length, bytes });
const sign = async (edits: unknown, options = { flatten: true }, bytes: Uint8Array = CONTRACT, name?: string) => run({ pdf: file(bytes, name), edits: typeof edits === 'string' ? edits : JSON.stringify(edits) }, options);
const ok = async (...args: Parameters<typeof sign>): Promise<Result> => {
  const result = await sign(...args);
  if (isToolError(result)) throw new Error(JSON.stringify(result));
  return result;
};

/** Everything the page draws, its content streams decoded and joined. */
function content(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => {
      const stream = doc.context.lookup(ref!);
      return stream instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(stream).decode()) : '';
    })
    .join('\n');
}

describe('the form', () => {
  it('fills every kind of field and keeps the form editable when asked', async () => {
    const fields = { Name: 'Ada Lovelace', Agree: true, Plan: 'Premium', Country: 'Spain', Extras: ['Insurance'] };
    const result = await ok({ fields }, { flatten: false });
    expect(result.name).toBe('contract-signed.pdf');
    expect(result.filled).toBe(5);
    expect(result.flattened).toBe(false);
    const form = (await PDFDocument.load(result.bytes)).getForm();
    expect(form.getTextField('Name').getText()).toBe('Ada Lovelace');
    expect(form.getCheckBox('Agree').isChecked()).toBe(true);
    expect(form.getRadioGroup('Plan').getSelected()).toBe('Premium');
    expect(form.getDropdown('Country').getSelected()).toEqual(['Spain']);
    expect(form.getOptionList('Extras').getSelected()).toEqual(['Insurance']);
  });

  it('describes the form as it was before filling, with the pages as seen', async () => {
    const result = await ok({ fields: { Name: 'Ada' } });
    expect(result.form.map((f) => [f.name, f.type, f.page])).toEqual([
      ['Name', 'text', 1],
      ['Agree', 'checkbox', 1],
      ['Plan', 'radio', 1],
      ['Country', 'dropdown', 1],
      ['Extras', 'optionList', 1],
    ]);
    expect(result.form.find((f) => f.name === 'Plan')?.options).toEqual(['Basic', 'Premium']);
    expect(result.form.find((f) => f.name === 'Name')?.value).toBe('');
    expect(result.pages).toEqual([
      { width: 420, height: 595 },
      { width: 595, height: 420 },
    ]);
  });

  it('flattens: no field is left, the pages and their sizes stay, the filled text is page content', async () => {
    const result = await ok({ fields: { Name: 'Ada Lovelace', Agree: true } });
    expect(result.flattened).toBe(true);
    const doc = await PDFDocument.load(result.bytes);
    expect(doc.getForm().getFields()).toHaveLength(0);
    expect(doc.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
      [420, 595],
      [595, 420],
    ]);
    // Each widget is drawn as a form XObject on the page; the name is in the text field's appearance.
    expect(content(doc, doc.getPage(0))).toMatch(/\/FlatWidget-\d+ Do/);
    const streams = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => (object instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(object).decode()) : ''));
    expect(streams.some((s) => s.includes('<416461204C6F76656C616365> Tj'))).toBe(true);
  });

  it('says which field does not exist or cannot take a value', async () => {
    expect(await sign({ fields: { Surname: 'x' } })).toMatchObject({ code: 'unknownField', params: { name: 'Surname' } });
    expect(await sign({ fields: { Plan: 'Gold' } })).toMatchObject({ code: 'badValue', params: { name: 'Plan', value: 'Gold' } });
    expect(await sign({ fields: { Agree: 'yes' } })).toMatchObject({ code: 'badValue', params: { name: 'Agree' } });
    expect(await sign({ fields: { Name: 'Łukasz' } })).toMatchObject({ code: 'fieldCharacter', params: { character: 'Ł' } });
  });
});

describe('placed items', () => {
  const items = [
    { type: 'text', page: 2, x: 330, y: 284, width: 90, height: 16, text: '04/12/2026' },
    { type: 'tick', page: 1, x: 370, y: 150, width: 20, height: 20 },
  ];

  it('draws text where the page shows it: points from the top-left corner become PDF points from the bottom-left', async () => {
    const result = await ok({ items });
    expect(result.placed).toBe(2);
    const doc = await PDFDocument.load(result.bytes);
    // Page 2 is 420 pt high: the box's top is at 420 − 284 = 136, its baseline 16 × 0.22 above its bottom (120).
    const two = content(doc, doc.getPage(1));
    expect(two).toContain('1 0 0 1 0 0 cm');
    expect(two).toMatch(/12\.8 Tf\n[^]*?1 0 0 1 330 123\.52 Tm\n<30342F31322F32303236> Tj/);
    // The tick's path starts at its box's top-left corner (370, 595 − 150) and runs in y-down units.
    const one = content(doc, doc.getPage(0));
    expect(one).toMatch(/1 0 0 1 370 445 cm\n1 0 0 1 0 0 cm\n1 0 0 -1 0 0 cm\n0\.10196\d* 0\.16470\d* 0\.42352\d* RG\n2\.6 w\n1 J/);
    expect(one).toContain('2.4 11 m');
  });

  it('wraps the page’s own content in q … Q so its graphics state cannot move the items', async () => {
    const result = await ok({ items });
    const doc = await PDFDocument.load(result.bytes);
    const refs = (doc.getPage(1).node.Contents() as PDFArray).asArray();
    const first = new TextDecoder().decode(decodePDFRawStream(doc.context.lookup(refs[0]!) as PDFRawStream).decode());
    expect(first.trim()).toBe('q');
  });

  it('maps the seen page to the page’s own space for every rotation', () => {
    const box = { x: 10, y: 20, width: 400, height: 600 };
    const apply = (m: number[], u: number, v: number) => [m[0]! * u + m[2]! * v + m[4]!, m[1]! * u + m[3]! * v + m[5]!];
    // The seen bottom-left corner (0, 0) and top-right corner: for a page turned 90° clockwise the seen
    // page is 600 wide and 400 high, its bottom-left is the crop box's bottom-right (410, 20)…
    expect(apply(seenToPage(0, box), 0, 0)).toEqual([10, 20]);
    expect(apply(seenToPage(0, box), 400, 600)).toEqual([410, 620]);
    expect(apply(seenToPage(90, box), 0, 0)).toEqual([410, 20]);
    expect(apply(seenToPage(90, box), 600, 400)).toEqual([10, 620]);
    // …turned 180°, its top-right (410, 620); turned 270°, its top-left (10, 620).
    expect(apply(seenToPage(180, box), 0, 0)).toEqual([410, 620]);
    expect(apply(seenToPage(270, box), 0, 0)).toEqual([10, 620]);
    expect(apply(seenToPage(270, box), 600, 400)).toEqual([410, 20]);
  });

  it('places on a turned page in its seen size, with the matrix that turns it back', async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.addPage([400, 600]).setRotation(degrees(90));
    const result = await ok({ items: [{ type: 'tick', page: 1, x: 0, y: 0, width: 10, height: 10 }] }, { flatten: true }, await doc.save(), 'turned.PDF');
    expect(result.name).toBe('turned-signed.pdf');
    expect(result.pages).toEqual([{ width: 600, height: 400 }]);
    const back = await PDFDocument.load(result.bytes);
    const text = content(back, back.getPage(0));
    expect(text).toContain('0 1 -1 0 400 0 cm');
    // The seen top-left corner: 400 pt up in the seen page.
    expect(text).toContain('1 0 0 1 0 400 cm');
  });

  it('draws a signature as smooth curves through the midpoints of its points, and images as PNG or JPEG', async () => {
    expect(strokePath([0, 0, 0.5, 1, 1, 0], 100, 50)).toBe('M 0 0 Q 50 50 75 25 L 100 0');
    expect(strokePath([0.5, 0.5], 10, 10)).toBe('M 5 5 L 5.01 5');
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const result = await ok({ items: [{ type: 'image', page: 2, x: 10, y: 10, width: 100, height: 40, image: `data:image/png;base64,${png}` }, { type: 'drawing', page: 2, x: 0, y: 0, width: 100, height: 50, strokes: [[0, 0, 0.5, 1, 1, 0]] }] });
    const doc = await PDFDocument.load(result.bytes);
    const two = content(doc, doc.getPage(1));
    // The image fills its box: 100 × 40 from (10, 420 − 10 − 40).
    expect(two).toMatch(/1 0 0 1 10 370 cm\n1 0 0 1 0 0 cm\n100 0 0 40 0 0 cm\n1 0 0 1 0 0 cm\n\/Image-\d+ Do/);
    expect(two).toContain('0 0 m\n50 50 75 25 v\n100 0 l\nS');
    expect(await sign({ items: [{ type: 'image', page: 1, x: 0, y: 0, width: 10, height: 10, image: 'aGVsbG8=' }] })).toMatchObject({ code: 'badImage', params: { item: 1 } });
  });

  it('refuses items it cannot place, and text the standard font cannot write', async () => {
    expect(await sign({ items: [{ type: 'tick', page: 3, x: 0, y: 0, width: 10, height: 10 }] })).toMatchObject({ code: 'pageOutside', params: { item: 1, page: 3, count: 2 } });
    expect(await sign({ items: [{ type: 'tick', page: 1, x: 0, y: 0, width: 0, height: 10 }] })).toMatchObject({ code: 'badItem', params: { item: 1 } });
    expect(await sign({ items: [{ type: 'stamp', page: 1, x: 0, y: 0, width: 5, height: 10 }] })).toMatchObject({ code: 'badItem' });
    expect(await sign({ items: [{ type: 'text', page: 1, x: 0, y: 0, width: 50, height: 10, text: 'Zoë 北京' }] })).toMatchObject({ code: 'unsupportedCharacter', params: { character: '北', item: 1 } });
  });
});

describe('bad input', () => {
  it('says what is wrong with the file', async () => {
    expect(await run({ pdf: null as unknown as FileInput, edits: '' }, { flatten: true })).toMatchObject({ code: 'noFile' });
    expect(await sign('', undefined, new Uint8Array())).toMatchObject({ code: 'emptyFile' });
    expect(await sign('', undefined, new TextEncoder().encode('hello'), 'notes.pdf')).toMatchObject({ code: 'notPdf', params: { name: 'notes.pdf' } });
    expect(await sign('', undefined, CONTRACT.subarray(0, 3000))).toMatchObject({ code: 'truncated' });
    const encrypted = '%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 100 100]>> endobj\n4 0 obj <</Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4>> endobj\ntrailer <</Root 1 0 R /Encrypt 4 0 R /Size 5>>\n%%EOF\n';
    expect(await sign('', undefined, new TextEncoder().encode(encrypted))).toMatchObject({ code: 'encrypted' });
  });

  it('says what is wrong with the edits', () => {
    expect(readEdits('')).toEqual({});
    expect(readEdits('{"fields": ')).toMatchObject({ code: expect.stringMatching(/^json\./) });
    expect(readEdits('[1]')).toMatchObject({ code: 'editsShape' });
    expect(readEdits('{"fields": {"A": 3}}')).toMatchObject({ code: 'badValue', params: { name: 'A', value: '3' } });
    expect(readEdits('{"items": [{"type": "tick", "page": 1, "x": 0, "y": 0, "width": 5, "height": 5, "color": "red"}]}')).toMatchObject({ code: 'badItem' });
  });

  it('names the signed file after the original', () => {
    expect(signedName('Contract.PDF')).toBe('Contract-signed.pdf');
    expect(signedName('.pdf')).toBe('document-signed.pdf');
  });
});

describe('view', () => {
  it('offers the file with what was done', async () => {
    const result = await ok({ fields: { Name: 'Ada' }, items: [{ type: 'tick', page: 1, x: 0, y: 0, width: 10, height: 10 }] });
    const shown = view(result);
    expect(shown.blocks[0]).toMatchObject({ kind: 'note', text: { t: 'done.flattened' } });
    expect(shown.blocks[1]).toMatchObject({ kind: 'file', name: 'contract-signed.pdf', type: 'application/pdf' });
    expect(shown.filename).toBe('contract-signed');
  });
});

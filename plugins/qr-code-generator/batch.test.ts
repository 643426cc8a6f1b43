import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import jsQR from 'jsqr';
import { decodeImage, isToolError, readBase64, setProgressSink, type FileInput, type ToolError } from '@sdk/core';
import { run, type QrResult } from './run.ts';
import { INPUT_FIELDS } from './payload.ts';
import type { Input, Options } from './manifest.ts';
import { MAX_LINES, PREVIEW_CODES, fileNames, readLines, safeName, slug, splitName, runBatch, type BatchResult } from './batch.ts';
import { batchView } from './view.ts';
import { logoPng } from './samples.ts';
import { writer } from '../../tests/display.ts';

const OPTIONS: Options = {
  type: 'batch',
  size: 250,
  level: 'M',
  margin: 4,
  foreground: '#000000',
  background: '#ffffff',
  wifiSecurity: 'WPA',
  wifiHidden: false,
  logoSize: 20,
  batchFormat: 'png',
  batchNames: false,
};
const EMPTY = Object.fromEntries(INPUT_FIELDS.map((f) => [f, ''])) as Record<(typeof INPUT_FIELDS)[number], string>;

function input(list: string, more: Partial<Input> = {}): Input {
  return { ...EMPTY, list, logo: null, ...more } as Input;
}

async function batch(list: string, options: Partial<Options> = {}, more: Partial<Input> = {}): Promise<BatchResult> {
  const result = await run(input(list, more), { ...OPTIONS, ...options });
  if (isToolError(result)) throw new Error(`unexpected error ${result.code} ${JSON.stringify(result.params)}`);
  return result as BatchResult;
}

async function failure(list: string, options: Partial<Options> = {}, more: Partial<Input> = {}): Promise<ToolError> {
  const result = await run(input(list, more), { ...OPTIONS, ...options });
  if (!isToolError(result)) throw new Error('expected an error');
  return result;
}

/** Every file of the ZIP, decoded: PNG pixels read by jsQR as a phone would. */
async function decodeZip(zip: Uint8Array): Promise<Record<string, string | undefined>> {
  const out: Record<string, string | undefined> = {};
  for (const [name, bytes] of Object.entries(unzipSync(zip))) {
    const raster = await decodeImage(bytes, 'image/png');
    if (isToolError(raster)) throw new Error(`${name}: ${raster.code}`);
    out[name] = jsQR(new Uint8ClampedArray(raster.data), raster.width, raster.height)?.data;
  }
  return out;
}

describe('reading the list', () => {
  it('one entry per line, spaces at both ends removed, empty lines skipped with their numbers, CRLF and a BOM handled', () => {
    expect(readLines('\uFEFFa\r\n  b c  \n\n   \r\nd\n', false)).toEqual({
      lines: [
        { line: 1, text: 'a' },
        { line: 2, text: 'b c' },
        { line: 5, text: 'd' },
      ],
      empty: [3, 4],
    });
    // The break after the last line is not an empty line; an empty list has no lines.
    expect(readLines('x\n', false).empty).toEqual([]);
    expect(readLines('', false)).toEqual({ lines: [], empty: [] });
  });

  it('CSV: the first column is the name, the rest the content as written (commas of a URL kept), quotes removed', () => {
    expect(splitName('Shop entrance,https://example.com/?a=1,2')).toEqual({ name: 'Shop entrance', text: 'https://example.com/?a=1,2' });
    expect(splitName('"Doe, Jane";"Say ""hi"""')).toEqual({ name: 'Doe, Jane', text: 'Say "hi"' });
    expect(splitName('a\tb')).toEqual({ name: 'a', text: 'b' });
    expect(splitName('no separator')).toEqual({ text: 'no separator' });
    expect(readLines('door,https://a.example\nonly-name,\n', true)).toEqual({ lines: [{ line: 1, name: 'door', text: 'https://a.example' }], empty: [2] });
  });
});

describe('file names', () => {
  it('slug of the content: ASCII, lower case, no scheme, at most 40 characters', () => {
    expect(slug('https://Example.com/Café?x=1')).toBe('example-com-cafe-x-1');
    expect(slug('Grüße aus Köln!')).toBe('grusse-aus-koln');
    expect(slug('😀😀')).toBe('');
    expect(slug('a'.repeat(50))).toHaveLength(40);
  });

  it('names safe on every system, any script kept, reserved Windows names avoided', () => {
    expect(safeName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeName('Zoë: entrée / sortie')).toBe('Zoë-entrée-sortie');
    expect(safeName('CON')).toBe('CON-');
    expect(safeName('...')).toBe('');
  });

  it('line number padded and a slug; a name column as given; never twice the same name, case aside', () => {
    expect(fileNames([{ line: 1, text: 'https://example.com' }, { line: 3, text: '😀' }, { line: 12, text: 'Hello World' }], 'png')).toEqual([
      '001-example-com.png',
      '003.png',
      '012-hello-world.png',
    ]);
    expect(
      fileNames(
        [
          { line: 1, name: 'Door', text: 'a' },
          { line: 2, name: 'door', text: 'b' },
          { line: 3, name: '///', text: 'c' },
          { line: 1000, name: 'Door', text: 'd' },
        ],
        'svg',
      ),
    ).toEqual(['Door.svg', 'door-2.svg', '0003-c.svg', 'Door-3.svg']);
  });
});

describe('the ZIP', () => {
  it('three lines: three PNG files at the chosen size that decode back to their lines, and a preview', async () => {
    const list = 'https://example.com/a\nGrüße 😀\n\nWIFI:T:WPA;S:Home;P:secret-passphrase;;\n';
    const result = await batch(list);
    expect(result).toMatchObject({ batch: true, count: 3, format: 'png', level: 'M', empty: [3], unreadable: [] });
    expect(result.names).toEqual(['001-example-com-a.png', '002-grusse.png', '004-wifi-t-wpa-s-home-p-secret-passphrase.png']);
    expect(await decodeZip(result.zip)).toEqual({
      '001-example-com-a.png': 'https://example.com/a',
      '002-grusse.png': 'Grüße 😀',
      '004-wifi-t-wpa-s-home-p-secret-passphrase.png': 'WIFI:T:WPA;S:Home;P:secret-passphrase;;',
    });
    const png = unzipSync(result.zip)['001-example-com-a.png']!;
    const raster = await decodeImage(png, 'image/png');
    expect(isToolError(raster) ? raster : [raster.width, raster.height]).toEqual([250, 250]);
    expect(result.preview.map((p) => [p.line, p.name, p.text])).toEqual([
      [1, '001-example-com-a.png', 'https://example.com/a'],
      [2, '002-grusse.png', 'Grüße 😀'],
      [4, '004-wifi-t-wpa-s-home-p-secret-passphrase.png', 'WIFI:T:WPA;S:Home;P:secret-passphrase;;'],
    ]);
    // The same list gives the same bytes (a fixed date in the ZIP).
    expect((await batch(list)).zip).toEqual(result.zip);
  });

  it('the look of the single code: size, colours, quiet zone and level', async () => {
    const result = await batch('one\ntwo', { size: 120, margin: 2, level: 'H', foreground: '#1d4ed8', background: '#fff7d6' });
    expect(result.level).toBe('H');
    const files = unzipSync(result.zip);
    const raster = await decodeImage(files['001-one.png']!, 'image/png');
    if (isToolError(raster)) throw new Error(raster.code);
    expect([raster.width, raster.height]).toEqual([120, 120]);
    expect([...raster.data.subarray(0, 3)]).toEqual([0xff, 0xf7, 0xd6]);
    expect(await decodeZip(result.zip)).toEqual({ '001-one.png': 'one', '002-two.png': 'two' });
  });

  it('SVG files with a name column, in the chosen colours', async () => {
    const result = await batch('Front door,https://example.com/front\n"Back, door",https://example.com/back', { batchFormat: 'svg', batchNames: true, foreground: '#123456' });
    const files = unzipSync(result.zip);
    expect(Object.keys(files)).toEqual(['Front-door.svg', 'Back-door.svg']);
    const svg = strFromU8(files['Front-door.svg']!);
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="250" height="250"/);
    expect(svg).toContain('fill="#123456"');
    expect(result.preview[1]!.text).toBe('https://example.com/back');
  });

  it('a logo: level H, drawn in every PNG and SVG, each code checked by the decoder', async () => {
    const bytes = (readBase64(logoPng) as { bytes: Uint8Array }).bytes;
    const logo: FileInput = { name: 'logo.png', type: 'image/png', size: bytes.length, bytes };
    const result = await batch('https://example.com\nhttps://example.org', {}, { logo });
    expect(result).toMatchObject({ level: 'H', unreadable: [] });
    expect(await decodeZip(result.zip)).toEqual({ '001-example-com.png': 'https://example.com', '002-example-org.png': 'https://example.org' });
    // 40 % of a short link hides too much: each such line is named.
    expect((await batch('https://example.com\nhttps://example.org', { logoSize: 40 }, { logo })).unreadable).toEqual([1, 2]);
    expect(strFromU8(unzipSync((await batch('x', { batchFormat: 'svg' }, { logo })).zip)['001-x.svg']!)).toContain('href="data:image/png;base64,');
  });

  it('reports progress as it goes', async () => {
    const reports: number[] = [];
    setProgressSink((done, total) => reports.push(done / total));
    try {
      await batch('a\nb\nc');
    } finally {
      setProgressSink(undefined);
    }
    expect(reports.at(-1)).toBe(1);
    expect(reports).toEqual([...reports].sort((a, b) => a - b));
  });
});

describe('limits and mistakes', () => {
  it('an empty list, or one of empty lines only', async () => {
    expect(await failure('')).toMatchObject({ code: 'listRequired', params: { field: 'list' } });
    expect(await failure('\n  \n')).toMatchObject({ code: 'listOnlyEmpty', params: { field: 'list' } });
  });

  it(`at most ${MAX_LINES} lines (empty lines not counted)`, async () => {
    const lines = Array.from({ length: MAX_LINES + 1 }, (_, i) => `${i}`);
    expect(await failure(lines.join('\n'))).toMatchObject({ code: 'tooManyLines', params: { lines: MAX_LINES + 1, max: MAX_LINES } });
    expect(await runBatch(`${lines.slice(1).join('\n')}\n\n\n`, false, 'svg', OPTIONS).then((r) => (isToolError(r) ? r.code : r.count))).toBe(MAX_LINES);
  });

  it('a line too long for a QR code is named by its number, with the limit of the level (H with a logo); several are listed', async () => {
    expect(await failure(`ok\n${'x'.repeat(2332)}\nok`)).toMatchObject({ code: 'lineTooLong', params: { line: 2, bytes: 2332, level: 'M', max: 2331 } });
    expect(await failure('x'.repeat(2954), { level: 'L' })).toMatchObject({ code: 'lineTooLong', params: { line: 1, level: 'L', max: 2953 } });
    // 2,331 bytes fit at level M; 1,800 two-byte characters (3,600 bytes) do not.
    expect((await batch('x'.repeat(2331), { batchFormat: 'svg' })).count).toBe(1);
    const many = Array.from({ length: 14 }, (_, i) => (i % 2 ? 'é'.repeat(1800) : 'ok')).join('\n');
    expect(await failure(many)).toMatchObject({ code: 'linesTooLong', params: { total: 7, lines: '2, 4, 6, 8, 10, 12, 14', level: 'M', max: 2331 } });
    const bytes = (readBase64(logoPng) as { bytes: Uint8Array }).bytes;
    const logo: FileInput = { name: 'logo.png', type: 'image/png', size: bytes.length, bytes };
    expect(await failure(`a\n${'x'.repeat(1274)}`, { level: 'L' }, { logo })).toMatchObject({ code: 'lineTooLong', params: { line: 2, level: 'H', max: 1273 } });
  });

  it('digits pack more than bytes: a long number still fits', async () => {
    expect((await batch('1'.repeat(4000), { level: 'L', batchFormat: 'svg' })).count).toBe(1);
  });
});

describe('what the page says', () => {
  it('the count, the empty lines skipped, the level raised and the unreadable lines', async () => {
    const w = writer('qr-code-generator', 'en');
    const result = await batch('a\n\nb\n\n');
    const shown = batchView({ ...result, level: 'H', unreadable: [3] }, { level: 'M', logoSize: 40 });
    expect(shown.blocks.map((b) => (b.kind === 'note' ? w(b.text) : ''))).toEqual([
      '2 codes in PNG',
      'Skipped 2 empty lines: 2, 4.',
      'Error correction raised to H so that the code still reads with the logo.',
      'With a logo of 40% the code on line 3 no longer reads: a scanner could not decode it. Choose a smaller logo.',
    ]);
    expect(w(shown.copy!)).toBe('001-a.png\n003-b.png');
  });

  it(`the preview holds the first ${PREVIEW_CODES} codes`, async () => {
    const result = await batch(Array.from({ length: 9 }, (_, i) => `code ${i + 1}`).join('\n'), { batchFormat: 'svg' });
    expect(result.preview.map((p) => p.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a single code is still a single code', async () => {
    const result = (await run(input('', { url: 'example.com' }), { ...OPTIONS, type: 'url' })) as QrResult;
    expect(result.payload).toBe('https://example.com');
  });
});

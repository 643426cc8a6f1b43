import { describe, expect, it } from 'vitest';
import { isToolError, type NoteBlock, type TableBlock, type ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import { run, type ExifResult } from './run.ts';
import { clock, exposure, flash, view } from './view.ts';
import { SAMPLE_JPEG } from './sample.ts';

const en = writer('exif-viewer', 'en');
const de = writer('exif-viewer', 'de');
const fr = writer('exif-viewer', 'fr');
const SAMPLE = Uint8Array.from(atob(SAMPLE_JPEG), (c) => c.charCodeAt(0));

async function sample(keepOrientation = true): Promise<ExifResult> {
  const r = await run({ photo: { name: 'eiffel-tower.jpg', type: 'image/jpeg', size: SAMPLE.length, bytes: SAMPLE } }, { keepOrientation, keepIcc: true });
  if (isToolError(r)) throw new Error(r.code);
  return r;
}

describe('exif-viewer view', () => {
  it('writes camera values as a photographer reads them', () => {
    expect(en(exposure(0.004))).toBe('1/250 s');
    expect(en(exposure(1 / 3))).toBe('1/3 s');
    expect(en(exposure(0.3))).toBe('0.3 s');
    expect(de(exposure(2.5))).toBe('2,5 s');
    expect(en(flash(16))).toBe('Did not fire (flash off)');
    expect(en(flash(0x19))).toBe('Fired (automatic)');
    expect(en(flash(0x59))).toBe('Fired (automatic), red-eye reduction');
    expect(en(flash(0x20))).toBe('No flash');
    expect(en(flash(0))).toBe('Did not fire');
  });

  it('writes the camera clock as it was, with its offset, in the page language', () => {
    expect(en(clock({ clock: '2024-05-17T14:32:10', offset: '+02:00' }))).toBe('May 17, 2024 at 2:32:10 PM (UTC+02:00)');
    expect(de(clock({ clock: '2024-05-17T14:32:10', offset: null }))).toBe('17. Mai 2024 um 14:32:10');
  });

  it('shows the summary, the GPS position in decimal and DMS, the copy and what it lost, then every block', async () => {
    const v = view(await sample());
    const summary = v.blocks[0] as ValuesBlock;
    const row = (label: string) => summary.items.find((i) => en(i.label) === label)!;
    expect(en(row('Exposure time').value)).toBe('1/250 s');
    expect(en(row('Aperture').value)).toBe('f/2.8');
    expect(de(row('Exposure time').label)).toBe('Belichtungszeit');
    expect(en(row('Orientation').value)).toBe('Turned 90° clockwise to show');
    expect(en(row('Focal length').value)).toBe('35 mm');
    expect(en(row('Sensitivity').value)).toBe('ISO 200');
    const gps = v.blocks[1] as ValuesBlock;
    expect(en(gps.label!)).toBe('Where it was taken (GPS)');
    expect(gps.items.map((i) => en(i.value))).toEqual(['48.858222, 2.294500', '48° 51′ 29.6″ N, 2° 17′ 40.2″ E', '35 m above sea level']);
    expect(de(gps.items[1]!.value)).toBe('48° 51′ 29,6″ N, 2° 17′ 40,2″ O');
    expect((v.blocks[2] as NoteBlock).tone).toBe('warning');
    const file = v.blocks[3] as unknown as { kind: string; name: string; type: string; bytes: Uint8Array };
    expect(file).toMatchObject({ kind: 'file', name: 'eiffel-tower-no-metadata.jpg', type: 'image/jpeg' });
    const removed = v.blocks[4] as TableBlock;
    expect(removed.rows.map((r) => en(r[0]!))).toEqual(['EXIF (camera, dates, GPS, thumbnail)', 'XMP', 'IPTC', 'Comment']);
    expect(en((v.blocks[5] as NoteBlock).text)).toContain('keeps only the orientation (Turned 90° clockwise to show)');
    expect(fr((v.blocks[5] as NoteBlock).text)).toContain('«\u202fTournée de 90° dans le sens horaire à l’affichage\u202f»');
    const tables = v.blocks.filter((b): b is TableBlock => b.kind === 'table').slice(1);
    expect(tables.map((t) => en(t.caption!))).toEqual(['Image (EXIF IFD0)', 'Camera settings (EXIF)', 'GPS', 'IPTC', 'XMP', 'JFIF', 'XMP (dc)']);
    // The JSON download holds no bytes.
    expect(JSON.stringify(v.json)).not.toContain('"bytes":{');
  });

  it('warns that the orientation is gone when it is not kept', async () => {
    const v = view(await sample(false));
    const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note').map((n) => en(n.text));
    expect(notes.some((n) => n.startsWith('The copy has no orientation any more'))).toBe(true);
  });
});

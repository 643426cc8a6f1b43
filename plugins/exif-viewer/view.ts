/**
 * The values people look for in words (exposure 1/250 s, f/2.8, the date as the camera's clock said it,
 * the orientation), the GPS position as coordinates in decimal and in degrees, minutes and seconds,
 * the copy without metadata as a file with what was removed, then every field, block by block.
 */
import { byteSize, date, msg, num, type Display, type ResultBlock, type ResultView, type ValueItem } from '@sdk/core';
import type { ClockTime, Coordinate, ExifResult, FieldValue, Summary } from './run.ts';

/** "1/250 s" for a fraction of a second a camera would show, else the seconds. */
export function exposure(seconds: number): Display {
  if (seconds > 0 && seconds < 1) {
    const denominator = 1 / seconds;
    if (Math.abs(denominator - Math.round(denominator)) < 0.02 * denominator && Math.round(denominator) >= 2) return msg('values.exposureFraction', { denominator: num(Math.round(denominator)) });
  }
  return msg('values.exposureSeconds', { value: num(seconds, { maximumFractionDigits: 3 }) });
}

/** The flash in words: whether it fired, and its mode when the camera says it. */
export function flash(value: number): Display {
  if (value & 0x20) return msg('values.flash.none');
  const state = msg(value & 1 ? 'values.flash.fired' : 'values.flash.notFired');
  const mode = (value >> 3) & 3;
  const parts: Record<string, Display> = { state };
  if (mode === 0) return value & 0x40 ? msg('values.flash.withRedEye', { state }) : state;
  parts.mode = msg(`values.flash.mode${mode}`);
  return msg(value & 0x40 ? 'values.flash.withModeRedEye' : 'values.flash.withMode', parts);
}

/** A camera's clock time (no zone: written as it is) with its UTC offset if the photo says one. */
export function clock(time: ClockTime): Display {
  const [d, t] = time.clock.split('T');
  const [y, mo, day] = d!.split('-').map(Number);
  const [h, mi, s] = t!.split(':').map(Number);
  const at = Date.UTC(y!, mo! - 1, day!, h!, mi!, s!);
  const shown = date(at, { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' });
  return time.offset ? msg('values.dateWithOffset', { date: shown, offset: time.offset }) : shown;
}

export function dms(c: Coordinate): Display {
  return msg('gps.dms', { degrees: num(c.degrees), minutes: num(c.minutes), seconds: num(c.seconds, { minimumFractionDigits: 1, maximumFractionDigits: 2 }), hemisphere: msg(`gps.hemisphere.${c.hemisphere}`) });
}

function summaryItems(s: Summary): ValueItem[] {
  const items: ValueItem[] = [];
  const add = (key: string, value: Display | undefined) => {
    if (value !== undefined) items.push({ label: msg(`summary.${key}`), value });
  };
  add('camera', s.camera);
  add('lens', s.lens);
  add('taken', s.taken && clock(s.taken));
  add('exposure', s.exposureTime !== undefined ? exposure(s.exposureTime) : undefined);
  add('aperture', s.fNumber !== undefined ? msg('values.aperture', { value: num(s.fNumber, { maximumFractionDigits: 1 }) }) : undefined);
  add('iso', s.iso !== undefined ? msg('values.iso', { value: num(s.iso) }) : undefined);
  if (s.focalLength !== undefined) {
    const mm = num(s.focalLength, { style: 'unit', unit: 'millimeter', maximumFractionDigits: 1 });
    add('focalLength', s.focalLength35 !== undefined && s.focalLength35 !== s.focalLength ? msg('values.focal35', { focal: mm, equivalent: num(s.focalLength35, { style: 'unit', unit: 'millimeter' }) }) : mm);
  }
  add('exposureBias', s.exposureBias !== undefined ? msg('values.ev', { value: num(s.exposureBias, { signDisplay: 'exceptZero', maximumFractionDigits: 2 }) }) : undefined);
  add('flash', s.flash !== undefined ? flash(s.flash) : undefined);
  add('orientation', s.orientation !== undefined ? msg(`values.orientation.${s.orientation}`) : undefined);
  add('dimensions', s.width !== undefined && s.height !== undefined ? msg('values.pixels', { width: num(s.width), height: num(s.height) }) : undefined);
  add('modified', s.modified && clock(s.modified));
  add('software', s.software);
  add('artist', s.artist);
  add('copyright', s.copyright);
  add('caption', s.caption);
  return items;
}

function cell(value: FieldValue): Display {
  if (typeof value === 'number') return num(value, { maximumFractionDigits: 6, useGrouping: false });
  if (typeof value === 'string') return value;
  return msg('values.binary', { size: byteSize(value.bytes) });
}

const KNOWN_GROUPS = new Set(['ifd0', 'exif', 'gps', 'interop', 'ifd1', 'iptc', 'xmp', 'icc', 'jfif', 'ihdr']);

export function view(result: ExifResult): ResultView {
  const blocks: ResultBlock[] = [];
  const items = summaryItems(result.summary);
  if (items.length) blocks.push({ kind: 'values', layout: 'rows', label: msg('summary.label', { name: result.file.name }), items });
  else blocks.push({ kind: 'note', text: msg(result.groups.length ? 'nothingCommon' : 'noMetadata') });

  const { gps } = result;
  if (gps) {
    // for programs: decimal degrees as maps and GPS software read them (the hint says so), in every language.
    const decimal = `${gps.latitude.toFixed(6)}, ${gps.longitude.toFixed(6)}`;
    const gpsItems: ValueItem[] = [
      { label: msg('gps.decimal'), value: decimal, mono: true, copy: true, main: true, hint: msg('gps.decimalHint') },
      { label: msg('gps.dmsLabel'), value: msg('gps.pair', { latitude: dms(gps.lat), longitude: dms(gps.lon) }), copy: true },
    ];
    if (gps.altitude !== null) gpsItems.push({ label: msg('gps.altitude'), value: msg(gps.altitude < 0 ? 'gps.belowSea' : 'gps.aboveSea', { value: num(Math.abs(gps.altitude), { style: 'unit', unit: 'meter', maximumFractionDigits: 1 }) }) });
    blocks.push({ kind: 'values', layout: 'rows', label: msg('gps.label'), items: gpsItems });
    blocks.push({ kind: 'note', tone: 'warning', text: msg('gps.warning') });
  }

  const { cleaned } = result;
  if (cleaned) {
    blocks.push({ kind: 'file', name: cleaned.name, type: cleaned.type, bytes: cleaned.bytes, label: msg('cleaned.label'), alt: msg('cleaned.alt', { name: result.file.name }) });
    if (cleaned.removed.length)
      blocks.push({
        kind: 'table',
        caption: msg('cleaned.removedCaption'),
        columns: [{ label: msg('cleaned.what') }, { label: msg('cleaned.size'), numeric: true }],
        rows: cleaned.removed.map((r) => [msg(`removed.${r.kind}`), byteSize(r.bytes)]),
      });
    else blocks.push({ kind: 'note', text: msg('cleaned.nothing') });
    if (cleaned.orientation !== null) blocks.push({ kind: 'note', text: msg('cleaned.orientationKept', { orientation: msg(`values.orientation.${cleaned.orientation}`) }) });
    else if (result.summary.orientation !== undefined && result.summary.orientation !== 1) blocks.push({ kind: 'note', tone: 'warning', text: msg('cleaned.orientationLost', { orientation: msg(`values.orientation.${result.summary.orientation}`) }) });
    if (cleaned.keptIcc) blocks.push({ kind: 'note', text: msg('cleaned.iccKept') });
  } else if (result.noCopy === 'truncated') blocks.push({ kind: 'note', tone: 'warning', text: msg('cleaned.truncated') });
  else if (result.noCopy === 'reencode') blocks.push({ kind: 'note', tone: 'warning', text: msg('cleaned.reencode', { format: result.file.format.toUpperCase() }) });

  for (const group of result.groups) {
    blocks.push({
      kind: 'table',
      caption: KNOWN_GROUPS.has(group.id) ? msg(`groups.${group.id}`) : msg('groups.xmpNamespace', { prefix: group.id }),
      columns: [{ label: msg('table.tag') }, { label: msg('table.value') }],
      rows: group.fields.map((f) => [f.tag, cell(f.value)]),
      rowHeaders: true,
      pageSize: 200,
    });
  }

  // Download JSON: the fields as read, without the copy's bytes.
  const json = { ...result, cleaned: cleaned ? { ...cleaned, bytes: undefined, size: cleaned.bytes.length } : null };
  return { blocks, json, filename: result.file.name.replace(/\.[^.]+$/, '') + '-metadata' };
}

import { toolError, type ToolError } from '@sdk/core';
import type { Input, Options } from './manifest.ts';
import { sniffFormat, stripJpeg, stripPng, stripWebp, Truncated, webpMetadata, type ImageFormat, type Removed } from './strip.ts';

/** One metadata value, as plain data the view writes out: text, a number, or a count of bytes. */
export type FieldValue = string | number | { readonly bytes: number };
export interface Group {
  /** ifd0, exif, gps, interop, ifd1, iptc, icc, jfif, ihdr, xmp, or an XMP namespace prefix (dc, photoshop…). */
  readonly id: string;
  readonly fields: readonly { readonly tag: string; readonly value: FieldValue }[];
}

/** A date and time as the camera wrote it (its own clock, no zone) and the UTC offset if it said one. */
export interface ClockTime {
  readonly clock: string;
  readonly offset: string | null;
}

/** The values people look for, read from whichever block holds them. */
export interface Summary {
  camera?: string;
  lens?: string;
  exposureTime?: number;
  fNumber?: number;
  iso?: number;
  focalLength?: number;
  focalLength35?: number;
  exposureBias?: number;
  flash?: number;
  taken?: ClockTime;
  modified?: ClockTime;
  orientation?: number;
  width?: number;
  height?: number;
  software?: string;
  artist?: string;
  copyright?: string;
  caption?: string;
}

export interface Coordinate {
  readonly degrees: number;
  readonly minutes: number;
  readonly seconds: number;
  readonly hemisphere: 'N' | 'S' | 'E' | 'W';
}
export interface Gps {
  readonly latitude: number;
  readonly longitude: number;
  /** Metres above sea level (negative below), or null. */
  readonly altitude: number | null;
  readonly lat: Coordinate;
  readonly lon: Coordinate;
}

export interface Cleaned {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
  readonly removed: readonly Removed[];
  readonly keptIcc: boolean;
  readonly orientation: number | null;
}

export interface ExifResult {
  readonly file: { readonly name: string; readonly size: number; readonly format: ImageFormat };
  readonly summary: Summary;
  readonly gps: Gps | null;
  readonly groups: readonly Group[];
  /** The copy without metadata, when the format allows it without re-encoding. */
  readonly cleaned: Cleaned | null;
  /** Why there is no clean copy: a format that needs re-encoding, or a file cut short. */
  readonly noCopy: 'reencode' | 'truncated' | null;
}

const TYPES: Partial<Record<ImageFormat, string>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXTENSIONS: Partial<Record<ImageFormat, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** "holiday.JPG" → "holiday-no-metadata.jpg". */
export function cleanName(name: string, format: ImageFormat): string {
  const base = name.replace(/\.[^./\\]{1,5}$/, '') || 'photo';
  return `${base}-no-metadata.${EXTENSIONS[format] ?? 'bin'}`;
}

const MAX_TEXT = 2000;

/** A value from exifr as plain data: text trimmed of NULs, numbers as they are, binary as its size. */
export function plainValue(value: unknown): FieldValue | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.replace(/\0+$/g, '').replace(/\0/g, ' ').trim();
    return text === '' ? null : text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  }
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Uint8Array) return value.length <= 8 ? Array.from(value).join(' ') : { bytes: value.length };
  if (value instanceof ArrayBuffer) return { bytes: value.byteLength };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) {
    if (value.length > 64) return { bytes: value.length };
    const parts = value.map(plainValue).filter((v) => v !== null).map((v) => (typeof v === 'object' ? `${v.bytes} B` : String(v)));
    return parts.length ? parts.join(', ') : null;
  }
  if (typeof value === 'object') {
    const json = JSON.stringify(value);
    return json.length > MAX_TEXT ? `${json.slice(0, MAX_TEXT)}…` : json;
  }
  return null;
}

/** "2024:05:17 14:32:10" (EXIF) or "2024-05-17T14:32:10+02:00" (XMP) → the clock time and its offset. */
export function clockTime(value: unknown, offset?: unknown): ClockTime | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?/.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, zone] = m;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31 || Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return undefined;
  const given = typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset.trim()) ? offset.trim() : zone === 'Z' ? '+00:00' : zone ? zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : null;
  return { clock: `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}`, offset: given };
}

function coordinate(value: number, positive: 'N' | 'E', negative: 'S' | 'W'): Coordinate {
  const abs = Math.abs(value);
  let degrees = Math.floor(abs);
  let minutes = Math.floor((abs - degrees) * 60);
  let seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100) / 100;
  if (seconds >= 60) {
    seconds = 0;
    minutes++;
  }
  if (minutes >= 60) {
    minutes = 0;
    degrees++;
  }
  return { degrees, minutes, seconds, hemisphere: value < 0 ? negative : positive };
}

type Block = Record<string, unknown>;
const str = (v: unknown): string | undefined => {
  const p = plainValue(v);
  return typeof p === 'string' ? p : typeof p === 'number' ? String(p) : undefined;
};
const numeric = (v: unknown): number | undefined => {
  const n = Array.isArray(v) ? v[0] : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

function summarise(out: Record<string, Block>): Summary {
  const ifd0 = out.ifd0 ?? {};
  const exif = out.exif ?? {};
  const iptc = out.iptc ?? {};
  const xmp = out.xmp ?? {};
  const dc = out.dc ?? {};
  const tiff = out.tiff ?? {};
  const s: Summary = {};
  const make = str(ifd0.Make ?? tiff.Make);
  const model = str(ifd0.Model ?? tiff.Model);
  if (make || model) s.camera = make && model && !model.toLowerCase().startsWith(make.toLowerCase().split(' ')[0]!) ? `${make} ${model}` : (model ?? make);
  const lens = str(exif.LensModel) ?? str((out.aux ?? {}).Lens);
  if (lens) s.lens = str(exif.LensMake) && !lens.startsWith(str(exif.LensMake)!) ? `${str(exif.LensMake)} ${lens}` : lens;
  const put = <K extends keyof Summary>(key: K, value: Summary[K] | undefined) => {
    if (value !== undefined) s[key] = value;
  };
  put('exposureTime', numeric(exif.ExposureTime));
  put('fNumber', numeric(exif.FNumber));
  put('iso', numeric(exif.ISO ?? exif.ISOSpeedRatings ?? exif.PhotographicSensitivity));
  put('focalLength', numeric(exif.FocalLength));
  put('focalLength35', numeric(exif.FocalLengthIn35mmFormat));
  put('exposureBias', numeric(exif.ExposureCompensation ?? exif.ExposureBiasValue));
  put('flash', numeric(exif.Flash));
  put('taken', clockTime(exif.DateTimeOriginal, exif.OffsetTimeOriginal) ?? clockTime(exif.CreateDate, exif.OffsetTimeDigitized) ?? clockTime(xmp.CreateDate ?? (out.photoshop ?? {}).DateCreated));
  put('modified', clockTime(ifd0.ModifyDate, exif.OffsetTime) ?? clockTime(xmp.ModifyDate));
  const orientation = numeric(ifd0.Orientation ?? tiff.Orientation);
  if (orientation !== undefined && orientation >= 1 && orientation <= 8) s.orientation = orientation;
  const ihdr = out.ihdr ?? {};
  put('width', numeric(exif.ExifImageWidth ?? exif.PixelXDimension ?? ihdr.ImageWidth ?? ifd0.ImageWidth));
  put('height', numeric(exif.ExifImageHeight ?? exif.PixelYDimension ?? ihdr.ImageHeight ?? ifd0.ImageHeight));
  put('software', str(ifd0.Software ?? xmp.CreatorTool));
  put('artist', str(ifd0.Artist) ?? str(iptc.Byline) ?? str(dc.creator));
  put('copyright', str(ifd0.Copyright) ?? str(iptc.CopyrightNotice) ?? str(dc.rights));
  put('caption', str(ifd0.ImageDescription) ?? str(iptc.Caption) ?? str(dc.description));
  return s;
}

function readGps(gps: Block | undefined): Gps | null {
  if (!gps) return null;
  const { latitude, longitude } = gps as { latitude?: unknown; longitude?: unknown };
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const alt = numeric(gps.GPSAltitude);
  const ref = gps.GPSAltitudeRef instanceof Uint8Array ? gps.GPSAltitudeRef[0] : numeric(gps.GPSAltitudeRef);
  return {
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
    altitude: alt === undefined ? null : ref === 1 ? -alt : alt,
    lat: coordinate(latitude, 'N', 'S'),
    lon: coordinate(longitude, 'E', 'W'),
  };
}

const GROUP_ORDER = ['ifd0', 'exif', 'gps', 'interop', 'ifd1', 'iptc', 'xmp', 'icc', 'jfif', 'ihdr'];

function groups(out: Record<string, Block>): Group[] {
  const ids = Object.keys(out).sort((a, b) => {
    const ia = GROUP_ORDER.indexOf(a);
    const ib = GROUP_ORDER.indexOf(b);
    return (ia < 0 ? GROUP_ORDER.length : ia) - (ib < 0 ? GROUP_ORDER.length : ib);
  });
  const result: Group[] = [];
  for (const id of ids) {
    const block = out[id];
    if (!block || typeof block !== 'object') continue;
    const fields: { tag: string; value: FieldValue }[] = [];
    for (const [tag, raw] of Object.entries(block)) {
      // exifr adds the decimal position to the GPS block: it is shown apart, with the DMS form.
      if (id === 'gps' && (tag === 'latitude' || tag === 'longitude')) continue;
      const value = plainValue(raw);
      if (value !== null) fields.push({ tag, value });
    }
    if (fields.length) result.push({ id, fields });
  }
  return result;
}

/** exifr's options: every block it knows, values as written (the view translates them), nothing revived in the local zone. */
const READ = {
  tiff: true,
  ifd1: true,
  interop: true,
  xmp: true,
  iptc: true,
  icc: true,
  jfif: true,
  ihdr: true,
  makerNote: false,
  userComment: true,
  multiSegment: true,
  mergeOutput: false,
  translateKeys: true,
  translateValues: false,
  reviveValues: false,
  sanitize: true,
  silentErrors: true,
} as const;

async function readMetadata(bytes: Uint8Array, format: ImageFormat): Promise<Record<string, Block>> {
  const lib = await import('exifr');
  const exifr = lib.default;
  if (format === 'webp') {
    // exifr does not open WebP: its EXIF chunk is a TIFF block and its XMP chunk an XMP packet, which it reads.
    const { exif, xmp } = webpMetadata(bytes);
    const out: Record<string, Block> = {};
    if (exif) Object.assign(out, ((await exifr.parse(exif, READ).catch(() => undefined)) ?? {}) as Record<string, Block>);
    if (xmp) {
      const parsed = (await lib.sidecar(xmp, READ, 'xmp').catch(() => undefined)) as Record<string, Block> | undefined;
      if (parsed) for (const [k, v] of Object.entries(parsed)) if (v && typeof v === 'object' && !(k in out)) out[k === 'xmp' ? 'xmp' : k] = v;
    }
    return out;
  }
  const out = (await exifr.parse(bytes, READ)) as Record<string, Block> | undefined;
  return out ?? {};
}

/** Reads every metadata block of a photo and writes a copy without them when the format allows it. */
export async function run({ photo }: Input, options: Options): Promise<ExifResult | ToolError> {
  if (!photo) return toolError('noFile', { field: 'photo' });
  const bytes = photo.bytes ?? new Uint8Array();
  if (bytes.length === 0) return toolError('emptyFile', { field: 'photo' });
  const format = sniffFormat(bytes);
  let out: Record<string, Block> = {};
  let unreadable = false;
  if (format !== 'gif' && format !== 'other') {
    try {
      out = await readMetadata(bytes, format);
    } catch {
      unreadable = true;
    }
  }
  if (format === 'other' || (unreadable && format !== 'jpeg' && format !== 'png' && format !== 'webp')) {
    return toolError(format === 'other' ? 'notImage' : 'unreadable', { field: 'photo' });
  }
  const summary = summarise(out);
  let cleaned: Cleaned | null = null;
  let noCopy: ExifResult['noCopy'] = null;
  const strip = format === 'jpeg' ? stripJpeg : format === 'png' ? stripPng : format === 'webp' ? stripWebp : null;
  if (!strip) noCopy = 'reencode';
  else {
    const orientation = options.keepOrientation && summary.orientation !== undefined && summary.orientation !== 1 ? summary.orientation : null;
    try {
      const done = strip(bytes, { keepIcc: options.keepIcc, orientation });
      cleaned = { name: cleanName(photo.name, format), type: TYPES[format]!, ...done };
    } catch (e) {
      if (!(e instanceof Truncated) && !(e instanceof RangeError)) throw e;
      noCopy = 'truncated';
    }
  }
  if (unreadable && noCopy === 'truncated') return toolError('unreadable', { field: 'photo' });
  return { file: { name: photo.name, size: bytes.length, format }, summary, gps: readGps(out.gps), groups: groups(out), cleaned, noCopy };
}

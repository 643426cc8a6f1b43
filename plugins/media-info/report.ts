/**
 * The report of a media file from what MediaInfoLib reads in it (mediainfo.js's `object` result): pure
 * functions over that JSON, so they are tested without WebAssembly. MediaInfo names its fields as its
 * own reports do (Format, Format_Profile, SamplingRate…); the report keeps the ones people look for,
 * as numbers where they are numbers, and leaves out what the file does not say.
 */

/** A track of MediaInfo's result: its @type and fields, strings or numbers, and `extra` for fields it has no name for. */
export interface MediaInfoTrack {
  readonly '@type': string;
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly [field: string]: unknown;
}
export interface MediaInfoResult {
  readonly media?: { readonly track?: readonly MediaInfoTrack[] } | null;
}

export const STREAM_KINDS = ['video', 'audio', 'text', 'image'] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];

/** What every stream may say. */
interface StreamBase {
  /** 1, 2, … among the streams of its kind, in the file's order. */
  readonly number: number;
  /** The format as MediaInfo names it: AVC, HEVC, VP9, AAC, Opus, MPEG Audio, UTF-8, PNG… */
  readonly codec?: string;
  readonly title?: string;
  /** Its language as the file gives it (ISO 639: en, fr, pt-BR…). */
  readonly language?: string;
  /** Seconds. */
  readonly duration?: number;
  /** Bits per second. */
  readonly bitRate?: number;
  readonly default?: boolean;
  readonly forced?: boolean;
}
export interface VideoStream extends StreamBase {
  readonly kind: 'video';
  /** Profile and level: "High@L4.1", "Main 10@L5.1@High", VP9's "0". */
  readonly profile?: string;
  readonly width?: number;
  readonly height?: number;
  /** Width ÷ height as shown (pixels need not be square). */
  readonly aspectRatio?: number;
  /** Frames per second. */
  readonly frameRate?: number;
  /** The frame rate varies (VFR): frameRate is then the average. */
  readonly variableFrameRate?: boolean;
  readonly bitDepth?: number;
  /** "YUV 4:2:0", "RGB". */
  readonly colorSpace?: string;
  /** Colour primaries, transfer and matrix as MediaInfo names them: BT.709, BT.2020, PQ, HLG… */
  readonly colorPrimaries?: string;
  readonly transfer?: string;
  readonly matrix?: string;
  /** Limited or Full. */
  readonly colorRange?: string;
  /** HDR: its format as MediaInfo names it (Dolby Vision, SMPTE ST 2086, HDR10+…), or the PQ or HLG transfer. */
  readonly hdr?: string;
  /** Degrees the picture is turned when shown (a phone held upright: 90). */
  readonly rotation?: number;
  /** Progressive, Interlaced, MBAFF… */
  readonly scanType?: string;
}
export interface AudioStream extends StreamBase {
  readonly kind: 'audio';
  /** AAC's LC or HE-AAC, MP3's Layer 3… */
  readonly profile?: string;
  readonly channels?: number;
  /** The speakers, as MediaInfo writes them: "L R", "L R C LFE Ls Rs". */
  readonly channelLayout?: string;
  /** Hertz. */
  readonly sampleRate?: number;
  readonly bitDepth?: number;
  /** The bitrate is constant (CBR) or variable (VBR). */
  readonly bitRateMode?: 'CBR' | 'VBR';
}
export interface TextStream extends StreamBase {
  readonly kind: 'text';
}
export interface ImageStream extends StreamBase {
  readonly kind: 'image';
  readonly width?: number;
  readonly height?: number;
  readonly bitDepth?: number;
  readonly colorSpace?: string;
}
export type Stream = VideoStream | AudioStream | TextStream | ImageStream;

/** The tags the report names in the page's language; any other tag keeps its name as the file writes it. */
export const TAG_NAMES = ['title', 'artist', 'albumArtist', 'album', 'track', 'date', 'genre', 'composer', 'comment', 'description', 'copyright', 'encoder', 'encodedDate'] as const;
export type TagName = (typeof TAG_NAMES)[number];
export type Tag = { readonly name: TagName; readonly value: string } | { readonly other: string; readonly value: string };

export interface Chapter {
  /** Seconds from the start. */
  readonly start: number;
  readonly title: string;
}

export interface MediaReport {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** The container or file format: MPEG-4, WebM, Matroska, Wave, MPEG Audio, PNG… */
  readonly format: string;
  /** The container's profile or brand: "Base Media", "QuickTime", "isom". */
  readonly formatProfile?: string;
  /** Seconds. */
  readonly duration?: number;
  /** Bits per second, all streams together. */
  readonly overallBitRate?: number;
  readonly streams: readonly Stream[];
  readonly tags: readonly Tag[];
  readonly chapters: readonly Chapter[];
}

/**
 * Text as the file gives it, trimmed; nothing when empty, or when MediaInfo read bytes that are not text
 * (the replacement character or control characters: an MP3 encoder's binary "LAME…" frame taken for its name).
 */
export function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  // eslint-disable-next-line no-control-regex
  if (text === '' || /[\uFFFD\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u.test(text)) return undefined;
  return text;
}

/** A number MediaInfo gives as a number or as text ("7736", "90.000"); nothing when it is not a finite number. */
export function cleanNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** MediaInfo writes "Yes" and "No"; several values of one field are joined with " / " (the first counts). */
function yesNo(value: unknown): boolean | undefined {
  const text = cleanText(value)?.split(' / ')[0];
  return text === 'Yes' ? true : text === 'No' ? false : undefined;
}

/** A positive number, or nothing (MediaInfo's 0 means "unknown" for sizes, rates and durations). */
function positive(value: unknown): number | undefined {
  const n = cleanNumber(value);
  return n !== undefined && n > 0 ? n : undefined;
}

/** Keeps only the keys whose value is defined, so the report (and its JSON) says only what the file says. */
function defined<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}

/** "und" (undetermined) and "zxx" (no linguistic content) are no language to show. */
function language(value: unknown): string | undefined {
  const code = cleanText(value);
  return code && !['und', 'zxx', 'mis', 'mul'].includes(code.toLowerCase()) ? code : undefined;
}

function common(track: MediaInfoTrack, number: number) {
  return {
    number,
    codec: cleanText(track.Format),
    title: cleanText(track.Title),
    language: language(track.Language),
    duration: positive(track.Duration),
    bitRate: positive(track.BitRate) ?? positive(track.BitRate_Nominal),
    default: yesNo(track.Default),
    forced: yesNo(track.Forced),
  };
}

/** Profile, level and tier as MediaInfo's own reports join them: "High@L4.1", "Main 10@L5.1@High". */
function profile(track: MediaInfoTrack): string | undefined {
  const name = cleanText(track.Format_Profile);
  const level = cleanText(track.Format_Level);
  const tier = cleanText(track.Format_Tier);
  if (!name) return undefined;
  return [name, level && `L${level}`, tier].filter(Boolean).join('@');
}

/** HDR as MediaInfo names its format, else a transfer that only HDR uses (PQ, HLG). */
function hdr(track: MediaInfoTrack): string | undefined {
  const format = cleanText(track.HDR_Format);
  if (format) {
    const compatibility = cleanText(track.HDR_Format_Compatibility);
    return compatibility ? `${format} (${compatibility})` : format;
  }
  const transfer = cleanText(track.transfer_characteristics);
  return transfer && /^(PQ|HLG)\b/.test(transfer) ? transfer : undefined;
}

function video(track: MediaInfoTrack, number: number): VideoStream {
  const rotation = cleanNumber(track.Rotation);
  const colorSpace = [cleanText(track.ColorSpace), cleanText(track.ChromaSubsampling)].filter(Boolean).join(' ');
  const frameRateMode = cleanText(track.FrameRate_Mode);
  return defined({
    kind: 'video',
    ...common(track, number),
    profile: profile(track),
    width: positive(track.Width),
    height: positive(track.Height),
    aspectRatio: positive(track.DisplayAspectRatio),
    frameRate: positive(track.FrameRate),
    variableFrameRate: frameRateMode === 'VFR' ? true : undefined,
    bitDepth: positive(track.BitDepth),
    colorSpace: colorSpace || undefined,
    colorPrimaries: cleanText(track.colour_primaries),
    transfer: cleanText(track.transfer_characteristics),
    matrix: cleanText(track.matrix_coefficients),
    colorRange: cleanText(track.colour_range),
    hdr: hdr(track),
    // Turned by a whole number of degrees, said between 0 and 360 ("-90.000" is 270).
    rotation: rotation !== undefined && Math.round(rotation) % 360 !== 0 ? (((Math.round(rotation) % 360) + 360) % 360) : undefined,
    scanType: cleanText(track.ScanType),
  } as const);
}

function audio(track: MediaInfoTrack, number: number): AudioStream {
  const mode = cleanText(track.BitRate_Mode);
  return defined({
    kind: 'audio',
    ...common(track, number),
    profile: cleanText(track.Format_AdditionalFeatures) ?? cleanText(track.Format_Profile),
    channels: positive(track.Channels),
    channelLayout: cleanText(track.ChannelLayout),
    sampleRate: positive(track.SamplingRate),
    bitDepth: positive(track.BitDepth),
    bitRateMode: mode === 'CBR' || mode === 'VBR' ? mode : undefined,
  } as const);
}

function image(track: MediaInfoTrack, number: number): ImageStream {
  const colorSpace = [cleanText(track.ColorSpace), cleanText(track.ChromaSubsampling)].filter(Boolean).join(' ');
  return defined({
    kind: 'image',
    ...common(track, number),
    width: positive(track.Width),
    height: positive(track.Height),
    bitDepth: positive(track.BitDepth),
    colorSpace: colorSpace || undefined,
  } as const);
}

/** Where each named tag is read from in MediaInfo's General track, the first field found winning. */
const TAG_FIELDS: Readonly<Record<TagName, readonly string[]>> = {
  title: ['Title', 'Movie'],
  artist: ['Performer'],
  albumArtist: ['Album_Performer'],
  album: ['Album'],
  track: ['Track'],
  date: ['Recorded_Date', 'Released_Date', 'Original_Released_Date'],
  genre: ['Genre'],
  composer: ['Composer'],
  comment: ['Comment'],
  description: ['Description'],
  copyright: ['Copyright'],
  encoder: ['Encoded_Application', 'Encoded_Library', 'Encoded_Application_Name'],
  encodedDate: ['Encoded_Date', 'Tagged_Date'],
};
/** The tags MediaInfo keeps in `extra` under the name the file gives them, which are a named tag. */
const TAG_ALIASES: Readonly<Record<string, TagName>> = { album: 'album', comment: 'comment', description: 'description', artist: 'artist', title: 'title', date: 'date', genre: 'genre', composer: 'composer', copyright: 'copyright', encoder: 'encoder', album_artist: 'albumArtist' };

function tags(general: MediaInfoTrack): Tag[] {
  const named = new Map<TagName, string>();
  for (const name of TAG_NAMES)
    for (const field of TAG_FIELDS[name]) {
      const value = cleanText(general[field]);
      if (value !== undefined) {
        named.set(name, value);
        break;
      }
    }
  // An MP3's title is also its track name: said once.
  if (named.get('track') === named.get('title')) named.delete('track');
  const others: Tag[] = [];
  for (const [key, raw] of Object.entries(general.extra ?? {})) {
    const value = cleanText(raw);
    if (value === undefined) continue;
    const alias = TAG_ALIASES[key.toLowerCase()];
    if (alias) {
      if (!named.has(alias)) named.set(alias, value);
    } else others.push({ other: key, value });
  }
  return [...TAG_NAMES.filter((name) => named.has(name)).map((name) => ({ name, value: named.get(name)! })), ...others];
}

/** MediaInfo lists chapters as fields of a Menu track named by their start, "_00_01_02_500", valued by their title (a language first: "en:Intro"). */
const CHAPTER_KEY = /^_(\d{2,})_(\d{2})_(\d{2})_(\d{3})$/;

function chapters(menus: readonly MediaInfoTrack[]): Chapter[] {
  const found = new Map<number, string>();
  for (const menu of menus)
    for (const [key, raw] of Object.entries(menu.extra ?? {})) {
      const time = CHAPTER_KEY.exec(key);
      if (!time) continue;
      const [h, m, s, ms] = time.slice(1).map(Number) as [number, number, number, number];
      const start = h * 3600 + m * 60 + s + ms / 1000;
      const title = (cleanText(raw) ?? '').replace(/^[a-z]{2,3}(-[A-Za-z]{2,4})?:(?=\S)/, '');
      if (!found.has(start)) found.set(start, title);
    }
  return [...found].sort(([a], [b]) => a - b).map(([start, title]) => ({ start, title }));
}

/**
 * The report of MediaInfo's result, or null when MediaInfo recognised no format at all (a text file, random
 * bytes): nothing in it is media.
 */
export function mediaReport(result: MediaInfoResult, file: { readonly name: string; readonly size: number }): MediaReport | null {
  const tracks = result.media?.track ?? [];
  const general = tracks.find((t) => t['@type'] === 'General');
  const format = cleanText(general?.Format);
  if (!general || !format) return null;
  const counts = { video: 0, audio: 0, text: 0, image: 0 };
  const streams: Stream[] = [];
  for (const track of tracks) {
    const type = track['@type'];
    if (type === 'Video') streams.push(video(track, ++counts.video));
    else if (type === 'Audio') streams.push(audio(track, ++counts.audio));
    else if (type === 'Text') streams.push(defined({ kind: 'text', ...common(track, ++counts.text) } as const));
    else if (type === 'Image') streams.push(image(track, ++counts.image));
  }
  return defined({
    name: file.name,
    size: file.size,
    format,
    formatProfile: cleanText(general.Format_Profile),
    duration: positive(general.Duration),
    overallBitRate: positive(general.OverallBitRate),
    streams,
    tags: tags(general),
    chapters: chapters(tracks.filter((t) => t['@type'] === 'Menu')),
  });
}

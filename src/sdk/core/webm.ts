/**
 * A browser's MediaRecorder writes WebM as a live stream: the file says nothing of its length, so players
 * show no duration and many cannot seek in it. webmWithDuration writes the length into the file's Info
 * element (Matroska's Segment › Info › Duration), from its first bytes alone: the rest of a recording of
 * any size is kept as it is. Pure (bytes in, bytes out), tested in Node.
 */

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const SEEK_HEAD = 0x114d9b74;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;

/** How many of a recording's first bytes to read: Chrome and Firefox write Info within the first few hundred. */
export const WEBM_HEAD_BYTES = 64 * 1024;

interface Element {
  readonly id: number;
  readonly start: number;
  readonly dataStart: number;
  /** The data's size; NaN when unknown (a live stream's Segment and Clusters). */
  readonly size: number;
  readonly end: number;
}

/** An EBML variable-length number at `at`: its length in bytes and value (with its length marker for IDs). */
function vint(b: Uint8Array, at: number, id: boolean): { value: number; length: number } | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  if (at + length > b.length || (id && length > 4)) return null;
  const bits = 0xff >> length;
  let value = id ? first : first & bits;
  let unknown = (first & bits) === bits;
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[at + i]!;
    if (b[at + i] !== 0xff) unknown = false;
  }
  return { value: !id && unknown ? Number.NaN : value, length };
}

function element(b: Uint8Array, at: number): Element | null {
  const id = vint(b, at, true);
  if (!id) return null;
  const size = vint(b, at + id.length, false);
  if (!size) return null;
  const dataStart = at + id.length + size.length;
  return { id: id.value, start: at, dataStart, size: size.value, end: dataStart + size.value };
}

function readUint(b: Uint8Array, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) value = value * 256 + b[i]!;
  return value;
}

/**
 * The first bytes of a WebM recording with its length written in, and how many of the original first
 * bytes they replace (the file is the new head followed by the original from there on); null where the
 * file is not a WebM this can change safely (a Segment of known size, a SeekHead whose positions would
 * move, no Info in the head), which is then kept as it is.
 */
export function webmWithDuration(head: Uint8Array, ms: number): { head: Uint8Array; replaced: number } | null {
  if (!(ms > 0) || !Number.isFinite(ms)) return null;
  const header = element(head, 0);
  if (!header || header.id !== EBML || !Number.isFinite(header.size)) return null;
  const segment = element(head, header.end);
  // A Segment of known size would have to grow too; a live recording's is unknown.
  if (!segment || segment.id !== SEGMENT || Number.isFinite(segment.size)) return null;
  for (let at = segment.dataStart; at < head.length; ) {
    const el = element(head, at);
    if (!el || !Number.isFinite(el.size) || el.id === SEEK_HEAD || el.id === CLUSTER) return null;
    if (el.id === INFO) {
      if (el.end > head.length) return null;
      let scale = 1_000_000;
      const kept: Uint8Array[] = [];
      for (let c = el.dataStart; c < el.end; ) {
        const child = element(head, c);
        if (!child || !Number.isFinite(child.size) || child.end > el.end) return null;
        if (child.id === TIMECODE_SCALE) scale = readUint(head, child.dataStart, child.end) || scale;
        if (child.id !== DURATION) kept.push(head.subarray(child.start, child.end));
        c = child.end;
      }
      // Duration is a float in TimecodeScale units (nanoseconds per unit: a millisecond by default).
      const duration = new Uint8Array(11);
      duration.set([0x44, 0x89, 0x88]);
      new DataView(duration.buffer).setFloat64(3, (ms * 1_000_000) / scale);
      const childBytes = kept.reduce((n, k) => n + k.length, 0) + duration.length;
      // The Info ID, then its size as an 8-byte number (0x01 and seven bytes), then its children.
      const out = new Uint8Array(el.start + 4 + 8 + childBytes);
      out.set(head.subarray(0, el.start));
      let p = el.start;
      out.set([0x15, 0x49, 0xa9, 0x66, 0x01], p);
      p += 5;
      for (let i = 6; i >= 0; i--) out[p++] = Math.floor(childBytes / 256 ** i) % 256;
      for (const k of kept) {
        out.set(k, p);
        p += k.length;
      }
      out.set(duration, p);
      return { head: out, replaced: el.end };
    }
    at = el.end;
  }
  return null;
}

/** The duration a WebM's head says, in ms (for tests and checks); null where it says none. */
export function webmDuration(head: Uint8Array): number | null {
  const header = element(head, 0);
  if (!header || header.id !== EBML) return null;
  const segment = element(head, header.end);
  if (!segment || segment.id !== SEGMENT) return null;
  for (let at = segment.dataStart; at < head.length; ) {
    const el = element(head, at);
    if (!el || !Number.isFinite(el.size) || el.id === CLUSTER) return null;
    if (el.id === INFO) {
      let scale = 1_000_000;
      let duration: number | null = null;
      for (let c = el.dataStart; c < Math.min(el.end, head.length); ) {
        const child = element(head, c);
        if (!child || !Number.isFinite(child.size) || child.end > head.length) return null;
        const view = new DataView(head.buffer, head.byteOffset + child.dataStart, child.size);
        if (child.id === TIMECODE_SCALE) scale = readUint(head, child.dataStart, child.end) || scale;
        if (child.id === DURATION) duration = child.size === 8 ? view.getFloat64(0) : child.size === 4 ? view.getFloat32(0) : null;
        c = child.end;
      }
      return duration === null ? null : (duration * scale) / 1_000_000;
    }
    at = el.end;
  }
  return null;
}

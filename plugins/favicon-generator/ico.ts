/**
 * A Windows icon (.ico) holding PNG pictures, as every browser since Internet Explorer 11 reads it: a
 * 6-byte header, a 16-byte directory entry per picture, then the PNG files one after another. Pure.
 */
export interface IcoPicture {
  /** The picture's width and height in pixels (1 to 256). */
  readonly size: number;
  /** A PNG file of that size. */
  readonly png: Uint8Array;
}

export function writeIco(pictures: readonly IcoPicture[]): Uint8Array {
  if (pictures.length === 0 || pictures.length > 255) throw new RangeError('an icon holds 1 to 255 pictures');
  const header = 6 + 16 * pictures.length;
  const total = header + pictures.reduce((n, p) => n + p.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, pictures.length, true);
  let offset = header;
  pictures.forEach((p, i) => {
    if (!Number.isInteger(p.size) || p.size < 1 || p.size > 256) throw new RangeError(`an icon picture is 1 to 256 pixels wide, not ${p.size}`);
    const at = 6 + 16 * i;
    out[at] = p.size === 256 ? 0 : p.size; // width (0 means 256)
    out[at + 1] = p.size === 256 ? 0 : p.size; // height
    out[at + 2] = 0; // no palette
    out[at + 3] = 0; // reserved
    view.setUint16(at + 4, 1, true); // colour planes
    view.setUint16(at + 6, 32, true); // bits per pixel
    view.setUint32(at + 8, p.png.length, true);
    view.setUint32(at + 12, offset, true);
    out.set(p.png, offset);
    offset += p.png.length;
  });
  return out;
}

/** The pictures of an icon file (for tests and for reading one back): size, and where its data lies. */
export function readIco(bytes: Uint8Array): { size: number; bits: number; data: Uint8Array }[] | null {
  if (bytes.length < 6) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) return null;
  const count = view.getUint16(4, true);
  if (bytes.length < 6 + 16 * count) return null;
  const out: { size: number; bits: number; data: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    const at = 6 + 16 * i;
    const length = view.getUint32(at + 8, true);
    const offset = view.getUint32(at + 12, true);
    if (offset + length > bytes.length) return null;
    out.push({ size: bytes[at] || 256, bits: view.getUint16(at + 6, true), data: bytes.subarray(offset, offset + length) });
  }
  return out;
}

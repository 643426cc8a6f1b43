import { describe, expect, it } from 'vitest';
import { canonicalType, imageInfo, imageKind } from './imageInfo.ts';

const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const u16be = (n: number) => [n >> 8, n & 255];
const u16le = (n: number) => [n & 255, n >> 8];
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

/** A JPEG's first markers: SOI, an optional EXIF APP1 with the orientation, a SOF0 of width × height. */
function jpeg(width: number, height: number, orientation?: number, littleEndian = false): Uint8Array {
  const u16 = littleEndian ? u16le : u16be;
  const u32 = littleEndian ? u32le : u32be;
  const tiff = orientation === undefined ? [] : [...(littleEndian ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(8), ...u16(1), ...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0, ...u32(0)];
  const app1 = orientation === undefined ? [] : [0xff, 0xe1, ...u16be(2 + 6 + tiff.length), ...bytes('Exif\0\0'), ...tiff];
  const app0 = [0xff, 0xe0, ...u16be(16), ...bytes('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  return bytes([0xff, 0xd8], app0, app1, [0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
}

describe('image kinds and sizes from the header', () => {
  it('reads a PNG (IHDR)', () => {
    const png = bytes([0x89], 'PNG\r\n\x1a\n', u32be(13), 'IHDR', u32be(640), u32be(480), [8, 6, 0, 0, 0]);
    expect(imageInfo(png)).toEqual({ type: 'image/png', ext: 'png', format: 'PNG', width: 640, height: 480 });
  });
  it('knows a PNG cut short after its signature but gives no size rather than a wrong one', () => {
    expect(imageInfo(bytes([0x89], 'PNG\r\n\x1a\n', u32be(13), 'IH'))).toMatchObject({ type: 'image/png', width: null, height: null });
  });
  it('reads a JPEG frame after an APP0 segment', () => {
    expect(imageInfo(jpeg(1024, 768))).toEqual({ type: 'image/jpeg', ext: 'jpg', format: 'JPEG', width: 1024, height: 768 });
  });
  it.each([1, 2, 3, 4])('keeps width and height for EXIF orientation %i', (o) => expect(imageInfo(jpeg(4000, 3000, o))).toMatchObject({ width: 4000, height: 3000 }));
  it.each([5, 6, 7, 8])('swaps width and height for EXIF orientation %i (a photo turned a quarter)', (o) => {
    expect(imageInfo(jpeg(4000, 3000, o))).toMatchObject({ width: 3000, height: 4000 });
    expect(imageInfo(jpeg(4000, 3000, o, true))).toMatchObject({ width: 3000, height: 4000 });
  });
  it('gives no size for a JPEG whose scan starts before any frame', () => {
    expect(imageInfo(bytes([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toMatchObject({ type: 'image/jpeg', width: null });
  });
  it('reads GIF87a and GIF89a screens', () => {
    expect(imageInfo(bytes('GIF89a', u16le(300), u16le(200), [0, 0, 0]))).toMatchObject({ type: 'image/gif', width: 300, height: 200 });
    expect(imageInfo(bytes('GIF87a', u16le(1), u16le(1), [0, 0, 0]))).toMatchObject({ type: 'image/gif', width: 1, height: 1 });
  });
  it('reads the three kinds of WebP: lossy (VP8), lossless (VP8L) and extended (VP8X)', () => {
    const riff = (chunk: number[]) => bytes('RIFF', u32le(chunk.length + 4), 'WEBP', chunk);
    expect(imageInfo(riff([...bytes('VP8 '), ...u32le(10), 0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(550), ...u16le(368)]))).toMatchObject({ type: 'image/webp', width: 550, height: 368 });
    const bits = (400 - 1) | ((301 - 1) << 14);
    expect(imageInfo(riff([...bytes('VP8L'), ...u32le(5), 0x2f, ...u32le(bits)]))).toMatchObject({ type: 'image/webp', width: 400, height: 301 });
    expect(imageInfo(riff([...bytes('VP8X'), ...u32le(10), 0, 0, 0, 0, 0x7f, 0x07, 0, 0x37, 0x04, 0]))).toMatchObject({ width: 1920, height: 1080 });
  });
  it('reads AVIF and HEIC by their brands, and the size from the largest ispe', () => {
    const ispe = (w: number, h: number) => [...u32be(20), ...bytes('ispe'), 0, 0, 0, 0, ...u32be(w), ...u32be(h)];
    const avif = bytes(u32be(20), 'ftypavif', u32be(0), 'mif1', ispe(512, 256), ispe(1200, 800));
    expect(imageInfo(avif)).toEqual({ type: 'image/avif', ext: 'avif', format: 'AVIF', width: 1200, height: 800 });
    expect(imageKind(bytes(u32be(24), 'ftypmif1', u32be(0), 'mif1heic'))).toMatchObject({ type: 'image/heic' });
    // An MP4 video is an ISO file too, but no image.
    expect(imageKind(bytes(u32be(20), 'ftypisom', u32be(0), 'mp41'))).toBeNull();
  });
  it('reads BMP (bottom-up and top-down), ICO (its largest picture) and TIFF', () => {
    const bmp = (h: number) => bytes('BM', u32le(0), u32le(0), u32le(54), u32le(40), u32le(320), u32le(h >>> 0));
    expect(imageInfo(bmp(240))).toMatchObject({ type: 'image/bmp', width: 320, height: 240 });
    expect(imageInfo(bmp(-240))).toMatchObject({ width: 320, height: 240 });
    const entry = (w: number, h: number) => [w, h, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(imageInfo(bytes([0, 0, 1, 0, 3, 0], entry(16, 16), entry(0, 0), entry(32, 32)))).toMatchObject({ type: 'image/x-icon', width: 256, height: 256 });
    const tiff = bytes('II', u16le(42), u32le(8), u16le(2), u16le(256), u16le(3), u32le(1), u16le(800), [0, 0], u16le(257), u16le(4), u32le(1), u32le(600), u32le(0));
    expect(imageInfo(tiff)).toEqual({ type: 'image/tiff', ext: 'tif', format: 'TIFF', width: 800, height: 600 });
  });
  it('reads SVG after a BOM, an XML declaration and comments, by width and height or the viewBox', () => {
    const svg = (s: string) => new TextEncoder().encode(s);
    expect(imageInfo(svg('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="120px" height="40"></svg>'))).toMatchObject({ type: 'image/svg+xml', width: 120, height: 40 });
    expect(imageInfo(svg('<svg viewBox="0 0 24 12"/>'))).toMatchObject({ width: 24, height: 12 });
    expect(imageInfo(svg("<svg width='48' viewBox='0 0 24 12'/>"))).toMatchObject({ width: 48, height: 24 });
    expect(imageInfo(svg('<svg width="100%" height="100%"></svg>'))).toMatchObject({ type: 'image/svg+xml', width: null, height: null });
    expect(imageKind(svg('<svgfoo/>'))).toBeNull();
    expect(imageKind(svg('<html><svg/></html>'))).toBeNull();
  });
  it('knows nothing else', () => {
    for (const other of [bytes('%PDF-1.7'), bytes('PK\x03\x04'), bytes('hello'), new Uint8Array(0), bytes([0, 0, 1, 0, 5, 0])]) expect(imageKind(other)).toBeNull();
  });
  it('writes types the one way', () => {
    expect(canonicalType('image/JPG')).toBe('image/jpeg');
    expect(canonicalType(' image/vnd.microsoft.icon ')).toBe('image/x-icon');
    expect(canonicalType('image/svg+xml;charset=utf-8')).toBe('image/svg+xml');
  });
});

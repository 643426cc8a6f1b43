import { defineTool, type InputOf, type OptionsOf } from '@sdk/core';
import { CLEAN_JPEG, PLAIN_JPEG, SAMPLE_JPEG } from './sample.ts';

const bytes = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** What run() reads from the example photo (sample.ts, made by make-sample.mjs). */
const SAMPLE_READ = {
  file: { name: 'eiffel-tower.jpg', size: 1662, format: 'jpeg' },
  summary: {
    camera: 'Toolbench Sample Camera',
    lens: '35mm F2.8',
    exposureTime: 0.004,
    fNumber: 2.8,
    iso: 200,
    focalLength: 35,
    flash: 16,
    taken: { clock: '2024-05-17T14:32:10', offset: '+02:00' },
    modified: { clock: '2024-05-17T14:32:10', offset: null },
    orientation: 6,
    software: 'make-sample.mjs',
    artist: 'Ada Example',
    copyright: 'CC0 1.0',
    caption: 'A gradient near the Eiffel Tower',
  },
  gps: {
    latitude: 48.858222,
    longitude: 2.2945,
    altitude: 35,
    lat: { degrees: 48, minutes: 51, seconds: 29.6, hemisphere: 'N' },
    lon: { degrees: 2, minutes: 17, seconds: 40.2, hemisphere: 'E' },
  },
  groups: [
    {
      id: 'ifd0',
      fields: [
        { tag: 'Make', value: 'Toolbench' },
        { tag: 'Model', value: 'Sample Camera' },
        { tag: 'Orientation', value: 6 },
        { tag: 'Software', value: 'make-sample.mjs' },
        { tag: 'ModifyDate', value: '2024:05:17 14:32:10' },
        { tag: 'Copyright', value: 'CC0 1.0' },
      ],
    },
    {
      id: 'exif',
      fields: [
        { tag: 'ExposureTime', value: 0.004 },
        { tag: 'FNumber', value: 2.8 },
        { tag: 'ExposureProgram', value: 3 },
        { tag: 'ISO', value: 200 },
        { tag: 'ExifVersion', value: '0232' },
        { tag: 'DateTimeOriginal', value: '2024:05:17 14:32:10' },
        { tag: 'OffsetTimeOriginal', value: '+02:00' },
        { tag: 'Flash', value: 16 },
        { tag: 'FocalLength', value: 35 },
        { tag: 'LensModel', value: '35mm F2.8' },
      ],
    },
    {
      id: 'gps',
      fields: [
        { tag: 'GPSVersionID', value: '2 3 0 0' },
        { tag: 'GPSLatitudeRef', value: 'N' },
        { tag: 'GPSLatitude', value: '48, 51, 29.6' },
        { tag: 'GPSLongitudeRef', value: 'E' },
        { tag: 'GPSLongitude', value: '2, 17, 40.2' },
        { tag: 'GPSAltitudeRef', value: '0' },
        { tag: 'GPSAltitude', value: 35 },
      ],
    },
    { id: 'iptc', fields: [{ tag: 'Byline', value: 'Ada Example' }, { tag: 'Caption', value: 'A gradient near the Eiffel Tower' }] },
    { id: 'xmp', fields: [{ tag: 'Rating', value: 4 }] },
    {
      id: 'jfif',
      fields: [
        { tag: 'JFIFVersion', value: 257 },
        { tag: 'ResolutionUnit', value: 0 },
        { tag: 'XResolution', value: 1 },
        { tag: 'YResolution', value: 1 },
        { tag: 'ThumbnailWidth', value: 0 },
        { tag: 'ThumbnailHeight', value: 0 },
      ],
    },
    { id: 'dc', fields: [{ tag: 'creator', value: 'Ada Example' }] },
  ],
} as const;

const REMOVED = [
  { kind: 'exif', bytes: 528 },
  { kind: 'xmp', bytes: 376 },
  { kind: 'iptc', bytes: 84 },
  { kind: 'comment', bytes: 22 },
];

/**
 * A photo in; every EXIF, IPTC, XMP, ICC, JFIF and PNG field out (exifr, full build, loaded on first
 * use, in the worker), the values people look for in words, the GPS position as coordinates, and a
 * copy without metadata written byte by byte (JPEG segments, PNG and WebP chunks: no re-encoding).
 */
export const manifest = defineTool({
  related: ['image-converter', 'pdf-tools', 'hash-generator', 'image-to-base64', 'placeholder-image-generator'],
  fields: {
    photo: { kind: 'file', read: 'bytes', accept: 'image/jpeg,image/png,image/webp,image/tiff,image/heic,image/heif,image/avif,.jpg,.jpeg,.png,.webp,.tif,.tiff,.heic,.heif,.avif' },
  },
  options: {
    keepOrientation: { type: 'boolean', default: true },
    keepIcc: { type: 'boolean', default: true },
  },
  worker: true,
  downloads: ['csv', 'json'],
  examples: [
    {
      // Example files (brief #20): the page's example button loads this photo.
      name: 'photo',
      input: { photo: { name: 'eiffel-tower.jpg', type: 'image/jpeg', base64: SAMPLE_JPEG } },
      output: {
        ...SAMPLE_READ,
        cleaned: { name: 'eiffel-tower-no-metadata.jpg', type: 'image/jpeg', bytes: bytes(CLEAN_JPEG), removed: REMOVED, keptIcc: false, orientation: 6 },
        noCopy: null,
      },
    },
    {
      name: 'everything',
      input: { photo: { name: 'eiffel-tower.jpg', type: 'image/jpeg', base64: SAMPLE_JPEG } },
      options: { keepOrientation: false },
      output: {
        ...SAMPLE_READ,
        cleaned: { name: 'eiffel-tower-no-metadata.jpg', type: 'image/jpeg', bytes: bytes(PLAIN_JPEG), removed: REMOVED, keptIcc: false, orientation: null },
        noCopy: null,
      },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

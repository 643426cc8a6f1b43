import { describe, expect, it } from 'vitest';
import { readBase64, type FileInput } from '@sdk/core';
import { run, type Decoded, type Encoded } from './run.ts';


const DOTS = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAG0lEQVR4AWO8o6b239P2KAOj2GKv/080TzMAAEHaB0/1oSEIAAAAAElFTkSuQmCC';
const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const b = (base64: string) => (readBase64(base64) as { bytes: Uint8Array }).bytes;
const file = (name: string, type: string, data: Uint8Array): FileInput => ({ name, type, size: data.length, bytes: data });
const encode = (f: FileInput | null) => run({ file: f, dataUri: '' }, { mode: 'encode' });
const decode = (text: string) => run({ file: null, dataUri: text }, { mode: 'decode' });

describe('image to Base64', () => {
  it('encodes the bytes exactly, with the type from the bytes', () => {
    const r = encode(file('dots.png', 'image/png', b(DOTS))) as Encoded;
    expect(r).toMatchObject({ type: 'image/png', width: 2, height: 2, size: 84, statedType: null });
    expect(r.base64).toBe(Buffer.from(b(DOTS)).toString('base64'));
  });
  it('says when the file is labelled as another type, and types the data URI by its bytes', () => {
    expect(encode(file('photo.jpg', 'image/jpeg', b(DOTS)))).toMatchObject({ type: 'image/png', statedType: 'image/jpeg' });
    // Another name of the same type is no mismatch.
    expect(encode(file('pixel.gif', 'image/gif', b(GIF)))).toMatchObject({ statedType: null });
    expect(encode(file('favicon.ico', 'image/vnd.microsoft.icon', Uint8Array.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0])))).toMatchObject({ type: 'image/x-icon', statedType: null, width: 16 });
    expect(encode(file('x.png', '', b(DOTS)))).toMatchObject({ statedType: null });
  });
  it('refuses what is not an image, an empty file and no file, at the field', () => {
    expect(encode(file('notes.txt', 'text/plain', new TextEncoder().encode('hello')))).toEqual({ kind: 'tool-error', code: 'notAnImageFile', params: { field: 'file', name: 'notes.txt' } });
    expect(encode(file('empty.png', 'image/png', new Uint8Array(0)))).toMatchObject({ code: 'emptyFile' });
    expect(encode(null)).toMatchObject({ code: 'noFile', params: { field: 'file' } });
    expect(encode({ name: 'a.png', type: 'image/png', size: 3 })).toMatchObject({ code: 'unreadableFile' });
  });
});

describe('Base64 to image', () => {
  it('decodes a data URI to the exact bytes, named for their type', () => {
    const r = decode(`data:image/gif;base64,${GIF}`) as Decoded;
    expect(r).toMatchObject({ name: 'image.gif', type: 'image/gif', statedType: null, width: 1, height: 1 });
    expect([...r.bytes]).toEqual([...Buffer.from(GIF, 'base64')]);
  });
  it('finds the data URI in CSS, HTML and Markdown, with line breaks in the Base64', () => {
    for (const text of [`background: url(data:image/png;base64,${DOTS}) no-repeat;`, `<img src="data:image/png;base64,${DOTS}" alt="">`, `![dots](data:image/png;base64,${DOTS})`, `data:image/png;base64,${DOTS.slice(0, 40)}\n${DOTS.slice(40)}`]) {
      expect(decode(text), text).toMatchObject({ type: 'image/png', width: 2, statedType: null });
    }
  });
  it('takes bare Base64 and typing it by its bytes alone', () => {
    expect(decode(DOTS)).toMatchObject({ name: 'image.png', statedType: null });
  });
  it('decodes a URL-encoded SVG data URI and a percent-encoded Base64 one', () => {
    const svg = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2210%22 height=%2220%22%3E%3C/svg%3E';
    const r = decode(svg) as Decoded;
    expect(r).toMatchObject({ name: 'image.svg', type: 'image/svg+xml', width: 10, height: 20 });
    expect(new TextDecoder().decode(r.bytes)).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"></svg>');
    expect(decode('data:image/svg+xml;utf8,<svg viewBox="0 0 3 4" xmlns="http://www.w3.org/2000/svg">é</svg>')).toMatchObject({ width: 3, height: 4 });
    expect(decode(`data:image/gif;base64,${GIF.replace(/\+/g, '%2B').replace(/\//g, '%2F')}`)).toMatchObject({ type: 'image/gif' });
  });
  it('checks the stated type against the bytes', () => {
    expect(decode(`data:image/jpeg;base64,${DOTS}`)).toMatchObject({ name: 'image.png', type: 'image/png', statedType: 'image/jpeg' });
    expect(decode(`data:image/JPG;base64,${DOTS}`)).toMatchObject({ statedType: 'image/jpeg' });
    expect(decode(`data:image/x-png;base64,${DOTS}`)).toMatchObject({ statedType: null });
  });
  it('says what is wrong with bad input, at the field', () => {
    expect(decode('  ')).toEqual({ kind: 'tool-error', code: 'emptyDataUri', params: { field: 'dataUri' } });
    expect(decode('data:image/png;base64')).toMatchObject({ code: 'invalidDataUri' });
    expect(decode('data:image/png;base64,iVBOR*w0K')).toEqual({ kind: 'tool-error', code: 'invalidBase64Char', params: { field: 'dataUri', char: '*', position: 6 } });
    expect(decode('data:image/png;base64,iVBORw0KG')).toMatchObject({ code: 'invalidBase64' });
    expect(decode('data:image/png;base64,')).toMatchObject({ code: 'emptyData' });
    expect(decode('data:text/plain,%ZZ')).toMatchObject({ code: 'invalidDataUri' });
    expect(decode(`data:image/png;base64,${Buffer.from('just text').toString('base64')}`)).toEqual({ kind: 'tool-error', code: 'notAnImageStated', params: { field: 'dataUri', type: 'image/png' } });
    expect(decode(Buffer.from('%PDF-1.7').toString('base64'))).toMatchObject({ code: 'notAnImage' });
    expect(decode('hello world')).toMatchObject({ code: 'notAnImage' }); // valid Base64 (spaces are skipped), but no image
    expect(decode('hello, world')).toMatchObject({ code: 'invalidBase64Char', params: { char: ',', position: 6 } });
  });
});

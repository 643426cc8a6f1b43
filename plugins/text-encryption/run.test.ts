import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, readBase64, utf8Bytes, type FileInput } from '@sdk/core';
import { encrypt, run, safeName, type DecryptResult, type EncryptResult } from './run.ts';
import { HEADER_BYTES, ITERATIONS } from './format.ts';
import { view } from './view.ts';
import type { Input } from './manifest.ts';

const PASSWORD = 'correct horse battery staple';
const input = (fields: Partial<Input>): Input => ({ text: '', file: null, data: '', encryptedFile: null, password: PASSWORD, ...fields });
const encryptText = async (text: string, password = PASSWORD) => (await run(input({ text, password }), { mode: 'encrypt' })) as EncryptResult;
const decrypt = (data: string, password = PASSWORD) => run(input({ data, password }), { mode: 'decrypt' });
const file = (name: string, bytes: Uint8Array): FileInput => ({ name, type: 'application/octet-stream', size: bytes.length, bytes });
/** The Base64 with one byte of its bytes changed. */
const changed = (base64: string, at: number) => {
  const bytes = (readBase64(base64) as { bytes: Uint8Array }).bytes;
  bytes[at]! ^= 0x01;
  return bytesToBase64(bytes);
};

describe('text-encryption', () => {
  it('decrypts what it encrypted, with a new salt and IV each time', async () => {
    const text = 'Ünïcödé 😀 and a line\r\nbreak';
    const a = await encryptText(text);
    const b = await encryptText(text);
    expect(a.encrypted).toMatch(/^VEJF/);
    expect(a.encrypted).not.toBe(b.encrypted);
    for (const sealed of [a, b]) expect(await decrypt(sealed.encrypted)).toEqual({ mode: 'decrypt', content: 'text', text, size: utf8Bytes(text).length, iterations: ITERATIONS });
    // Base64 wrapped in lines, as mail programs do, is read too.
    expect(await decrypt(a.encrypted.replace(/(.{20})/g, '$1\n'))).toMatchObject({ text });
  });

  it('writes the documented header: TBE, version 1, PBKDF2-SHA-256, text, 600,000 iterations, then 16 + 12 bytes', async () => {
    const sealed = (readBase64((await encryptText('x')).encrypted) as { bytes: Uint8Array }).bytes;
    expect([...sealed.subarray(0, 10)]).toEqual([0x54, 0x42, 0x45, 1, 1, 0, 0x00, 0x09, 0x27, 0xc0]);
    expect(sealed.length).toBe(HEADER_BYTES + 1 + 16);
  });

  it('is standard AES-256-GCM with a PBKDF2-SHA-256 key: Web Crypto alone decrypts it, with the header as associated data', async () => {
    const sealed = (readBase64((await encryptText('interoperable')).encrypted) as { bytes: Uint8Array }).bytes;
    const material = await crypto.subtle.importKey('raw', utf8Bytes(PASSWORD) as Uint8Array<ArrayBuffer>, 'PBKDF2', false, ['deriveBits']);
    const key = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: sealed.slice(10, 26) as Uint8Array<ArrayBuffer>, iterations: 600_000 }, material, 256);
    const aes = await crypto.subtle.importKey('raw', key, 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.slice(26, 38), additionalData: sealed.slice(0, 38) }, aes, sealed.slice(38));
    expect(new TextDecoder().decode(plain)).toBe('interoperable');
  });

  it('encrypts a file with its name, and gives the file back under that name', async () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 37) & 0xff);
    const sealed = (await run(input({ text: 'ignored', file: file('C:\\photos\\été.bin', bytes) }), { mode: 'encrypt' })) as EncryptResult;
    expect(sealed).toMatchObject({ content: 'file', name: 'été.bin', size: 300 });
    expect(view(sealed).blocks[0]).toMatchObject({ kind: 'file', name: 'été.bin.encrypted.txt', type: 'text/plain' });
    // Opened as the file the page saved (Base64 text), or as the raw bytes.
    const opened = await run(input({ encryptedFile: file('été.bin.encrypted.txt', utf8Bytes(sealed.encrypted)) }), { mode: 'decrypt' });
    expect(opened).toEqual({ mode: 'decrypt', content: 'file', name: 'été.bin', bytes, size: 300, iterations: ITERATIONS });
    const raw = (readBase64(sealed.encrypted) as { bytes: Uint8Array }).bytes;
    expect(await run(input({ encryptedFile: file('x.bin', raw) }), { mode: 'decrypt' })).toMatchObject({ name: 'été.bin', bytes });
  });

  it('gives text that is not UTF-8 back as a file', async () => {
    const sealed = bytesToBase64(await encrypt(Uint8Array.of(0xff, 0xfe, 0x00), PASSWORD, 0));
    expect(await decrypt(sealed)).toMatchObject({ content: 'file', name: 'decrypted.bin', bytes: Uint8Array.of(0xff, 0xfe, 0x00) });
  });

  it('says "wrong password, or the data was changed" for a wrong password and for any byte changed, header included', async () => {
    const { encrypted } = await encryptText('secret');
    expect(await decrypt(encrypted, 'Correct horse battery staple')).toEqual({ kind: 'tool-error', code: 'authFailed' });
    for (const at of [5 + 0, 12, 30, HEADER_BYTES, HEADER_BYTES + 6 + 15]) {
      const result = await decrypt(changed(encrypted, at));
      // Byte 5 (the content) changed from 0 to 1 is still a known content: the tag refuses it.
      expect(result, `byte ${at}`).toEqual({ kind: 'tool-error', code: 'authFailed' });
    }
  });

  it('normalises the password (NFC), so that é typed as one character or as e and an accent is the same password', async () => {
    const { encrypted } = await encryptText('x', 'caf\u00e9 au lait, s’il vous plaît');
    expect(await decrypt(encrypted, 'cafe\u0301 au lait, s’il vous plaît')).toMatchObject({ text: 'x' });
  });

  it('says what is wrong with data it cannot decrypt, each in its own words', async () => {
    const { encrypted } = await encryptText('secret');
    const bytes = (readBase64(encrypted) as { bytes: Uint8Array }).bytes;
    const withHeader = (at: number, values: number[]) => {
      const copy = bytes.slice();
      copy.set(values, at);
      return bytesToBase64(copy);
    };
    expect(await decrypt('')).toEqual({ kind: 'tool-error', code: 'dataMissing', params: { field: 'data' } });
    expect(await decrypt('VEJF AQ€E')).toEqual({ kind: 'tool-error', code: 'notBase64', params: { field: 'data', char: '€', position: 8 } });
    expect(await decrypt('VEJFA')).toEqual({ kind: 'tool-error', code: 'base64Length', params: { field: 'data' } });
    expect(await decrypt(encrypted.slice(0, 40))).toEqual({ kind: 'tool-error', code: 'truncated', params: { field: 'data' } });
    expect(await decrypt(bytesToBase64(bytes.subarray(0, HEADER_BYTES + 15)))).toEqual({ kind: 'tool-error', code: 'truncated', params: { field: 'data' } });
    expect(await decrypt('SGVsbG8sIHdvcmxkIQ==')).toEqual({ kind: 'tool-error', code: 'notEncrypted', params: { field: 'data' } });
    expect(await decrypt(withHeader(3, [2]))).toEqual({ kind: 'tool-error', code: 'unknownVersion', params: { field: 'data', version: 2 } });
    expect(await decrypt(withHeader(4, [7]))).toEqual({ kind: 'tool-error', code: 'unknownMethod', params: { field: 'data' } });
    expect(await decrypt(withHeader(5, [9]))).toEqual({ kind: 'tool-error', code: 'unknownMethod', params: { field: 'data' } });
    expect(await decrypt(withHeader(6, [0, 0, 0x03, 0xe8]))).toEqual({ kind: 'tool-error', code: 'iterationsLow', params: { field: 'data', iterations: 1000, min: 100_000 } });
    // Refused at once, before any key is derived.
    const started = Date.now();
    expect(await decrypt(withHeader(6, [0xff, 0xff, 0xff, 0xff]))).toEqual({ kind: 'tool-error', code: 'iterationsHigh', params: { field: 'data', iterations: 4_294_967_295, max: 10_000_000 } });
    expect(Date.now() - started).toBeLessThan(50);
    expect(await run(input({ encryptedFile: file('empty.txt', new Uint8Array()) }), { mode: 'decrypt' })).toEqual({ kind: 'tool-error', code: 'fileEmpty', params: { field: 'encryptedFile' } });
  });

  it('asks for a password and for something to encrypt', async () => {
    expect(await run(input({ text: 'x', password: '' }), { mode: 'encrypt' })).toEqual({ kind: 'tool-error', code: 'passwordMissing', params: { field: 'password' } });
    expect(await run(input({ text: '' }), { mode: 'encrypt' })).toEqual({ kind: 'tool-error', code: 'empty', params: { field: 'text' } });
    expect(await run(input({ text: 'a\uD800' }), { mode: 'encrypt' })).toEqual({ kind: 'tool-error', code: 'invalidText', params: { field: 'text' } });
  });

  it('keeps a file’s name without its folders or control characters, within 255 bytes', () => {
    expect(safeName('../../etc/passwd')).toBe('passwd');
    expect(safeName('a\u0000b\n.txt')).toBe('ab.txt');
    expect(new TextEncoder().encode(safeName('é'.repeat(200))).length).toBeLessThanOrEqual(255);
  });

  it('warns about a short password, and reminds that a lost password cannot be recovered', async () => {
    const blocks = view(await encryptText('x', 'short')).blocks;
    expect(blocks.map((b) => (b.kind === 'note' && typeof b.text === 'object' && 't' in b.text ? b.text.t : b.kind))).toEqual(['text', 'shortPassword', 'keepPassword']);
    expect(view(await encryptText('x')).blocks.map((b) => b.kind)).toEqual(['text', 'note']);
    expect(view((await decrypt((await encryptText('x')).encrypted)) as DecryptResult)).toMatchObject({ blocks: [{ kind: 'text', text: 'x' }], regenerate: false });
  });

  it('decrypts on the command line what run() encrypted, as the page’s worker runs it', async () => {
    const { encrypted } = await encryptText('From the page to the terminal');
    const answer = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [join(process.cwd(), 'bin/toolbench.mjs'), 'text-encryption', '--mode', 'decrypt', '--data', encrypted, '--password', PASSWORD], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect(answer.stderr).toBe('');
    expect(answer.stdout.trim()).toBe('From the page to the terminal');
    expect(answer.code).toBe(0);
  }, 30_000);
});

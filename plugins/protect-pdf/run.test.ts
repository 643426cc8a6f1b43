import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { qpdf, readEncryption } from '@sdk/pdf';
import type { Input, Options } from './manifest.ts';
import { run, type ProtectResult, type UnlockResult } from './run.ts';
import { LOCKED_PDF, PLAIN_PDF, RESTRICTED_PDF } from './sample.ts';

const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
const pdf = (name: string, data: Uint8Array) => ({ name, type: 'application/pdf', size: data.length, bytes: data });
const plain = pdf('report.pdf', bytes(PLAIN_PDF));
const all = { print: true, copy: true, modify: true, annotate: true, forms: true };
const options = (o: Partial<Options> = {}): Options => ({ mode: 'protect', print: true, copy: true, modify: false, annotate: true, forms: true, ...o });
const input = (i: Partial<Input>): Input => ({ pdf: plain, password: '', ownerPassword: '', ...i }) as Input;

/** What qpdf --show-encryption says of a file opened with a password (a second reading, not run()'s). */
async function shown(data: Uint8Array, password: string) {
  const done = await qpdf({ inputs: { 'f.pdf': data }, args: ['--show-encryption', `--password=${password}`, 'f.pdf'] });
  if ('kind' in done) throw new Error(done.code);
  return { code: done.code, lines: done.stdout, encryption: readEncryption(done.stdout) };
}

describe('protect-pdf', () => {
  it('encrypts with AES-256: pdf-lib cannot read it without the password, qpdf opens it with either password', async () => {
    const result = (await run(input({ password: 'open sesame', ownerPassword: 'owner secret' }), options({ copy: false, print: false }))) as ProtectResult;
    expect(result).toMatchObject({ mode: 'protect', name: 'report-protected.pdf', openPassword: true, randomOwner: false, samePasswords: false });
    expect(result.protection).toEqual({ method: 'AESv3', permissions: { print: false, copy: false, modify: false, annotate: true, forms: true } });
    // pdf-lib refuses an encrypted file.
    await expect(PDFDocument.load(result.bytes)).rejects.toThrow(/encrypted/i);
    const wrong = await qpdf({ inputs: { 'f.pdf': result.bytes }, args: ['--show-encryption', '--password=nope', 'f.pdf'] });
    expect(wrong).toMatchObject({ code: 2, stderr: [expect.stringMatching(/invalid password/)] });
    const asUser = await shown(result.bytes, 'open sesame');
    expect(asUser.lines).toContain('R = 6');
    expect(asUser.lines).toContain('Supplied password is user password');
    expect(asUser.lines).toContain('stream encryption method: AESv3');
    expect(asUser.encryption.permissions).toMatchObject({ 'print high resolution': false, 'print low resolution': false, 'extract for any purpose': false, 'modify annotations': true, 'modify forms': true, 'modify other': false, 'modify document assembly': false });
    expect((await shown(result.bytes, 'owner secret')).encryption.ownerPassword).toBe(true);
    // Decrypted with the password by qpdf, it has the same two pages (A5 portrait, A5 landscape) for pdf-lib.
    const open = await qpdf({ inputs: { 'f.pdf': result.bytes }, args: ['--password=open sesame', 'f.pdf', '--decrypt', 'o.pdf'], outputs: ['o.pdf'] });
    const doc = await PDFDocument.load((open as { files: Record<string, Uint8Array> }).files['o.pdf']!);
    expect(doc.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([[420, 595], [595, 420]]);
  });

  it('protects with permissions only (it opens without a password), or sets a random permissions password when none is given', async () => {
    const random = (await run(input({ password: 'open' }), options())) as ProtectResult;
    expect(random).toMatchObject({ openPassword: true, randomOwner: true });
    expect((await shown(random.bytes, 'open')).encryption.ownerPassword).toBe(false);
    const result = (await run(input({ ownerPassword: 'owner' }), options({ print: false, modify: false }))) as ProtectResult;
    expect(result).toMatchObject({ openPassword: false, randomOwner: false });
    expect(result.protection.permissions).toEqual({ print: false, copy: true, modify: false, annotate: true, forms: true });
    const open = await shown(result.bytes, '');
    expect(open.code).toBe(0);
    expect(open.encryption.ownerPassword).toBe(false);
    // Unlocking it without its permissions password is refused.
    expect(await run(input({ pdf: pdf('p.pdf', result.bytes), password: '' }), options({ mode: 'unlock' }))).toMatchObject({ code: 'ownerPasswordNeeded', params: { field: 'password' } });
  });

  it('takes passwords in any script, and says when both passwords are the same', async () => {
    const result = (await run(input({ password: 'Ünïcødé 日本 🔑', ownerPassword: 'Ünïcødé 日本 🔑' }), options(all))) as ProtectResult;
    expect(result.samePasswords).toBe(true);
    expect(result.protection.permissions).toEqual(all);
    const back = (await run(input({ pdf: pdf('u.pdf', result.bytes), password: 'Ünïcødé 日本 🔑' }), options({ mode: 'unlock' }))) as UnlockResult;
    expect(back.mode).toBe('unlock');
  });

  it('unlocks with the password: the result has no encryption and the same pages', async () => {
    const result = (await run(input({ pdf: pdf('locked.pdf', bytes(LOCKED_PDF)), password: 'open sesame' }), options({ mode: 'unlock' }))) as UnlockResult;
    expect(result).toMatchObject({ mode: 'unlock', name: 'locked-unlocked.pdf', hadOpenPassword: true, removed: { method: 'AESv3', permissions: { print: true, copy: false, modify: false, annotate: false, forms: false } } });
    expect((await shown(result.bytes, '')).lines).toContain('File is not encrypted');
    const doc = await PDFDocument.load(result.bytes);
    expect(doc.getPageCount()).toBe(2);
    // The permissions password unlocks it too.
    expect(await run(input({ pdf: pdf('locked.pdf', bytes(LOCKED_PDF)), password: 'owner secret' }), options({ mode: 'unlock' }))).toMatchObject({ mode: 'unlock' });
    expect(await run(input({ pdf: pdf('r.pdf', bytes(RESTRICTED_PDF)), password: 'owner secret' }), options({ mode: 'unlock' }))).toMatchObject({ mode: 'unlock', hadOpenPassword: false });
  });

  it('says what is wrong: a wrong or missing password, a PDF without one, a file that is not a PDF, one already protected', async () => {
    const locked = pdf('locked.pdf', bytes(LOCKED_PDF));
    expect(await run(input({ pdf: locked, password: 'Open sesame' }), options({ mode: 'unlock' }))).toEqual({ kind: 'tool-error', code: 'wrongPassword', params: { field: 'password' } });
    expect(await run(input({ pdf: locked, password: '' }), options({ mode: 'unlock' }))).toMatchObject({ code: 'passwordNeeded' });
    expect(await run(input({ password: 'x' }), options({ mode: 'unlock' }))).toMatchObject({ code: 'notEncrypted', params: { field: 'pdf' } });
    expect(await run(input({ pdf: locked, password: 'x' }), options())).toMatchObject({ code: 'alreadyEncrypted' });
    expect(await run(input({ password: '' }), options())).toMatchObject({ code: 'noPassword', params: { field: 'password' } });
    const text = pdf('notes.pdf', new TextEncoder().encode('not a pdf'));
    expect(await run(input({ pdf: text, password: 'x' }), options())).toMatchObject({ code: 'notPdf' });
    expect(await run(input({ pdf: text, password: 'x' }), options({ mode: 'unlock' }))).toMatchObject({ code: 'notPdf' });
    const cut = pdf('cut.pdf', bytes(PLAIN_PDF).subarray(0, 600));
    expect(await run(input({ pdf: cut, password: 'x' }), options())).toMatchObject({ code: 'damaged' });
  });
});

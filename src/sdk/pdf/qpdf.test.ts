import { describe, expect, it } from 'vitest';
import { qpdf, qpdfProblem, readEncryption } from './qpdf.ts';

describe('qpdf in WebAssembly', () => {
  it('runs qpdf 12.2, gives its lines and exit code, and leaves the process exit code alone', async () => {
    const version = await qpdf({ inputs: {}, args: ['--version'] });
    expect(version).toMatchObject({ code: 0, stdout: [expect.stringMatching(/ version 12\.2\.0$/), expect.any(String)], stderr: [] });
    const before = process.exitCode;
    const refused = await qpdf({ inputs: { 'x.pdf': new TextEncoder().encode('not a pdf') }, args: ['x.pdf', 'y.pdf'], outputs: ['y.pdf'] });
    expect(refused).toMatchObject({ code: 2, files: {} });
    expect(qpdfProblem((refused as { stderr: readonly string[] }).stderr)).toBe('notPdf');
    expect(process.exitCode).toBe(before);
  });

  it('reads why qpdf refused a file, and what --show-encryption says', () => {
    expect(qpdfProblem(['qpdf: in.pdf: invalid password'])).toBe('wrongPassword');
    expect(qpdfProblem(["qpdf: in.pdf: can't find startxref"])).toBe('damaged');
    expect(readEncryption(['File is not encrypted'])).toEqual({ encrypted: false, ownerPassword: false, method: '', permissions: {} });
    expect(readEncryption(['R = 6', 'P = -3392', 'User password = ', 'Supplied password is owner password', 'extract for accessibility: allowed', 'print high resolution: not allowed', 'stream encryption method: AESv3'])).toEqual({
      encrypted: true,
      ownerPassword: true,
      method: 'AESv3',
      permissions: { 'extract for accessibility': true, 'print high resolution': false },
    });
  });
});

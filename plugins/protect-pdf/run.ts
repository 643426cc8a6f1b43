import { isToolError, pdfBaseName, randomInt, toolError, type ToolError } from '@sdk/core';
import { qpdf, qpdfProblem, readEncryption, type PdfEncryption, type QpdfDone } from '@sdk/pdf';
import type { Input, Options } from './manifest.ts';

/** The permissions a protected PDF states, as this tool names them. */
export const PERMISSIONS = ['print', 'copy', 'modify', 'annotate', 'forms'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** qpdf's --show-encryption lines behind each permission (all of them must be allowed for the permission to be). */
const SHOWN: Record<Permission, readonly string[]> = {
  print: ['print high resolution'],
  copy: ['extract for any purpose'],
  modify: ['modify other', 'modify document assembly'],
  annotate: ['modify annotations'],
  forms: ['modify forms'],
};

/** qpdf's --encrypt flags for each permission, allowed and not. */
const FLAGS: Record<Permission, (allowed: boolean) => string[]> = {
  print: (y) => [`--print=${y ? 'full' : 'none'}`],
  copy: (y) => [`--extract=${y ? 'y' : 'n'}`],
  modify: (y) => [`--modify-other=${y ? 'y' : 'n'}`, `--assemble=${y ? 'y' : 'n'}`],
  annotate: (y) => [`--annotate=${y ? 'y' : 'n'}`],
  forms: (y) => [`--form=${y ? 'y' : 'n'}`],
};

export interface Protection {
  /** qpdf's name of the method ("AESv3": AES with a 256-bit key). */
  readonly method: string;
  /** Each permission as the file states it. */
  readonly permissions: Readonly<Record<Permission, boolean>>;
}

export interface ProtectResult {
  readonly mode: 'protect';
  readonly name: string;
  readonly bytes: Uint8Array;
  /** An open password is needed (else the file opens for anyone and only the permissions apply). */
  readonly openPassword: boolean;
  /** No permissions password was given: a random one was set, which no one knows. */
  readonly randomOwner: boolean;
  /** The open and permissions passwords are the same: whoever opens the file may do anything. */
  readonly samePasswords: boolean;
  /** Read back from the file written. */
  readonly protection: Protection;
}

export interface UnlockResult {
  readonly mode: 'unlock';
  readonly name: string;
  readonly bytes: Uint8Array;
  /** The protection the file had, removed. */
  readonly removed: Protection;
  /** It opened without a password (permissions only). */
  readonly hadOpenPassword: boolean;
}

export type Result = ProtectResult | UnlockResult;

/** A permissions password no one knows, when none is given: 32 characters from 62 (190 bits). */
function randomPassword(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 32 }, () => chars[randomInt(chars.length)]).join('');
}

export function protection(encryption: PdfEncryption): Protection {
  const permissions = Object.fromEntries(PERMISSIONS.map((p) => [p, SHOWN[p].every((line) => encryption.permissions[line] !== false)])) as Record<Permission, boolean>;
  return { method: encryption.method, permissions };
}

/** The problem qpdf had with the file itself, said at the file field. */
const fileProblem = (done: QpdfDone): ToolError => toolError(qpdfProblem(done.stderr) === 'notPdf' ? 'notPdf' : 'damaged', { field: 'pdf' });

/**
 * Whether the file is encrypted, and whether `password` opens it: qpdf --requires-password exits with 2 and
 * no message for a file without encryption, 3 when the password (or none) opens it, and says "invalid password".
 */
async function passwordStatus(bytes: Uint8Array, password: string): Promise<'plain' | 'opens' | 'wrong' | ToolError> {
  const done = await qpdf({ inputs: { 'in.pdf': bytes }, args: ['--requires-password', `--password=${password}`, 'in.pdf'] });
  if (isToolError(done)) return done;
  if (done.code === 3 || done.code === 0) return 'opens';
  if (done.stderr.length === 0) return 'plain';
  if (qpdfProblem(done.stderr) === 'wrongPassword') return 'wrong';
  return fileProblem(done);
}

/** The encryption qpdf reads with the password (which must open the file). */
async function encryptionOf(bytes: Uint8Array, password: string): Promise<PdfEncryption | ToolError> {
  const done = await qpdf({ inputs: { 'in.pdf': bytes }, args: ['--show-encryption', `--password=${password}`, 'in.pdf'] });
  if (isToolError(done)) return done;
  if (done.code === 2) return fileProblem(done);
  return readEncryption(done.stdout);
}

async function protect(bytes: Uint8Array, name: string, input: Input, options: Options): Promise<ProtectResult | ToolError> {
  const user = input.password ?? '';
  const given = input.ownerPassword ?? '';
  if (user === '' && given === '') return toolError('noPassword', { field: 'password' });
  const status = await passwordStatus(bytes, '');
  if (isToolError(status)) return status;
  if (status !== 'plain') return toolError('alreadyEncrypted', { field: 'pdf' });
  const owner = given || randomPassword();
  const flags = PERMISSIONS.flatMap((p) => FLAGS[p](options[p]));
  const done = await qpdf({
    inputs: { 'in.pdf': bytes },
    args: ['in.pdf', '--encrypt', `--user-password=${user}`, `--owner-password=${owner}`, '--bits=256', ...flags, '--', 'out.pdf'],
    outputs: ['out.pdf'],
  });
  if (isToolError(done)) return done;
  const out = done.files['out.pdf'];
  if (!out || done.code === 2) return fileProblem(done);
  const encryption = await encryptionOf(out, user);
  if (isToolError(encryption)) return encryption;
  return {
    mode: 'protect',
    name: `${pdfBaseName(name)}-protected.pdf`,
    bytes: out,
    openPassword: user !== '',
    randomOwner: given === '',
    samePasswords: user !== '' && user === given,
    protection: protection(encryption),
  };
}

async function unlock(bytes: Uint8Array, name: string, input: Input): Promise<UnlockResult | ToolError> {
  const password = input.password ?? '';
  const status = await passwordStatus(bytes, password);
  if (isToolError(status)) return status;
  if (status === 'plain') return toolError('notEncrypted', { field: 'pdf' });
  if (status === 'wrong') return toolError(password === '' ? 'passwordNeeded' : 'wrongPassword', { field: 'password' });
  const encryption = await encryptionOf(bytes, password);
  if (isToolError(encryption)) return encryption;
  // A file that opens without a password limits what may be done with it: only its permissions password lifts that.
  const opensFreely = (await passwordStatus(bytes, '')) === 'opens';
  if (opensFreely && !encryption.ownerPassword) return toolError('ownerPasswordNeeded', { field: 'password' });
  const done = await qpdf({ inputs: { 'in.pdf': bytes }, args: [`--password=${password}`, 'in.pdf', '--decrypt', '--deterministic-id', 'out.pdf'], outputs: ['out.pdf'] });
  if (isToolError(done)) return done;
  const out = done.files['out.pdf'];
  if (!out || done.code === 2) return fileProblem(done);
  return { mode: 'unlock', name: `${pdfBaseName(name)}-unlocked.pdf`, bytes: out, removed: protection(encryption), hadOpenPassword: !opensFreely };
}

/**
 * Protect: AES-256 with the open password (optional: without one, the file opens for anyone and the permissions
 * apply) and the permissions password (a random one when none is given), read back from the file written.
 * Unlock: the password given must open the file (and, for a file that opens without one, be its permissions
 * password); the result has no encryption at all.
 */
export async function run(input: Input, options: Options): Promise<Result | ToolError> {
  const file = input.pdf;
  const bytes = file?.bytes;
  if (!file || !(bytes instanceof Uint8Array)) return toolError('noFile', { field: 'pdf' });
  if (bytes.length === 0) return toolError('notPdf', { field: 'pdf' });
  return options.mode === 'unlock' ? unlock(bytes, file.name, input) : protect(bytes, file.name, input, options);
}

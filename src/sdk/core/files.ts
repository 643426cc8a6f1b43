/**
 * Files as run() receives them, made the same way wherever they come from: chosen on the page, given on
 * a terminal, or shipped in a manifest example (a small sample file written as Base64).
 */
import type { FileFieldDecl, FileInput } from './tool.ts';

/** A sample file in a manifest example: what a visitor would choose, in Base64. */
export interface ExampleFile {
  readonly name: string;
  readonly type: string;
  readonly base64: string;
}

export function isExampleFile(value: unknown): value is ExampleFile {
  if (value === null || typeof value !== 'object') return false;
  const file = value as Record<string, unknown>;
  return typeof file.name === 'string' && typeof file.type === 'string' && typeof file.base64 === 'string';
}

/** A file's bytes as a tool asked to read them (text without a byte order mark, as File.text() gives it). */
export function fileInput(name: string, type: string, bytes: Uint8Array, read: FileFieldDecl['read']): FileInput {
  const base = { name, type, size: bytes.length };
  switch (read) {
    case 'blob':
      return { ...base, blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type }) };
    case 'text':
      return { ...base, text: new TextDecoder('utf-8').decode(bytes) };
    case 'image':
      return { ...base, bytes, dataUrl: `data:${type || 'application/octet-stream'};base64,${base64(bytes)}` };
    default:
      return { ...base, bytes };
  }
}

/** Bytes as Base64 (btoa, in slices: a page's every tool loads this module, so it stays small). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The bytes of an example's sample file (the contract tests check that its Base64 reads). */
export function exampleFileBytes(file: ExampleFile): Uint8Array {
  let binary: string;
  try {
    binary = atob(file.base64);
  } catch {
    throw new Error(`example file ${file.name}: not Base64`);
  }
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** An example's sample file, or files, as run() receives them for a field. */
export function exampleFileInput(value: ExampleFile | readonly ExampleFile[], field: FileFieldDecl): FileInput | readonly FileInput[] {
  const one = (file: ExampleFile) => fileInput(file.name, file.type, exampleFileBytes(file), field.read);
  return Array.isArray(value) ? (value as readonly ExampleFile[]).map(one) : one(value as ExampleFile);
}

/**
 * Names made unique for files saved together (one ZIP with the page's Download all), ignoring case as
 * some systems do: a second photo.webp becomes photo-2.webp, a third photo-3.webp.
 */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = dot > 0 ? `${name.slice(0, dot)}-${n}${name.slice(dot)}` : `${name}-${n}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

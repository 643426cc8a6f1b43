import { isToolError, type ToolError } from '@sdk/core';
import { octalOf, parseOctal, parseUmask, readSymbolic, shellQuote, symbolicOf, symbolicOperand, looksLikeOperand, modeOfBoxes, umaskModes, umaskSymbolic, type SymbolicReading } from './chmod.ts';
import type { Input, Options } from './manifest.ts';

export interface ChmodResult {
  /** The twelve permission bits (0–0o7777). */
  readonly mode: number;
  /** Four digits: "0755", "4755". */
  readonly octal: string;
  /** Three digits when there is no special bit ("755"), else null. */
  readonly octal3: string | null;
  /** As ls -l shows it, without the file type: "rwxr-xr-x". */
  readonly symbolic: string;
  /** chmod with the octal mode. */
  readonly command: string;
  /** chmod with the symbolic operand ("u=rwx,go=rx"). */
  readonly symbolicCommand: string;
  /** Read, write and execute of the owner, the group and others, as 0–7 each. */
  readonly digits: readonly [number, number, number];
  readonly setuid: boolean;
  readonly setgid: boolean;
  readonly sticky: boolean;
  /** On the symbolic tab, when chmod's operand was typed (u+x, u=rwx,go=rx): how it was applied. */
  readonly operand: {
    /** The current mode it was applied to, when the result depends on it (u+x), else null. */
    readonly base: number | null;
    /** A clause without u, g, o or a (+w) left the bits of the usual umask 022 alone, and that mattered. */
    readonly umaskAssumed: boolean;
    /** X was used: execute only where someone may already execute, as for a file. */
    readonly conditionalX: boolean;
  } | null;
}

/** The umask tab: the modes new files and folders get. */
export interface UmaskResult {
  readonly umask: number;
  /** Three digits: "022". */
  readonly umaskOctal: string;
  readonly files: number;
  readonly directories: number;
  readonly filesOctal: string;
  readonly directoriesOctal: string;
  readonly filesSymbolic: string;
  readonly directoriesSymbolic: string;
  /** umask 022 */
  readonly command: string;
  /** umask u=rwx,g=rx,o=rx */
  readonly symbolicCommand: string;
}

export const isUmaskResult = (r: ChmodResult | UmaskResult): r is UmaskResult => 'umask' in r;

function umaskResult(mask: number): UmaskResult {
  const { files, directories } = umaskModes(mask);
  const umaskOctal = octalOf(mask).slice(1);
  return {
    umask: mask,
    umaskOctal,
    files,
    directories,
    filesOctal: octalOf(files).slice(1),
    directoriesOctal: octalOf(directories).slice(1),
    filesSymbolic: symbolicOf(files),
    directoriesSymbolic: symbolicOf(directories),
    command: `umask ${umaskOctal}`,
    symbolicCommand: `umask ${umaskSymbolic(mask)}`,
  };
}

export function run(input: Input, options: Options): ChmodResult | UmaskResult | ToolError {
  const tab = options.mode;
  if (tab === 'umask') {
    const mask = parseUmask(input.umask ?? '');
    return typeof mask === 'number' ? umaskResult(mask) : mask;
  }
  // The tab's own mistake, named at its field.
  let mode: number;
  let reading: SymbolicReading | null = null;
  if (tab === 'octal') {
    const r = parseOctal(input.octal ?? '');
    if (typeof r !== 'number') return r;
    mode = r;
  } else if (tab === 'symbolic') {
    const r = readSymbolic(input.symbolic ?? '', input.current ?? '');
    if (isToolError(r)) return r;
    reading = r;
    mode = r.mode;
  } else {
    mode = modeOfBoxes(input);
  }
  const octal = octalOf(mode);
  const path = shellQuote((input.path ?? '').trim() || 'file');
  const flag = options.recursive ? '-R ' : '';
  return {
    mode,
    octal,
    octal3: mode < 0o1000 ? octal.slice(1) : null,
    symbolic: symbolicOf(mode),
    command: `chmod ${flag}${mode < 0o1000 ? octal.slice(1) : octal} ${path}`,
    symbolicCommand: `chmod ${flag}${symbolicOperand(mode)} ${path}`,
    digits: [(mode >> 6) & 7, (mode >> 3) & 7, mode & 7],
    setuid: (mode & 0o4000) !== 0,
    setgid: (mode & 0o2000) !== 0,
    sticky: (mode & 0o1000) !== 0,
    operand: reading && looksLikeOperand(input.symbolic ?? '') ? { base: reading.base, umaskAssumed: reading.umaskAssumed, conditionalX: reading.conditionalX } : null,
  };
}

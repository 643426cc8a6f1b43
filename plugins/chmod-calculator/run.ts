import { toolError, type ToolError } from '@sdk/core';
import { octalOf, shellQuote, symbolicOf, symbolicOperand } from './chmod.ts';
import { modeOfInput, type Input, type Options } from './manifest.ts';
import { parseOctal, parseSymbolic } from './chmod.ts';

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
}

export function run(input: Input, options: Options): ChmodResult | ToolError {
  const tab = options.mode;
  // The tab's own mistake, named at its field.
  if (tab === 'octal') {
    const r = parseOctal(input.octal ?? '');
    if (typeof r !== 'number') return r;
  }
  if (tab === 'symbolic') {
    const r = parseSymbolic(input.symbolic ?? '');
    if (typeof r !== 'number') return r;
  }
  const mode = modeOfInput(input, tab);
  if (mode === null) return toolError('unexpected');
  const octal = octalOf(mode);
  const path = shellQuote(input.path.trim() || 'file');
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
  };
}

/**
 * Unix permission modes: twelve bits (setuid, setgid, sticky; read, write, execute for the owner, the
 * group and others), read from an octal mode (3 or 4 digits), from the symbolic form `ls -l` shows
 * (rwxr-xr-x, with s/S and t/T, an optional file-type letter before and ACL mark after), or from
 * twelve boxes; written back in every form, with the chmod commands. Pure.
 */
import { toolError, type ToolError } from '@sdk/core';

export const CLASSES = ['owner', 'group', 'others'] as const;
export type Class = (typeof CLASSES)[number];
export const PERMS = ['read', 'write', 'execute'] as const;
export const SPECIALS = ['setuid', 'setgid', 'sticky'] as const;
export type Special = (typeof SPECIALS)[number];

/** The twelve boxes, by field name: ownerRead … othersExecute, setuid, setgid, sticky. */
export const BOX_NAMES = [...CLASSES.flatMap((c) => PERMS.map((p) => `${c}${p[0]!.toUpperCase()}${p.slice(1)}`)), ...SPECIALS] as const;

/** The bit of each box: owner read is 0o400, others execute 0o001, setuid 0o4000. */
export const BOX_BITS: Readonly<Record<string, number>> = Object.fromEntries(
  BOX_NAMES.map((name, i) => [name, i < 9 ? 1 << (8 - i) : [0o4000, 0o2000, 0o1000][i - 9]!]),
);

/** An octal mode ("755", "0755", "4755"), or the mistake named. */
export function parseOctal(text: string): number | ToolError {
  const t = text.trim();
  const bad = [...t].findIndex((c) => !/[0-7]/.test(c));
  if (bad >= 0) return toolError('octalDigit', { char: [...t][bad]!, position: bad + 1, field: 'octal' });
  if (t.length < 3 || t.length > 4) return toolError('octalLength', { count: t.length, field: 'octal' });
  return parseInt(t, 8);
}

/** What may stand at each of the nine places of rwxr-xr-x. */
const ALLOWED = ['r-', 'w-', 'xsS-', 'r-', 'w-', 'xsS-', 'r-', 'w-', 'xtT-'];
const FILE_TYPES = '-dlcbps';

/**
 * The symbolic form ("rwxr-xr-x", "rwsr-x---", or as ls -l writes it: "drwxr-xr-t", "-rw-r--r--.",
 * "-rw-r--r--+"), or the mistake named with its position in the text as typed.
 */
export function parseSymbolic(text: string): number | ToolError {
  let t = text.trim();
  let offset = 0;
  if (t.length >= 10 && FILE_TYPES.includes(t[0]!) && (t.length === 10 || (t.length === 11 && '.+@'.includes(t[10]!)))) {
    t = t.slice(1, 10);
    offset = 1;
  }
  if (t.length !== 9) return toolError('symbolicLength', { count: [...text.trim()].length, field: 'symbolic' });
  let mode = 0;
  for (let i = 0; i < 9; i++) {
    const c = t[i]!;
    if (!ALLOWED[i]!.includes(c)) return toolError('symbolicChar', { char: c, position: i + 1 + offset, expected: ALLOWED[i]!.split('').join(' '), field: 'symbolic' });
    if (c !== '-' && c !== 'S' && c !== 'T') mode |= 1 << (8 - i);
    if (i === 2 && (c === 's' || c === 'S')) mode |= 0o4000;
    if (i === 5 && (c === 's' || c === 'S')) mode |= 0o2000;
    if (i === 8 && (c === 't' || c === 'T')) mode |= 0o1000;
  }
  return mode;
}

/** The mode of the twelve boxes. */
export function modeOfBoxes(boxes: Readonly<Record<string, unknown>>): number {
  return BOX_NAMES.reduce((mode, name) => (boxes[name] === true ? mode | BOX_BITS[name]! : mode), 0);
}

/** The twelve boxes of a mode. */
export function boxesOf(mode: number): Record<string, boolean> {
  return Object.fromEntries(BOX_NAMES.map((name) => [name, (mode & BOX_BITS[name]!) !== 0]));
}

/** rwxr-xr-x, with s/S for setuid and setgid and t/T for sticky (capital: the bit without execute). */
export function symbolicOf(mode: number): string {
  let out = '';
  for (let i = 0; i < 9; i++) {
    const on = (mode & (1 << (8 - i))) !== 0;
    const special = i === 2 ? mode & 0o4000 : i === 5 ? mode & 0o2000 : i === 8 ? mode & 0o1000 : 0;
    if (special) out += i === 8 ? (on ? 't' : 'T') : on ? 's' : 'S';
    else out += on ? 'rwx'[i % 3] : '-';
  }
  return out;
}

/** The octal mode with 4 digits ("0755") and, without special bits, the usual 3 ("755"). */
export const octalOf = (mode: number) => mode.toString(8).padStart(4, '0');

/**
 * chmod's symbolic operand setting exactly this mode: u=, g=, o= with classes that share their
 * letters merged ("u=rwx,go=rx", "a=rw"), s in u and g for setuid and setgid, t in o for sticky.
 */
export function symbolicOperand(mode: number): string {
  const letters = (c: number) => {
    const bits = (mode >> (3 * (2 - c))) & 7;
    const special = c === 0 ? mode & 0o4000 : c === 1 ? mode & 0o2000 : mode & 0o1000;
    return `${bits & 4 ? 'r' : ''}${bits & 2 ? 'w' : ''}${bits & 1 ? 'x' : ''}${special ? (c === 2 ? 't' : 's') : ''}`;
  };
  const [u, g, o] = [0, 1, 2].map(letters) as [string, string, string];
  if (u === g && g === o) return `a=${u}`;
  if (u === g) return `ug=${u},o=${o}`;
  if (g === o) return `u=${u},go=${g}`;
  if (u === o) return `uo=${u},g=${g}`;
  return `u=${u},g=${g},o=${o}`;
}

/** A path as a POSIX shell reads it: quoted only when it needs to be ('it'\''s here'). */
export function shellQuote(path: string): string {
  return /^[A-Za-z0-9_@%+=:,./~-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
}

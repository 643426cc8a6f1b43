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

// ---------------------------------------------------------------------------------------------
// chmod's symbolic operand (u=rwx,go=rx, u+x, g-w, a=r, +x, o=u), as GNU chmod reads and applies it
// (gnulib's mode_compile and mode_adjust), on a file; and the umask.

/** The umask assumed for a clause without u, g, o or a (+x, =rw): the usual one on Linux and macOS. */
export const ASSUMED_UMASK = 0o022;

/** One change: `who` the bits the clause names (0: none named), `value` the bits of its permissions. */
interface Change {
  readonly who: number;
  readonly op: '+' | '-' | '=';
  readonly value: number;
  /** u, g or o after the operator: the permissions that class has now. */
  readonly copy: boolean;
  /** X: execute, only where someone may already execute (on a file). */
  readonly x: boolean;
}

const WHO: Readonly<Record<string, number>> = { u: 0o4700, g: 0o2070, o: 0o1007, a: 0o7777 };
const PERM: Readonly<Record<string, number>> = { r: 0o444, w: 0o222, x: 0o111, X: 0, s: 0o6000, t: 0o1000 };
const COPY: Readonly<Record<string, number>> = { u: 0o700, g: 0o070, o: 0o007 };

/** A symbolic operand as a list of changes, or the mistake named (positions count from 1 in the text as typed). */
export function compileOperand(text: string, field = 'symbolic'): Change[] | ToolError {
  const lead = text.length - text.trimStart().length;
  const t = text.trim();
  const changes: Change[] = [];
  const bad = (i: number) => (i >= t.length ? toolError('operandEnd', { text: t, field }) : toolError('operandChar', { char: t[i]!, position: lead + i + 1, field }));
  let i = 0;
  for (;;) {
    let who = 0;
    while (i < t.length && t[i]! in WHO) who |= WHO[t[i++]!]!;
    if (!'+-='.includes(t[i] ?? 'none')) return bad(i);
    while (i < t.length && '+-='.includes(t[i]!)) {
      const op = t[i++] as Change['op'];
      if (i < t.length && t[i]! in COPY) {
        changes.push({ who, op, value: COPY[t[i++]!]!, copy: true, x: false });
        continue;
      }
      let value = 0;
      let x = false;
      while (i < t.length && t[i]! in PERM) {
        if (t[i] === 'X') x = true;
        value |= PERM[t[i++]!]!;
      }
      changes.push({ who, op, value, copy: false, x });
    }
    if (i === t.length) return changes;
    if (t[i] !== ',') return bad(i);
    i++;
  }
}

/** The mode after the changes, from `base`, with `umask` for clauses that name no class. */
export function applyChanges(base: number, changes: readonly Change[], umask: number): number {
  let mode = base & 0o7777;
  for (const c of changes) {
    let value = c.value;
    if (c.copy) {
      // The class's permissions now, given to the classes named.
      value &= mode;
      value = (value & 0o444 ? 0o444 : 0) | (value & 0o222 ? 0o222 : 0) | (value & 0o111 ? 0o111 : 0);
    }
    if (c.x && mode & 0o111) value |= 0o111;
    value &= c.who ? c.who : ~umask & 0o7777;
    if (c.op === '=') mode = (mode & (c.who ? ~c.who : 0)) | value;
    else if (c.op === '+') mode |= value;
    else mode &= ~value;
  }
  return mode & 0o7777;
}

/** Whether the changes give a different mode from some starting mode (u+x does; u=rwx,go=rx does not). */
export function dependsOnBase(changes: readonly Change[]): boolean {
  const first = applyChanges(0, changes, ASSUMED_UMASK);
  for (let base = 1; base < 0o10000; base++) if (applyChanges(base, changes, ASSUMED_UMASK) !== first) return true;
  return false;
}

/** A symbolic operand applied to a mode: the result, and what the page should say about how. */
export interface OperandResult {
  readonly mode: number;
  /** The result depends on the mode the file had (u+x, g-w). */
  readonly relative: boolean;
  /** A clause without u, g, o or a left the bits of the assumed umask (022) alone, and that changed the result. */
  readonly umaskAssumed: boolean;
  /** X was used: execute only where someone may already execute, as for a file. */
  readonly conditionalX: boolean;
}

export function applyOperand(base: number, changes: readonly Change[], relative = dependsOnBase(changes)): OperandResult {
  const mode = applyChanges(base, changes, ASSUMED_UMASK);
  return {
    mode,
    relative,
    umaskAssumed: changes.some((c) => c.who === 0) && mode !== applyChanges(base, changes, 0),
    conditionalX: changes.some((c) => c.x),
  };
}

/**
 * Whether the symbolic field holds chmod's operand rather than the ls -l form: it has =, + or a comma,
 * starts with u, g, o or a, or is a single "-" clause (-x). "-rw-r--r-" stays an ls -l form with a mistake.
 */
export const looksLikeOperand = (text: string) => /[=+,]/.test(text) || /^\s*[ugoa]/.test(text) || /^\s*-[rwxXstugo]*\s*$/.test(text);

/** A mode written as a mode: 3 or 4 octal digits, or the ls -l form (for the mode a file has now). */
export function parseMode(text: string, field: string): number | ToolError {
  const t = text.trim();
  const r = /^\d+$/.test(t) ? parseOctal(t) : parseSymbolic(t);
  return typeof r === 'number' ? r : toolError(r.code, { ...r.params, field });
}

/** A umask: 1 to 4 octal digits up to 0777 (022, 0022, 2), or as umask -S writes it (u=rwx,g=rx,o=rx). */
export function parseUmask(text: string): number | ToolError {
  const t = text.trim();
  if (t === '') return toolError('umaskRequired', { field: 'umask' });
  if (/^[0-9]+$/.test(t)) {
    const bad = [...t].findIndex((c) => !/[0-7]/.test(c));
    if (bad >= 0) return toolError('octalDigit', { char: t[bad]!, position: bad + 1, field: 'umask' });
    const mask = parseInt(t, 8);
    if (t.length > 4 || mask > 0o777) return toolError('umaskRange', { field: 'umask' });
    return mask;
  }
  // umask -S names the permissions kept; the mask is the rest. A relative change (g-w) would need the umask in force.
  const changes = compileOperand(text, 'umask');
  if (!Array.isArray(changes)) return changes;
  if (changes.some((c) => c.value & 0o7000 && !c.copy) || dependsOnBase(changes)) return toolError('umaskSymbolic', { field: 'umask' });
  return ~applyChanges(0, changes, 0) & 0o777;
}

/** The permissions a umask leaves: 666 for new files and 777 for new folders, less the umask's bits. */
export const umaskModes = (mask: number) => ({ files: 0o666 & ~mask, directories: 0o777 & ~mask });

/** A umask as the umask command writes it: 4 digits (0022). */
export const umaskOctal = (mask: number) => mask.toString(8).padStart(4, '0');

/** As umask -S writes it: the permissions kept, u=rwx,g=rx,o=rx. */
export function umaskSymbolic(mask: number): string {
  const kept = 0o777 & ~mask;
  return ['u', 'g', 'o'].map((c, i) => {
    const bits = (kept >> (3 * (2 - i))) & 7;
    return `${c}=${bits & 4 ? 'r' : ''}${bits & 2 ? 'w' : ''}${bits & 1 ? 'x' : ''}`;
  }).join(',');
}

/** The symbolic field read: the ls -l form, or chmod's operand applied to the current mode when it needs one. */
export interface SymbolicReading extends OperandResult {
  /** The mode the operand was applied to, when the result depends on it. */
  readonly base: number | null;
}

export function readSymbolic(text: string, current: string): SymbolicReading | ToolError {
  if (!looksLikeOperand(text)) {
    const mode = parseSymbolic(text);
    return typeof mode === 'number' ? { mode, relative: false, umaskAssumed: false, conditionalX: false, base: null } : mode;
  }
  const changes = compileOperand(text);
  if (!Array.isArray(changes)) return changes;
  const relative = dependsOnBase(changes);
  const base = relative ? parseMode(current, 'current') : 0;
  if (typeof base !== 'number') return base;
  return { ...applyOperand(base, changes, relative), base: relative ? base : null };
}

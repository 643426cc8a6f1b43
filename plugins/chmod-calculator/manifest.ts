import { defineTool, isToolError, type InputOf, type OptionsOf } from '@sdk/core';
import { boxesOf, modeOfBoxes, octalOf, parseOctal, parseUmask, readSymbolic, symbolicOf, umaskModes } from './chmod.ts';

/** The four ways in: twelve boxes, the octal mode, the symbolic form (or chmod's operand), a umask. */
export const MODES = ['boxes', 'octal', 'symbolic', 'umask'] as const;
export type Mode = (typeof MODES)[number];
/** The tabs that make one mode for a chmod command (the umask tab gives two, for files and folders). */
const CHMOD_TABS = ['boxes', 'octal', 'symbolic'];

/** The mode the tab's fields hold (a umask: the mode it gives new folders), or null when they hold a mistake. */
export function modeOfInput(input: Readonly<Record<string, unknown>>, tab: string): number | null {
  if (tab === 'umask') {
    const mask = parseUmask(String(input.umask ?? ''));
    return isToolError(mask) ? null : umaskModes(mask).directories;
  }
  if (tab === 'symbolic') {
    const r = readSymbolic(String(input.symbolic ?? ''), String(input.current ?? ''));
    return isToolError(r) ? null : r.mode;
  }
  const mode = tab === 'octal' ? parseOctal(String(input.octal ?? '')) : modeOfBoxes(input);
  return isToolError(mode) ? null : mode;
}

/** The mode in the octal field's form: 3 digits, or 4 with special bits. */
const octalText = (mode: number) => (mode >= 0o1000 ? octalOf(mode) : octalOf(mode).slice(1));

/** Moving to another tab carries the permissions over (a mistake on the tab left leaves the new tab as it was). */
function carryOver({ input, from, to }: { readonly input: Readonly<Record<string, unknown>>; readonly from: string; readonly to: string }): { input?: Record<string, string | boolean> } {
  const mode = modeOfInput(input, from);
  if (mode === null) return {};
  if (to === 'octal') return { input: { octal: octalText(mode) } };
  if (to === 'symbolic') return { input: { symbolic: symbolicOf(mode), current: octalText(mode) } };
  // The umask that gives new folders this mode (755 ← 022).
  if (to === 'umask') return { input: { umask: (~mode & 0o777).toString(8).padStart(3, '0') } };
  return { input: boxesOf(mode) };
}

/**
 * One tab per way of writing the permissions; the path goes into the chmod commands. Moving to another
 * tab carries the permissions over, so the boxes, the octal mode and the symbolic form always agree. The
 * symbolic tab also takes chmod's own operand (u=rwx,go=rx), and relative changes (u+x, g-w) apply to the
 * current mode beside it; the umask tab gives the modes of new files and folders.
 */
export const manifest = defineTool({
  related: ['subnet-calculator', 'string-escaper', 'timestamp-converter', 'number-base-converter'],
  fields: {
    ownerRead: { kind: 'checkbox', tabs: ['boxes'], default: true },
    ownerWrite: { kind: 'checkbox', tabs: ['boxes'], default: true },
    ownerExecute: { kind: 'checkbox', tabs: ['boxes'], default: true },
    groupRead: { kind: 'checkbox', tabs: ['boxes'], default: true },
    groupWrite: { kind: 'checkbox', tabs: ['boxes'], default: false },
    groupExecute: { kind: 'checkbox', tabs: ['boxes'], default: true },
    othersRead: { kind: 'checkbox', tabs: ['boxes'], default: true },
    othersWrite: { kind: 'checkbox', tabs: ['boxes'], default: false },
    othersExecute: { kind: 'checkbox', tabs: ['boxes'], default: true },
    setuid: { kind: 'checkbox', tabs: ['boxes'], default: false },
    setgid: { kind: 'checkbox', tabs: ['boxes'], default: false },
    sticky: { kind: 'checkbox', tabs: ['boxes'], default: false },
    octal: { kind: 'line', tabs: ['octal'], mono: true, maxLength: 8, inputMode: 'numeric', default: '755' },
    symbolic: { kind: 'line', tabs: ['symbolic'], mono: true, maxLength: 64, default: 'rwxr-xr-x' },
    current: { kind: 'line', tabs: ['symbolic'], mono: true, maxLength: 16, default: '755' },
    umask: { kind: 'line', tabs: ['umask'], mono: true, maxLength: 32, default: '022' },
    path: { kind: 'line', tabs: CHMOD_TABS, mono: true, maxLength: 500, default: 'file' },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'boxes' },
    recursive: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs' },
  optionTabs: { recursive: CHMOD_TABS },
  onTabChange: carryOver,
  examples: [
    {
      name: 'script',
      input: { octal: '755', path: 'deploy.sh' },
      options: { mode: 'octal', recursive: false },
      output: { mode: 0o755, octal: '0755', octal3: '755', symbolic: 'rwxr-xr-x', command: 'chmod 755 deploy.sh', symbolicCommand: 'chmod u=rwx,go=rx deploy.sh', digits: [7, 5, 5], setuid: false, setgid: false, sticky: false, operand: null },
    },
    {
      name: 'setuid',
      input: { symbolic: '-rwsr-xr-x', path: '/usr/bin/passwd' },
      options: { mode: 'symbolic', recursive: false },
      output: { mode: 0o4755, octal: '4755', octal3: null, symbolic: 'rwsr-xr-x', command: 'chmod 4755 /usr/bin/passwd', symbolicCommand: 'chmod u=rwxs,go=rx /usr/bin/passwd', digits: [7, 5, 5], setuid: true, setgid: false, sticky: false, operand: null },
    },
    {
      name: 'tmp',
      input: {
        ownerRead: true, ownerWrite: true, ownerExecute: true, groupRead: true, groupWrite: true, groupExecute: true,
        othersRead: true, othersWrite: true, othersExecute: true, setuid: false, setgid: false, sticky: true, path: '/tmp',
      },
      options: { mode: 'boxes', recursive: false },
      output: { mode: 0o1777, octal: '1777', octal3: null, symbolic: 'rwxrwxrwt', command: 'chmod 1777 /tmp', symbolicCommand: 'chmod ug=rwx,o=rwxt /tmp', digits: [7, 7, 7], setuid: false, setgid: false, sticky: true, operand: null },
    },
    {
      name: 'sharedFolder',
      input: { octal: '2770', path: 'shared project' },
      options: { mode: 'octal', recursive: true },
      output: { mode: 0o2770, octal: '2770', octal3: null, symbolic: 'rwxrws---', command: "chmod -R 2770 'shared project'", symbolicCommand: "chmod -R u=rwx,g=rwxs,o= 'shared project'", digits: [7, 7, 0], setuid: false, setgid: true, sticky: false, operand: null },
    },
    {
      name: 'operand',
      input: { symbolic: 'u=rwx,go=rx', path: 'deploy.sh' },
      options: { mode: 'symbolic', recursive: false },
      output: { mode: 0o755, octal: '0755', octal3: '755', symbolic: 'rwxr-xr-x', command: 'chmod 755 deploy.sh', symbolicCommand: 'chmod u=rwx,go=rx deploy.sh', digits: [7, 5, 5], setuid: false, setgid: false, sticky: false, operand: { base: null, umaskAssumed: false, conditionalX: false } },
    },
    {
      name: 'relative',
      input: { symbolic: 'u+x', current: '644', path: 'backup.sh' },
      options: { mode: 'symbolic', recursive: false },
      output: { mode: 0o744, octal: '0744', octal3: '744', symbolic: 'rwxr--r--', command: 'chmod 744 backup.sh', symbolicCommand: 'chmod u=rwx,go=r backup.sh', digits: [7, 4, 4], setuid: false, setgid: false, sticky: false, operand: { base: 0o644, umaskAssumed: false, conditionalX: false } },
    },
    {
      name: 'umask',
      input: { umask: '022' },
      options: { mode: 'umask' },
      output: { umask: 0o022, umaskOctal: '022', files: 0o644, directories: 0o755, filesOctal: '644', directoriesOctal: '755', filesSymbolic: 'rw-r--r--', directoriesSymbolic: 'rwxr-xr-x', command: 'umask 022', symbolicCommand: 'umask u=rwx,g=rx,o=rx' },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

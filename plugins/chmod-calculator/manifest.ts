import { defineTool, isToolError, type InputOf, type OptionsOf } from '@sdk/core';
import { boxesOf, modeOfBoxes, octalOf, parseOctal, parseSymbolic, symbolicOf } from './chmod.ts';

/** The three ways in: twelve boxes, the octal mode, the symbolic form. */
export const MODES = ['boxes', 'octal', 'symbolic'] as const;
export type Mode = (typeof MODES)[number];

/** The mode the tab's fields hold, or null when they hold a mistake. */
export function modeOfInput(input: Readonly<Record<string, unknown>>, tab: string): number | null {
  const mode = tab === 'octal' ? parseOctal(String(input.octal ?? '')) : tab === 'symbolic' ? parseSymbolic(String(input.symbolic ?? '')) : modeOfBoxes(input);
  return isToolError(mode) ? null : mode;
}

/** Moving to another tab carries the permissions over (a mistake on the tab left leaves the new tab as it was). */
function carryOver({ input, from, to }: { readonly input: Readonly<Record<string, unknown>>; readonly from: string; readonly to: string }): { input?: Record<string, string | boolean> } {
  const mode = modeOfInput(input, from);
  if (mode === null) return {};
  if (to === 'octal') return { input: { octal: mode >= 0o1000 ? octalOf(mode) : octalOf(mode).slice(1) } };
  if (to === 'symbolic') return { input: { symbolic: symbolicOf(mode) } };
  return { input: boxesOf(mode) };
}

/**
 * One tab per way of writing the permissions; the path goes into the chmod commands. Moving to another
 * tab carries the permissions over, so the boxes, the octal mode and the symbolic form always agree.
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
    symbolic: { kind: 'line', tabs: ['symbolic'], mono: true, maxLength: 16, default: 'rwxr-xr-x' },
    path: { kind: 'line', mono: true, maxLength: 500, default: 'file' },
  },
  options: {
    mode: { type: 'string', enum: MODES, default: 'boxes' },
    recursive: { type: 'boolean', default: false },
  },
  ui: { mode: 'tabs' },
  onTabChange: carryOver,
  examples: [
    {
      name: 'script',
      input: { octal: '755', path: 'deploy.sh' },
      options: { mode: 'octal', recursive: false },
      output: { mode: 0o755, octal: '0755', octal3: '755', symbolic: 'rwxr-xr-x', command: 'chmod 755 deploy.sh', symbolicCommand: 'chmod u=rwx,go=rx deploy.sh', digits: [7, 5, 5], setuid: false, setgid: false, sticky: false },
    },
    {
      name: 'setuid',
      input: { symbolic: '-rwsr-xr-x', path: '/usr/bin/passwd' },
      options: { mode: 'symbolic', recursive: false },
      output: { mode: 0o4755, octal: '4755', octal3: null, symbolic: 'rwsr-xr-x', command: 'chmod 4755 /usr/bin/passwd', symbolicCommand: 'chmod u=rwxs,go=rx /usr/bin/passwd', digits: [7, 5, 5], setuid: true, setgid: false, sticky: false },
    },
    {
      name: 'tmp',
      input: {
        ownerRead: true, ownerWrite: true, ownerExecute: true, groupRead: true, groupWrite: true, groupExecute: true,
        othersRead: true, othersWrite: true, othersExecute: true, setuid: false, setgid: false, sticky: true, path: '/tmp',
      },
      options: { mode: 'boxes', recursive: false },
      output: { mode: 0o1777, octal: '1777', octal3: null, symbolic: 'rwxrwxrwt', command: 'chmod 1777 /tmp', symbolicCommand: 'chmod ug=rwx,o=rwxt /tmp', digits: [7, 7, 7], setuid: false, setgid: false, sticky: true },
    },
    {
      name: 'sharedFolder',
      input: { octal: '2770', path: 'shared project' },
      options: { mode: 'octal', recursive: true },
      output: { mode: 0o2770, octal: '2770', octal3: null, symbolic: 'rwxrws---', command: "chmod -R 2770 'shared project'", symbolicCommand: "chmod -R u=rwx,g=rwxs,o= 'shared project'", digits: [7, 7, 0], setuid: false, setgid: true, sticky: false },
    },
  ],
});

export type Options = OptionsOf<typeof manifest>;
export type Input = InputOf<typeof manifest>;

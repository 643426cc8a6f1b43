import { describe, expect, it } from 'vitest';
import { msg } from '@sdk/core';
import { boxesOf, modeOfBoxes, parseOctal, parseSymbolic, parseUmask, readSymbolic, shellQuote, symbolicOf, symbolicOperand } from './chmod.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { run, type ChmodResult, type UmaskResult } from './run.ts';
import { view } from './view.ts';

const boxes = boxesOf(0o755) as unknown as Input;
const base: Input = { ...boxes, octal: '755', symbolic: 'rwxr-xr-x', path: 'file' };
const octal = (text: string, more: Partial<Input> = {}, options: Partial<Options> = {}) => run({ ...base, octal: text, ...more }, { mode: 'octal', recursive: false, ...options });
const symbolic = (text: string, current = '755') => run({ ...base, symbolic: text, current }, { mode: 'symbolic', recursive: false });
const umask = (text: string) => run({ ...base, umask: text }, { mode: 'umask', recursive: false });
/** The mode chmod <operand> gives a file that has `from`. */
const applied = (operand: string, from: string) => {
  const r = readSymbolic(operand, from);
  if ('kind' in r) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return r.mode.toString(8).padStart(3, '0');
};

describe('every special-bit combination', () => {
  // setuid, setgid and sticky over rwxr-xr-x (755) and over rw-r--r-- (644), where they show as capitals.
  const cases: [string, string, string][] = [
    ['0755', 'rwxr-xr-x', 'u=rwx,go=rx'],
    ['1755', 'rwxr-xr-t', 'u=rwx,g=rx,o=rxt'],
    ['2755', 'rwxr-sr-x', 'u=rwx,g=rxs,o=rx'],
    ['3755', 'rwxr-sr-t', 'u=rwx,g=rxs,o=rxt'],
    ['4755', 'rwsr-xr-x', 'u=rwxs,go=rx'],
    ['5755', 'rwsr-xr-t', 'u=rwxs,g=rx,o=rxt'],
    ['6755', 'rwsr-sr-x', 'u=rwxs,g=rxs,o=rx'],
    ['7755', 'rwsr-sr-t', 'u=rwxs,g=rxs,o=rxt'],
    ['0644', 'rw-r--r--', 'u=rw,go=r'],
    ['1644', 'rw-r--r-T', 'u=rw,g=r,o=rt'],
    ['2644', 'rw-r-Sr--', 'u=rw,g=rs,o=r'],
    ['3644', 'rw-r-Sr-T', 'u=rw,g=rs,o=rt'],
    ['4644', 'rwSr--r--', 'u=rws,go=r'],
    ['5644', 'rwSr--r-T', 'u=rws,g=r,o=rt'],
    ['6644', 'rwSr-Sr--', 'u=rws,g=rs,o=r'],
    ['7644', 'rwSr-Sr-T', 'u=rws,g=rs,o=rt'],
  ];
  it.each(cases)('%s is %s and chmod %s', (oct, sym, operand) => {
    const mode = parseInt(oct, 8);
    expect(symbolicOf(mode)).toBe(sym);
    expect(parseSymbolic(sym)).toBe(mode);
    expect(parseOctal(oct)).toBe(mode);
    expect(symbolicOperand(mode)).toBe(operand);
    expect(modeOfBoxes(boxesOf(mode))).toBe(mode);
    const r = octal(oct) as ChmodResult;
    expect(r.octal).toBe(oct);
    expect(r.symbolic).toBe(sym);
    expect(r.command).toBe(`chmod ${mode < 0o1000 ? oct.slice(1) : oct} file`);
    expect(r.symbolicCommand).toBe(`chmod ${operand} file`);
    expect([r.setuid, r.setgid, r.sticky]).toEqual([(mode & 0o4000) !== 0, (mode & 0o2000) !== 0, (mode & 0o1000) !== 0]);
  });

  it('round-trips all 4096 modes through every form', () => {
    for (let mode = 0; mode < 0o10000; mode++) {
      expect(parseSymbolic(symbolicOf(mode))).toBe(mode);
      expect(parseOctal(mode.toString(8).padStart(4, '0'))).toBe(mode);
      expect(modeOfBoxes(boxesOf(mode))).toBe(mode);
    }
  });
});

describe('symbolic operands', () => {
  it('merges classes that share their letters', () => {
    expect(symbolicOperand(0o777)).toBe('a=rwx');
    expect(symbolicOperand(0o000)).toBe('a=');
    expect(symbolicOperand(0o770)).toBe('ug=rwx,o=');
    expect(symbolicOperand(0o640)).toBe('u=rw,g=r,o=');
    expect(symbolicOperand(0o1777)).toBe('ug=rwx,o=rwxt');
    expect(symbolicOperand(0o707)).toBe('uo=rwx,g=');
  });
});

describe('bad input is named', () => {
  it('names an octal digit that is not one', () => {
    expect(octal('758')).toEqual({ kind: 'tool-error', code: 'octalDigit', params: { char: '8', position: 3, field: 'octal' } });
    expect(octal('9')).toMatchObject({ code: 'octalDigit', params: { char: '9', position: 1 } });
    expect(octal('rwx')).toMatchObject({ code: 'octalDigit', params: { char: 'r', position: 1 } });
    expect(octal('-755')).toMatchObject({ code: 'octalDigit', params: { char: '-', position: 1 } });
  });
  it('wants 3 or 4 octal digits', () => {
    expect(octal('75')).toEqual({ kind: 'tool-error', code: 'octalLength', params: { count: 2, field: 'octal' } });
    expect(octal('07555')).toMatchObject({ code: 'octalLength', params: { count: 5 } });
  });
  it('names a symbolic form of the wrong length', () => {
    expect(symbolic('rwxr-xr')).toEqual({ kind: 'tool-error', code: 'symbolicLength', params: { count: 7, field: 'symbolic' } });
    expect(symbolic('rwxr-xr-x-x')).toMatchObject({ code: 'symbolicLength', params: { count: 11 } });
  });
  it('names a character in the wrong place, with what may stand there', () => {
    expect(symbolic('rwxrwxrwz')).toEqual({ kind: 'tool-error', code: 'symbolicChar', params: { char: 'z', position: 9, expected: 'x t T -', field: 'symbolic' } });
    expect(symbolic('wrxr-xr-x')).toMatchObject({ code: 'symbolicChar', params: { char: 'w', position: 1, expected: 'r -' } });
    expect(symbolic('rwxr-xr-s')).toMatchObject({ code: 'symbolicChar', params: { char: 's', position: 9 } });
    expect(symbolic('rwtr-xr-x')).toMatchObject({ code: 'symbolicChar', params: { char: 't', position: 3, expected: 'x s S -' } });
    // With the file type in front, positions count as typed.
    expect(symbolic('drwxr-xr-q')).toMatchObject({ code: 'symbolicChar', params: { char: 'q', position: 10 } });
  });
  it('reads ls -l output with its file type and ACL or SELinux mark', () => {
    expect(parseSymbolic('drwxr-xr-x')).toBe(0o755);
    expect(parseSymbolic('-rw-r--r--.')).toBe(0o644);
    expect(parseSymbolic('-rw-rw-r--+')).toBe(0o664);
    expect(parseSymbolic('drwxrwxrwt')).toBe(0o1777);
  });
});

describe('commands', () => {
  it('quotes a path only when the shell needs it', () => {
    expect(shellQuote('/var/www/html')).toBe('/var/www/html');
    expect(shellQuote('my file.txt')).toBe("'my file.txt'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect((octal('644', { path: 'My Documents/notes.txt' }) as ChmodResult).command).toBe("chmod 644 'My Documents/notes.txt'");
  });
  it('adds -R when recursive', () => {
    expect((octal('750', { path: 'dir' }, { recursive: true }) as ChmodResult).symbolicCommand).toBe('chmod -R u=rwx,g=rx,o= dir');
  });
});

describe('moving between tabs carries the permissions over', () => {
  const carry = (input: Partial<Input>, from: string, to: string) => manifest.onTabChange!({ input: { ...base, ...input }, options: {}, from, to });
  it('from octal to boxes and symbolic', () => {
    expect(carry({ octal: '4750' }, 'octal', 'symbolic')).toEqual({ input: { symbolic: 'rwsr-x---', current: '4750' } });
    expect(carry({ octal: '640' }, 'octal', 'boxes').input).toMatchObject({ ownerRead: true, ownerWrite: true, ownerExecute: false, groupRead: true, groupWrite: false, othersRead: false, setuid: false });
  });
  it('from symbolic and boxes to octal', () => {
    expect(carry({ symbolic: 'rwxrwxrwt' }, 'symbolic', 'octal')).toEqual({ input: { octal: '1777' } });
    expect(carry(boxesOf(0o600), 'boxes', 'octal')).toEqual({ input: { octal: '600' } });
  });
  it('leaves the new tab alone when the old one holds a mistake', () => {
    expect(carry({ octal: '789' }, 'octal', 'symbolic')).toEqual({});
  });
});

describe('chmod’s own symbolic form, as the tool prints it and as chmod takes it', () => {
  it('reads back every operand the tool writes, whatever the current mode', () => {
    for (let mode = 0; mode < 0o10000; mode += 0o11) {
      const r = readSymbolic(symbolicOperand(mode), '0');
      expect(r, symbolicOperand(mode)).toMatchObject({ mode, relative: false, base: null });
    }
    expect((symbolic('u=rwx,go=rx', '600') as ChmodResult).octal).toBe('0755');
    expect((symbolic('u=rwx,go=rx', 'nonsense') as ChmodResult).octal).toBe('0755');
  });

  it('applies relative changes to the current mode, as GNU chmod does on a file', () => {
    expect(applied('u+x', '644')).toBe('744');
    expect(applied('g-w', '775')).toBe('755');
    expect(applied('a=r', '755')).toBe('444');
    expect(applied('+x', '644')).toBe('755');
    expect(applied('go-rwx', '755')).toBe('700');
    expect(applied('u+x,g-r', 'rw-r--r--')).toBe('704');
    expect(applied('o=u', '640')).toBe('646');
    expect(applied('g=u-w', '700')).toBe('750');
    expect(applied('a+rX', '600')).toBe('644');
    expect(applied('a+rX', '700')).toBe('755');
    expect(applied('u+s', '755')).toBe('4755');
    expect(applied('+t', '777')).toBe('1777');
    expect(applied('u=rwx', '4755')).toBe('755');
    // No class named: the bits of the umask (022) are left alone, as chmod does with the usual umask.
    expect(applied('+w', '444')).toBe('644');
    expect(applied('=rw', '777')).toBe('644');
    expect(applied('a+w', '444')).toBe('666');
  });

  it('says what it applied the change to, and when the umask or X mattered', () => {
    const r = symbolic('u+x', '644') as ChmodResult;
    expect(r).toMatchObject({ octal: '0744', operand: { base: 0o644, umaskAssumed: false, conditionalX: false } });
    expect((symbolic('+w', '444') as ChmodResult).operand).toEqual({ base: 0o444, umaskAssumed: true, conditionalX: false });
    expect((symbolic('+x', '644') as ChmodResult).operand).toEqual({ base: 0o644, umaskAssumed: false, conditionalX: false });
    expect((symbolic('a+X', '644') as ChmodResult).operand?.conditionalX).toBe(true);
    expect((symbolic('rwxr-xr-x') as ChmodResult).operand).toBeNull();
    const notes = view(r, { input: { ...base, symbolic: ' u+x ', current: '644' } }).blocks.filter((b) => b.kind === 'note');
    expect(notes[0]).toEqual({ kind: 'note', text: msg('results.appliedTo', { operand: 'u+x', octal: '644', symbolic: 'rw-r--r--' }) });
  });

  it('names a mistake in an operand, or in the current mode when it is needed', () => {
    expect(symbolic('u=rwz')).toEqual({ kind: 'tool-error', code: 'operandChar', params: { char: 'z', position: 5, field: 'symbolic' } });
    expect(symbolic(' u+x,q')).toMatchObject({ code: 'operandChar', params: { char: 'q', position: 6 } });
    expect(symbolic('u+x,')).toEqual({ kind: 'tool-error', code: 'operandEnd', params: { text: 'u+x,', field: 'symbolic' } });
    expect(symbolic('ug')).toMatchObject({ code: 'operandEnd' });
    expect(symbolic('u+x', '9')).toEqual({ kind: 'tool-error', code: 'octalDigit', params: { char: '9', position: 1, field: 'current' } });
    expect(symbolic('u+x', 'rwxr-xr')).toMatchObject({ code: 'symbolicLength', params: { field: 'current' } });
    // A mistyped ls -l form is still named as one.
    expect(symbolic('-rw-r--r-')).toMatchObject({ code: 'symbolicChar' });
  });

  it('carries the mode over to the symbolic tab with the current mode beside it', () => {
    expect(manifest.onTabChange!({ input: { ...base, octal: '640' }, options: {}, from: 'octal', to: 'symbolic' })).toEqual({ input: { symbolic: 'rw-r-----', current: '640' } });
    expect(manifest.onTabChange!({ input: { ...base, symbolic: 'g+w', current: '755' }, options: {}, from: 'symbolic', to: 'octal' })).toEqual({ input: { octal: '775' } });
  });
});

describe('umask', () => {
  it('gives the modes of new files and folders', () => {
    expect(umask('022')).toEqual({
      umask: 0o022, umaskOctal: '022', files: 0o644, directories: 0o755, filesOctal: '644', directoriesOctal: '755',
      filesSymbolic: 'rw-r--r--', directoriesSymbolic: 'rwxr-xr-x', command: 'umask 022', symbolicCommand: 'umask u=rwx,g=rx,o=rx',
    });
    expect(umask('0027')).toMatchObject({ filesOctal: '640', directoriesOctal: '750', command: 'umask 027' });
    expect(umask('77')).toMatchObject({ filesOctal: '600', directoriesOctal: '700', command: 'umask 077' });
    expect(umask('0')).toMatchObject({ filesOctal: '666', directoriesOctal: '777' });
    expect(umask('u=rwx,g=rx,o=')).toMatchObject({ umask: 0o027 });
  });
  it('names a umask it cannot take', () => {
    expect(umask('')).toEqual({ kind: 'tool-error', code: 'umaskRequired', params: { field: 'umask' } });
    expect(umask('028')).toEqual({ kind: 'tool-error', code: 'octalDigit', params: { char: '8', position: 3, field: 'umask' } });
    expect(umask('1022')).toMatchObject({ code: 'umaskRange' });
    expect(umask('g-w')).toMatchObject({ code: 'umaskSymbolic' });
    expect(umask('u=rwxs')).toMatchObject({ code: 'umaskSymbolic' });
    expect(parseUmask('u=rwx,g=rx,o=rx')).toBe(0o022);
  });
  it('carries the folder mode over, both ways', () => {
    expect(manifest.onTabChange!({ input: { ...base, octal: '750' }, options: {}, from: 'octal', to: 'umask' })).toEqual({ input: { umask: '027' } });
    expect(manifest.onTabChange!({ input: { ...base, umask: '027' }, options: {}, from: 'umask', to: 'octal' })).toEqual({ input: { octal: '750' } });
  });
  it('shows the file and folder modes and who may do what in each', () => {
    const v = view(umask('027') as UmaskResult, { input: base });
    expect(v.copy).toBe('umask 027');
    expect(v.blocks[0]).toMatchObject({ kind: 'values', items: [{ value: '640 (rw-r-----)', main: true }, { value: '750 (rwxr-x---)' }, { value: 'umask 027' }, { value: 'umask u=rwx,g=rx,o=' }] });
    expect(v.blocks[1]).toMatchObject({ kind: 'table', rows: [[msg('classes.owner'), 'rw-', 'rwx'], [msg('classes.group'), 'r--', 'r-x'], [msg('classes.others'), '---', '---']] });
  });
});

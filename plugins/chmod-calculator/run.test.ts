import { describe, expect, it } from 'vitest';
import { boxesOf, modeOfBoxes, parseOctal, parseSymbolic, shellQuote, symbolicOf, symbolicOperand } from './chmod.ts';
import { manifest, type Input, type Options } from './manifest.ts';
import { run, type ChmodResult } from './run.ts';

const boxes = boxesOf(0o755) as unknown as Input;
const base: Input = { ...boxes, octal: '755', symbolic: 'rwxr-xr-x', path: 'file' };
const octal = (text: string, more: Partial<Input> = {}, options: Partial<Options> = {}) => run({ ...base, octal: text, ...more }, { mode: 'octal', recursive: false, ...options });
const symbolic = (text: string) => run({ ...base, symbolic: text }, { mode: 'symbolic', recursive: false });

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
    expect(carry({ octal: '4750' }, 'octal', 'symbolic')).toEqual({ input: { symbolic: 'rwsr-x---' } });
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

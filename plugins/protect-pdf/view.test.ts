import { describe, expect, it } from 'vitest';
import type { Display, FileBlock, NoteBlock, TableBlock, ValuesBlock } from '@sdk/core';
import { writer } from '../../tests/display.ts';
import type { ProtectResult, UnlockResult } from './run.ts';
import { methodName, view } from './view.ts';

const en = writer('protect-pdf', 'en');
const fr = writer('protect-pdf', 'fr');
const permissions = { print: true, copy: false, modify: false, annotate: true, forms: true };
const protectedFile: ProtectResult = { mode: 'protect', name: 'report-protected.pdf', bytes: new Uint8Array(10), openPassword: true, randomOwner: false, samePasswords: false, protection: { method: 'AESv3', permissions } };

describe('protect-pdf view', () => {
  it('gives the protected file, what protects it and each permission', () => {
    const v = view(protectedFile);
    expect(v.blocks[0]).toMatchObject({ kind: 'file', name: 'report-protected.pdf', type: 'application/pdf' });
    expect(en((v.blocks[0] as FileBlock).label as Display)).toBe('Protected with AES-256');
    const [main] = v.blocks.filter((b): b is ValuesBlock => b.kind === 'values');
    expect(main!.items.map((i) => [en(i.label), en(i.value)])).toEqual([['Encryption', 'AES-256'], ['Password to open', 'Yes'], ['Permissions password', 'Yours']]);
    const perms = v.blocks.find((b): b is TableBlock => b.kind === 'table')!;
    expect(en(perms.caption as Display)).toBe('Permissions');
    expect(perms.rows.map((row) => row.map((cell) => en(cell as Display)))).toEqual([
      ['Printing', 'Allowed'], ['Copying text and images', 'Not allowed'], ['Changes', 'Not allowed'], ['Comments', 'Allowed'], ['Filling in forms', 'Allowed'],
    ]);
    expect(fr(perms.rows[1]![1] as Display)).toBe('Non autorisé');
    const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note');
    expect(notes.map((n) => en(n.text))).toEqual(['Permissions are a request to PDF programs: most respect them, but one that ignores them can print or copy once the file is open. The password to open is what keeps the content secret.']);
    expect(v.json).toEqual({ mode: 'protect', name: 'report-protected.pdf', openPassword: true, randomOwner: false, samePasswords: false, protection: { method: 'AESv3', permissions }, size: 10 });
    expect(v.filename).toBe('report-protected');
  });

  it('warns when anyone can open the file, when the passwords are the same, and says a random permissions password was set', () => {
    const v = view({ ...protectedFile, openPassword: false, randomOwner: true, samePasswords: true });
    const notes = v.blocks.filter((b): b is NoteBlock => b.kind === 'note');
    expect(notes.map((n) => n.tone ?? 'info')).toEqual(['warning', 'warning', 'info', 'info']);
    expect(en(notes[0]!.text)).toMatch(/^Anyone can open this file/);
  });

  it('gives the unlocked file and what was removed', () => {
    const unlocked: UnlockResult = { mode: 'unlock', name: 'locked-unlocked.pdf', bytes: new Uint8Array(5), removed: { method: 'AESv2', permissions }, hadOpenPassword: true };
    const v = view(unlocked);
    expect(en((v.blocks[0] as FileBlock).label as Display)).toBe('Unlocked: no password, no limits');
    const main = v.blocks[1] as ValuesBlock;
    expect(main.items.map((i) => [en(i.label), en(i.value)])).toEqual([['Encryption removed', 'AES-128'], ['It needed a password to open', 'Yes']]);
    expect(en(v.copy as Display)).toBe('Unlocked: no password, no limits');
  });

  it('names the methods as people know them', () => {
    expect([methodName('AESv3'), methodName('AESv2'), methodName('RC4'), methodName('None')]).toEqual(['AES-256', 'AES-128', 'RC4', 'None']);
  });
});
